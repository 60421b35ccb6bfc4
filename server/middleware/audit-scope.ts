import type { RequestHandler } from 'express';
import { auditContext } from '#database/audit/audit-context.ts';

/**
 * Opens the audit context for the rest of the request: the actor is read lazily from `req.admin`,
 * which requireAdmin sets later in the chain, so writes by a signed-in admin are attributed to them.
 */
export const auditScope: RequestHandler = (req, _res, next) => {
  auditContext.run(
    {
      get actor() {
        return req.admin ? { id: req.admin.id, username: req.admin.username } : undefined;
      },
      ip: req.ip,
    },
    next,
  );
};
