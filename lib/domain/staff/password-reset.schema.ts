import * as v from 'valibot';
import { newPasswordSchema } from './admin.schema.ts';
import { adminEmail } from './staff.schema.ts';

/** How long a password link works (decision 121). */
export const PASSWORD_LINK_MINUTES = 60;

export const PASSWORD_LINK_INVALID_MESSAGE = 'This link has expired or was already used. Please ask for a new one.';

/** "Forgot password?": the account's e-mail. */
export const passwordResetRequestSchema = v.object({ email: adminEmail });

/**
 * A new password through a link: the token from the link, and the same password rules as everywhere
 * (admin.schema.ts), typed twice. A token that is no token is the same as an expired one.
 */
export const passwordResetSchema = v.pipe(
  v.object({
    token: v.pipe(v.optional(v.string(PASSWORD_LINK_INVALID_MESSAGE), ''), v.regex(/^[A-Za-z0-9_-]{43}$/, PASSWORD_LINK_INVALID_MESSAGE)),
    newPassword: newPasswordSchema,
    confirmPassword: v.optional(v.string('Please confirm the new password'), ''),
  }),
  v.forward(
    v.partialCheck([['newPassword'], ['confirmPassword']], (i) => i.newPassword === i.confirmPassword, 'The passwords do not match'),
    ['confirmPassword'],
  ),
);

export type PasswordResetRequestInput = v.InferOutput<typeof passwordResetRequestSchema>;
export type PasswordResetInput = v.InferOutput<typeof passwordResetSchema>;
