import { faqSchema, termsSchema } from '#lib/domain/site/site-texts.schema.ts';
import { parseWhole } from '../middleware/errors.ts';
import { ApiHandlers } from './api-handlers.ts';

/**
 * The FAQ and the Terms and Conditions as the operator edits them under Settings (issue 21). Each PUT
 * replaces the whole text, in its order; a save drops every process's render cache like any content
 * write, so /faq and /terms show it at their next request. The owner's (lib/api-routes.ts).
 */
export function adminSiteContentRoutes() {
  const routes = new ApiHandlers();

  routes.on('settings.faq', async (req, res) => {
    res.json((await req.services.siteTexts.faq()).items);
  });

  routes.on('settings.updateFaq', async (req, res) => {
    const items = parseWhole(faqSchema, req.body, 'items');
    await req.services.siteTexts.setFaq(items);
    await req.services.commit();
    res.json(items);
  });

  routes.on('settings.terms', async (req, res) => {
    res.json((await req.services.siteTexts.terms()).items);
  });

  routes.on('settings.updateTerms', async (req, res) => {
    const items = parseWhole(termsSchema, req.body, 'items');
    await req.services.siteTexts.setTerms(items);
    await req.services.commit();
    res.json(items);
  });

  return routes;
}
