import * as v from 'valibot';
import { adminEmail } from './staff.schema.ts';

/**
 * `.invalid` is reserved (RFC 2606): no mail ever reaches it. The first owner made at start gets
 * `<name>@admins.invalid` when ADMIN_EMAIL is unset, so "Forgot password?" would mail nowhere; such an
 * account is asked for a real address at sign-in (issue 29, decision 158).
 */
export const isPlaceholderEmail = (email: string) => /\.invalid$/i.test(email.trim());

export const REAL_EMAIL_MESSAGE = 'Please give an address that receives mail: password links are sent there';
export const EMAIL_FIRST_MESSAGE = 'Please give your e-mail address first (Settings)';

/**
 * Giving one's own e-mail (Settings): a real address, and the current password, since whoever holds the
 * address can choose a new password through a link.
 */
export const ownEmailSchema = v.object({
  email: v.pipe(adminEmail, v.check((email) => !isPlaceholderEmail(email), REAL_EMAIL_MESSAGE)),
  currentPassword: v.pipe(v.optional(v.string('Current password is required'), ''), v.nonEmpty('Current password is required')),
});

export type OwnEmailInput = v.InferOutput<typeof ownEmailSchema>;
