import * as v from 'valibot';
import { folderSchema, gallerySchema, photoSchema } from './gallery.schema.ts';

/** Editing keeps a gallery in its folder and a photo in its gallery: the parent is not an input. */
export const folderUpdateSchema = folderSchema;
export const galleryUpdateSchema = v.omit(gallerySchema, ['folderId']);
export const photoUpdateSchema = v.omit(photoSchema, ['galleryId']);

const ORDER_MESSAGE = 'List every item of this level once, in the new order';

/** A level's new order: all of its ids, first to last. */
export const reorderSchema = v.object({
  ids: v.pipe(
    v.optional(v.array(v.pipe(v.string(ORDER_MESSAGE), v.uuid(ORDER_MESSAGE)), ORDER_MESSAGE), []),
    v.minLength(1, ORDER_MESSAGE),
    v.maxLength(1000, ORDER_MESSAGE),
    v.check((ids) => new Set(ids).size === ids.length, ORDER_MESSAGE),
  ),
});

export type GalleryUpdateInput = v.InferOutput<typeof galleryUpdateSchema>;
export type PhotoUpdateInput = v.InferOutput<typeof photoUpdateSchema>;
export type ReorderInput = v.InferOutput<typeof reorderSchema>;
