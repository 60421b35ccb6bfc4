import type { Request, RequestHandler } from 'express';
import type { AdminView } from '#lib/domain/staff/staff.types.ts';
import { HttpError } from './errors.ts';
import { firstPasswordRefusal } from './password-gate.ts';

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

/** The request's admin, looked up once however many routers it passes through. */
async function signedIn(req: Request): Promise<AdminView> {
  req.admin ??= (await currentAdmin(req)) ?? undefined;
  if (!req.admin) throw new HttpError(401, 'Please sign in');
  return req.admin;
}

/**
 * Every route that reads or changes staff data, wherever it is mounted: a signed-in admin (else 401)
 * who has replaced a first password a colleague chose (else 403). The one staff check: a new route
 * that uses it cannot forget half of it (decision 054).
 */
export const requireAdmin: RequestHandler = async (req, _res, next) => {
  const admin = await signedIn(req);
  next(firstPasswordRefusal(admin));
};

/**
 * Only for the routes an unfinished first sign-in must still reach (decisions 054, 158): who am I, sign out,
 * and changing one's own password and e-mail. Signed in is enough; they return no one else's data.
 */
export const requireAdminWithAnyPassword: RequestHandler = async (req, _res, next) => {
  await signedIn(req);
  next();
};
