import { companySettingsUpdateSchema } from '#lib/domain/site/company-settings.schema.ts';
import { parseWhole } from '../middleware/errors.ts';
import { ApiHandlers } from './api-handlers.ts';

/**
 * The company's details under Settings (issue 21). The owner's (lib/api-routes.ts); a save
 * is a write whose entry clears the public cache, so it drops
 * every process's public cache, and with it their copy of these details (CompanySettingsMemo).
 */
export function adminSettingsRoutes() {
  const routes = new ApiHandlers();

  routes.on('settings.company', async (req, res) => {
    res.json(await req.services.companySettings.get());
  });

  // Partial: only the fields the body names change; a named blank optional field (or `bank: null`) is cleared.
  routes.on('settings.updateCompany', async (req, res) => {
    const changes = parseWhole(companySettingsUpdateSchema, req.body);
    const updated = await req.services.companySettings.update(changes);
    await req.services.commit();
    res.json(updated);
  });

  return routes;
}
