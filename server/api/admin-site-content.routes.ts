import { Router } from 'express';
import { faqSchema, termsSchema } from '#database/schemas/site-texts.schema.ts';
import { parseWhole } from '../middleware/errors.ts';

/**
 * The FAQ and the Terms and Conditions as the operator edits them under Settings (issue 21). Each PUT
 * replaces the whole text, in its order; a save drops every process's render cache like any content
 * write, so /faq and /terms show it at their next request. Mounted behind requireAdmin; its own
 * router so the owner-only check goes on in one line.
 */
export function adminSiteContentRoutes() {
  const router = Router();

  router.get('/content/faq', async (req, res) => {
    res.json((await req.services.siteTexts.faq()).items);
  });

  router.put('/content/faq', async (req, res) => {
    const items = parseWhole(faqSchema, req.body, 'items');
    await req.services.siteTexts.setFaq(items);
    await req.services.commit();
    res.json(items);
  });

  router.get('/content/terms', async (req, res) => {
    res.json((await req.services.siteTexts.terms()).items);
  });

  router.put('/content/terms', async (req, res) => {
    const items = parseWhole(termsSchema, req.body, 'items');
    await req.services.siteTexts.setTerms(items);
    await req.services.commit();
    res.json(items);
  });

  return router;
}
