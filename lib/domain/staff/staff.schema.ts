import * as v from 'valibot';
import { newPasswordSchema } from './admin.schema.ts';
import { requiredText } from '../fields.ts';

/**
 * What an account may do (decision 120): an owner also manages accounts, settings and money and may
 * export or erase enquiries; staff do everything else. lib/admin-roles.ts lists the owner's routes.
 */
export const ADMIN_ROLES = ['owner', 'staff'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
const ROLE_RULE = 'Choose owner or staff';
const role = v.picklist(ADMIN_ROLES, ROLE_RULE);

const USERNAME_RULE = 'Use 3 to 100 letters, digits, dots, dashes or underscores';

/** One e-mail, one account: a password link must reach exactly one person. */
export const EMAIL_TAKEN = 'Another account already uses this e-mail';

/** Admins' e-mails are compared without case: one mailbox, one account. */
export const adminEmail = v.pipe(requiredText('E-mail is required', 254), v.email('Please enter a valid email address'), v.toLowerCase());

/** A colleague's new account: a first password of at least 12 characters, which they change at first sign-in. */
export const newAdminSchema = v.object({
  username: v.pipe(requiredText('Username is required', 100), v.regex(/^[A-Za-z0-9._-]{3,100}$/, USERNAME_RULE)),
  email: adminEmail,
  password: newPasswordSchema,
  /** Staff unless an owner says otherwise: a new account gets the least it needs. */
  role: v.optional(role, 'staff'),
});

/** Editing an account: its e-mail, whether it may sign in, and its role. Any may be left out. */
export const adminUpdateSchema = v.object({
  email: v.optional(adminEmail),
  isActive: v.optional(v.boolean('Must be true or false')),
  role: v.optional(role),
});

export type NewAdminInput = v.InferOutput<typeof newAdminSchema>;
export type AdminUpdateInput = v.InferOutput<typeof adminUpdateSchema>;
