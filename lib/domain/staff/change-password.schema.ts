import * as v from 'valibot';
import { newPasswordSchema } from './admin.schema.ts';

export const SAME_PASSWORD_MESSAGE = 'The new password must be different from the current one';

/**
 * Changing one's own password (the dashboard's Settings tab). The same rules and messages as
 * the handler of POST /api/admin/password uses it, so the form and the server say the same thing.
 * A new password equal to the current one changes nothing: a first password a colleague chose would
 * stay known to them while the account counted as its owner's (decision 054).
 */
export const changePasswordSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(v.optional(v.string('Current password is required'), ''), v.nonEmpty('Current password is required')),
    newPassword: newPasswordSchema,
    confirmPassword: v.optional(v.string('Please confirm the new password'), ''),
  }),
  v.forward(
    v.partialCheck([['currentPassword'], ['newPassword']], (i) => i.newPassword !== i.currentPassword, SAME_PASSWORD_MESSAGE),
    ['newPassword'],
  ),
  v.forward(
    v.partialCheck([['newPassword'], ['confirmPassword']], (i) => i.newPassword === i.confirmPassword, 'The passwords do not match'),
    ['confirmPassword'],
  ),
);

export type ChangePasswordInput = v.InferOutput<typeof changePasswordSchema>;
