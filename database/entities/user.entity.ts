import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** SPEC §3 declares this table; visitors have no accounts, so nothing signs in with it. */
export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    username: p.string().length(100).unique(),
    password: p.string().length(300),
  },
});
