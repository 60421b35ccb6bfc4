import * as v from 'valibot';
import { newPasswordSchema } from './admin.schema.ts';
import { requiredText } from './fields.ts';

const USERNAME_RULE = 'Use 3 to 100 letters, digits, dots, dashes or underscores';

/** Admins' e-mails are compared without case: one mailbox, one account. */
export const adminEmail = v.pipe(requiredText('E-mail is required', 254), v.email('Please enter a valid email address'), v.toLowerCase());

/** A colleague's new account: a first password of at least 12 characters, which they change at first sign-in. */
export const newAdminSchema = v.object({
  username: v.pipe(requiredText('Username is required', 100), v.regex(/^[A-Za-z0-9._-]{3,100}$/, USERNAME_RULE)),
  email: adminEmail,
  password: newPasswordSchema,
});

/** Editing an account: its e-mail, and whether it may sign in. Either may be left out. */
export const adminUpdateSchema = v.object({
  email: v.optional(adminEmail),
  isActive: v.optional(v.boolean('Must be true or false')),
});

export type NewAdminInput = v.InferOutput<typeof newAdminSchema>;
export type AdminUpdateInput = v.InferOutput<typeof adminUpdateSchema>;
