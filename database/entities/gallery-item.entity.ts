import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** SPEC §3's flat gallery table; the public gallery browser uses folders, galleries and photos. */
export const GalleryItem = defineEntity({
  name: 'GalleryItem',
  tableName: 'gallery_items',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    title: p.string().length(200),
    description: p.text().nullable(),
    type: p.string().length(40),
    url: p.string().length(2000),
    category: p.string().length(60),
    isActive: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
