import type { Request, RequestHandler } from 'express';
import type { AdminView } from '#database/dto.ts';
import { HttpError } from './errors.ts';

/** The signed-in admin of this request, or null; an admin removed or deactivated since sign-in is signed out. */
export async function currentAdmin(req: Request): Promise<AdminView | null> {
  const adminId = req.session?.adminId;
  if (!adminId) return null;
  const admin = await req.services.admins.findActive(adminId);
  if (!admin) {
    await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
    return null;
  }
  return admin;
}

/** Every /api/admin route but login: a signed-in admin, else 401. */
export const requireAdmin: RequestHandler = async (req, _res, next) => {
  const admin = await currentAdmin(req);
  if (!admin) return next(new HttpError(401, 'Please sign in'));
  req.admin = admin;
  next();
};
