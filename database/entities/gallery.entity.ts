import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export const GalleryFolder = defineEntity({
  name: 'GalleryFolder',
  tableName: 'gallery_folders',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    name: p.string().length(200),
    description: p.text().nullable(),
    coverImageUrl: p.string().length(2000).nullable(),
    isActive: p.boolean().default(true),
    sortOrder: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export const Gallery = defineEntity({
  name: 'Gallery',
  tableName: 'galleries',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    // The database deletes a folder's galleries with it (and, below, a gallery's photos).
    folder: () => p.manyToOne(GalleryFolder).fieldName('folder_id').deleteRule('cascade').index(),
    name: p.string().length(200),
    description: p.text().nullable(),
    coverImageUrl: p.string().length(2000).nullable(),
    isActive: p.boolean().default(true),
    sortOrder: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export const GalleryPhoto = defineEntity({
  name: 'GalleryPhoto',
  tableName: 'gallery_photos',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    gallery: () => p.manyToOne(Gallery).fieldName('gallery_id').deleteRule('cascade').index(),
    title: p.string().length(200),
    description: p.text().nullable(),
    imageUrl: p.string().length(2000),
    thumbnailUrl: p.string().length(2000).nullable(),
    isActive: p.boolean().default(true),
    sortOrder: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
