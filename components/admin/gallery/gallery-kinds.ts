import type * as v from 'valibot';
import { folderSchema, gallerySchema, photoSchema } from '#database/schemas/gallery.schema.ts';

export type GalleryKind = 'folder' | 'gallery' | 'photo';

export interface FieldSpec {
  key: string;
  multiline?: boolean;
  url?: boolean;
}

interface KindSpec {
  schema: v.GenericSchema;
  createUrl: string;
  deleteUrl: (id: string) => string;
  /** The id of the opened level above, which SPEC §5 says the new item belongs to. */
  parentKey: 'folderId' | 'galleryId' | null;
  fields: FieldSpec[];
}

/** The three levels of the gallery differ only in these details. */
export const GALLERY_KINDS: Record<GalleryKind, KindSpec> = {
  folder: {
    schema: folderSchema,
    createUrl: '/api/admin/gallery-folders',
    deleteUrl: (id) => `/api/admin/gallery-folders/${id}`,
    parentKey: null,
    fields: [{ key: 'name' }, { key: 'description', multiline: true }, { key: 'coverImageUrl', url: true }],
  },
  gallery: {
    schema: gallerySchema,
    createUrl: '/api/admin/galleries',
    deleteUrl: (id) => `/api/admin/galleries/${id}`,
    parentKey: 'folderId',
    fields: [{ key: 'name' }, { key: 'description', multiline: true }, { key: 'coverImageUrl', url: true }],
  },
  photo: {
    schema: photoSchema,
    createUrl: '/api/admin/gallery-photos',
    deleteUrl: (id) => `/api/admin/gallery-photos/${id}`,
    parentKey: 'galleryId',
    fields: [{ key: 'title' }, { key: 'description', multiline: true }, { key: 'imageUrl', url: true }, { key: 'thumbnailUrl', url: true }],
  },
};
