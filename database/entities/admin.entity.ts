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
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
