import { Router } from 'express';
import { companySettingsUpdateSchema } from '#database/schemas/company-settings.schema.ts';
import { parseWhole } from '../middleware/errors.ts';

/**
 * The company's details under Settings (issue 21). Its own router so the owner-only check goes on
 * in one line. Mounted behind requireAdmin; a save is a write not in STAFF_ONLY_WRITES, so it drops
 * every process's public cache, and with it their copy of these details (CompanySettingsMemo).
 */
export function adminSettingsRoutes() {
  const router = Router();

  router.get('/settings/company', async (req, res) => {
    res.json(await req.services.companySettings.get());
  });

  // Partial: only the fields the body names change; a named blank optional field (or `bank: null`) is cleared.
  router.put('/settings/company', async (req, res) => {
    const changes = parseWhole(companySettingsUpdateSchema, req.body);
    const updated = await req.services.companySettings.update(changes);
    await req.services.commit();
    res.json(updated);
  });

  return router;
}
