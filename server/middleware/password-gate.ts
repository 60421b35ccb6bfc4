import type { RequestHandler } from 'express';
import { HttpError } from './errors.ts';

/**
 * After requireAdmin: an account whose first password a colleague chose may only change it
 * (POST /api/admin/password, outside this gate) before doing anything else.
 */
export const requireOwnPassword: RequestHandler = (req, _res, next) => {
  if (req.admin?.mustChangePassword) return next(new HttpError(403, 'Please choose your own password first (Settings)'));
  next();
};
