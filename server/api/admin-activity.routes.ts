import { Router } from 'express';
import { activityQuerySchema } from '#database/schemas/activity.schema.ts';
import { parse } from '../middleware/errors.ts';

/** The audit log: who did what, newest first. Mounted behind requireAdmin. */
export function adminActivityRoutes() {
  const router = Router();
  router.get('/activity', async (req, res) => {
    res.json(await req.services.audit.list(parse(activityQuerySchema, req.query)));
  });
  return router;
}
