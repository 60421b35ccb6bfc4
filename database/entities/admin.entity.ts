import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ADMIN_ROLES } from '#lib/domain/staff/staff.schema.ts';

export const Admin = defineEntity({
  name: 'Admin',
  tableName: 'admins',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    username: p.string().length(100).unique(),
    /** scrypt-kdf hash, base64; never the password itself. */
    password: p.string().length(300),
    email: p.string().length(254).unique(),
    isActive: p.boolean().default(true),
    /**
     * Set for an account a colleague created, and for the first owner made at start (decision 158): its first
     * password is theirs to replace at first sign-in.
     */
    mustChangePassword: p.boolean().default(false),
    /** What the account may do (lib/admin-roles.ts, decision 120); read from here at every request. */
    role: p.enum(ADMIN_ROLES).default('staff'),
    /**
     * Moved on by a trigger whenever the password or e-mail changes or the account is deactivated, and by
     * each new password link (decision 137); a link works only under the epoch it was issued in. Never
     * written through the ORM.
     */
    linkEpoch: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/**
 * A link to choose a new password (decision 121): only the SHA-256 of its random token is kept, so the
 * table alone opens no account. Used once; a reset marks every other open link of the account used too.
 */
export const PasswordReset = defineEntity({
  name: 'PasswordReset',
  tableName: 'password_resets',
  indexes: [{ properties: ['admin', 'createdAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    admin: () => p.manyToOne(Admin).fieldName('admin_id').deleteRule('cascade'),
    tokenHash: p.string().length(64).unique(),
    /** The owner who sent the link; null when someone asked for it on the login page. */
    requestedBy: p.uuid().nullable(),
    /** The account's `linkEpoch` when the link was made: the link works only while they are equal. */
    linkEpoch: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});
