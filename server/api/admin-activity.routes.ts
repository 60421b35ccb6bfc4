import { activityQuerySchema } from '#lib/domain/staff/activity.schema.ts';
import { parse } from '../middleware/errors.ts';
import { ApiHandlers } from './api-handlers.ts';

/** The audit log: who did what, newest first. Roles and cache effects: lib/api-routes.ts. */
export function adminActivityRoutes() {
  const routes = new ApiHandlers();
  routes.on('settings.activity', async (req, res) => {
    res.json(await req.services.audit.list(parse(activityQuerySchema, req.query)));
  });
  return routes;
}
