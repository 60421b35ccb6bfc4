import type { AdminView } from '#lib/domain/staff/staff.types.ts';
import { EMAIL_FIRST_MESSAGE } from '#lib/domain/staff/own-email.schema.ts';
import { HttpError } from './errors.ts';

const FIRST_PASSWORD_MESSAGE = 'Please choose your own password first (Settings)';

/**
 * An account whose first password someone else chose (a colleague, or the environment that made the first
 * owner) holds only a key to the door: until its holder replaces it, no staff data (decision 054). Likewise
 * an account without a real e-mail, whose password links would reach no one (decision 158). The 403 every
 * staff route answers such an account; the password is asked for first.
 */
export function firstPasswordRefusal(admin: AdminView): HttpError | undefined {
  if (admin.mustChangePassword) return new HttpError(403, FIRST_PASSWORD_MESSAGE);
  return admin.needsEmail ? new HttpError(403, EMAIL_FIRST_MESSAGE) : undefined;
}

