import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export const Package = defineEntity({
  name: 'Package',
  tableName: 'packages',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    name: p.string().length(200),
    type: p.string().length(60),
    // numeric keeps cents exact; read back as a JS number for the API.
    price: p.decimal('number').precision(12).scale(2).default(0),
    duration: p.string().length(100),
    description: p.text(),
    features: p.json<string[]>(),
    accommodation: p.string().length(200),
    groupSize: p.string().length(100),
    imageUrl: p.string().length(2000).nullable(),
    isActive: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
