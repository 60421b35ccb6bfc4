import type * as v from 'valibot';
import { folderSchema, gallerySchema, photoSchema } from '#lib/domain/catalogue/gallery.schema.ts';
import { folderUpdateSchema, galleryUpdateSchema, photoUpdateSchema } from '#lib/domain/catalogue/gallery-edit.schema.ts';
import { api } from '#lib/api-client.browser.ts';

type Input<S extends v.GenericSchema> = v.InferInput<S>;

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
  /** The level's calls (lib/api-routes.ts); the input is the level's schema's, checked by the form. */
  create: <T>(input: unknown) => Promise<T>;
  update: <T>(id: string, input: unknown) => Promise<T>;
  remove: (id: string) => Promise<unknown>;
  /** The ids of a level's items in their new order (`parentId` of the opened folder or gallery). */
  order: (parentId: string | undefined, ids: string[]) => Promise<unknown>;
  /** The id of the opened level above, which SPEC §5 says the new item belongs to. */
  parentKey: 'folderId' | 'galleryId' | null;
  fields: FieldSpec[];
}

/** The three levels of the gallery differ only in these details. */
export const GALLERY_KINDS: Record<GalleryKind, KindSpec> = {
  folder: {
    schema: folderSchema,
    updateSchema: folderUpdateSchema,
    create: (input) => api.gallery.createFolder(input as Input<typeof folderSchema>),
    update: (id, input) => api.gallery.updateFolder({ id }, input as Input<typeof folderUpdateSchema>),
    remove: (id) => api.gallery.removeFolder({ id }),
    order: (_root, ids) => api.gallery.orderFolders({ ids }),
    parentKey: null,
    fields: [{ key: 'name' }, { key: 'description', multiline: true }, { key: 'coverImageUrl', url: true }],
  },
  gallery: {
    schema: gallerySchema,
    updateSchema: galleryUpdateSchema,
    create: (input) => api.gallery.createGallery(input as Input<typeof gallerySchema>),
    update: (id, input) => api.gallery.updateGallery({ id }, input as Input<typeof galleryUpdateSchema>),
    remove: (id) => api.gallery.removeGallery({ id }),
    order: (folderId, ids) => api.gallery.orderGalleries({ id: folderId ?? '' }, { ids }),
    parentKey: 'folderId',
    fields: [{ key: 'name' }, { key: 'description', multiline: true }, { key: 'coverImageUrl', url: true }],
  },
  photo: {
    schema: photoSchema,
    updateSchema: photoUpdateSchema,
    create: (input) => api.gallery.createPhoto(input as Input<typeof photoSchema>),
    update: (id, input) => api.gallery.updatePhoto({ id }, input as Input<typeof photoUpdateSchema>),
    remove: (id) => api.gallery.removePhoto({ id }),
    order: (galleryId, ids) => api.gallery.orderPhotos({ id: galleryId ?? '' }, { ids }),
    parentKey: 'galleryId',
    fields: [{ key: 'title' }, { key: 'description', multiline: true }, { key: 'imageUrl', url: true }, { key: 'thumbnailUrl', url: true }],
  },
};
