import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

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
    /** Set for an account a colleague created: its first password is theirs to replace at first sign-in. */
    mustChangePassword: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
