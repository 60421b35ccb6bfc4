import type { AdminView } from '#database/dto.ts';
import { HttpError } from './errors.ts';

const FIRST_PASSWORD_MESSAGE = 'Please choose your own password first (Settings)';

/**
 * An account whose first password a colleague chose holds only a key to the door: until its owner
 * replaces it, no staff data (decision 054). The 403 every staff route answers such an account.
 */
export function firstPasswordRefusal(admin: AdminView): HttpError | undefined {
  return admin.mustChangePassword ? new HttpError(403, FIRST_PASSWORD_MESSAGE) : undefined;
}
