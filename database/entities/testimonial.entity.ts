import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export const Testimonial = defineEntity({
  name: 'Testimonial',
  tableName: 'testimonials',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    name: p.string().length(120),
    country: p.string().length(120),
    rating: p.integer(),
    comment: p.text(),
    packageType: p.string().length(60).nullable(),
    isActive: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
