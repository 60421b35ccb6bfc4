import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** An uploaded picture: one row per distinct original (by content hash), whichever store holds its files. */
export const Image = defineEntity({
  name: 'Image',
  tableName: 'images',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    /** First 32 hex digits of the original's SHA-256: the stable part of every variant's URL. */
    hash: p.string().length(32).unique(),
    /** Width and height of the largest variant, after rotation. */
    width: p.integer(),
    height: p.integer(),
    /** The WebP variants written, narrowest first (480, 960, 1600, never wider than the original). */
    widths: p.json<number[]>(),
    originalName: p.string().length(255).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/**
 * The bytes of one variant when PostgreSQL is the image store (the default). Written by typed SQL
 * (image-files.repo.ts): bytes are no one's action to audit, the Image record is (decision 169).
 */
export const ImageFile = defineEntity({
  name: 'ImageFile',
  tableName: 'image_files',
  properties: {
    key: p.string().length(80).primary(),
    data: p.blob(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/**
 * An image taken out of storage (issue 38): a withheld review's photos, or an upload nothing refers to. Kept a
 * couple of days so the CDN purge names its URLs and the sweep deletes an S3 store's files (decision 177).
 */
export const RemovedImage = defineEntity({
  name: 'RemovedImage',
  tableName: 'removed_images',
  properties: {
    hash: p.string().length(32).primary(),
    widths: p.json<number[]>(),
    removedAt: p.datetime().onCreate(() => new Date()),
    filesRemovedAt: p.datetime().nullable(),
  },
});
