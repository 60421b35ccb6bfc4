import type * as v from 'valibot';
import { folderSchema, gallerySchema, photoSchema } from '#database/schemas/gallery.schema.ts';
import { folderUpdateSchema, galleryUpdateSchema, photoUpdateSchema } from '#database/schemas/gallery-edit.schema.ts';

export type GalleryKind = 'folder' | 'gallery' | 'photo';

export interface FieldSpec {
  key: string;
  multiline?: boolean;
  url?: boolean;
}

interface KindSpec {
  schema: v.GenericSchema;
  /** Editing keeps the item where it is: the same fields without the parent. */
  updateSchema: v.GenericSchema;
  createUrl: string;
  /** PUT (edit) and DELETE address of one item. */
  itemUrl: (id: string) => string;
  /** POST the ids of a level's items in their new order (`parentId` of the opened folder or gallery). */
  orderUrl: (parentId?: string) => string;
  /** The id of the opened level above, which SPEC §5 says the new item belongs to. */
  parentKey: 'folderId' | 'galleryId' | null;
  fields: FieldSpec[];
}

/** The three levels of the gallery differ only in these details. */
export const GALLERY_KINDS: Record<GalleryKind, KindSpec> = {
  folder: {
    schema: folderSchema,
    updateSchema: folderUpdateSchema,
    createUrl: '/api/admin/gallery-folders',
    itemUrl: (id) => `/api/admin/gallery-folders/${id}`,
    orderUrl: () => '/api/admin/gallery-folders/order',
    parentKey: null,
    fields: [{ key: 'name' }, { key: 'description', multiline: true }, { key: 'coverImageUrl', url: true }],
  },
  gallery: {
    schema: gallerySchema,
    updateSchema: galleryUpdateSchema,
    createUrl: '/api/admin/galleries',
    itemUrl: (id) => `/api/admin/galleries/${id}`,
    orderUrl: (folderId) => `/api/admin/gallery-folders/${folderId}/galleries/order`,
    parentKey: 'folderId',
    fields: [{ key: 'name' }, { key: 'description', multiline: true }, { key: 'coverImageUrl', url: true }],
  },
  photo: {
    schema: photoSchema,
    updateSchema: photoUpdateSchema,
    createUrl: '/api/admin/gallery-photos',
    itemUrl: (id) => `/api/admin/gallery-photos/${id}`,
    orderUrl: (galleryId) => `/api/admin/galleries/${galleryId}/photos/order`,
    parentKey: 'galleryId',
    fields: [{ key: 'title' }, { key: 'description', multiline: true }, { key: 'imageUrl', url: true }, { key: 'thumbnailUrl', url: true }],
  },
};
