import { folderUpdateSchema, galleryUpdateSchema, photoUpdateSchema, reorderSchema } from '#lib/domain/catalogue/gallery-edit.schema.ts';
import type { GalleryLevel } from '#database/repositories/gallery-editor.repo.ts';
import { fieldError, notFound, parse, pathId } from '../middleware/errors.ts';
import type { Services } from '../services.ts';
import type { ApiRouteKey } from '#lib/api-routes.ts';
import { ApiHandlers } from './api-handlers.ts';

const WHAT: Record<GalleryLevel, string> = { folder: 'Folder', gallery: 'Gallery', photo: 'Photo' };
// Each level's route-table entries (lib/api-routes.ts).
const KEYS = {
  folder: { remove: 'gallery.removeFolder' },
  gallery: { remove: 'gallery.removeGallery' },
  photo: { remove: 'gallery.removePhoto' },
} as const satisfies Record<GalleryLevel, { remove: ApiRouteKey }>;

/** An update's answer: 404 for an item that is gone, else what was saved, once it is committed. */
async function updated<T>(services: Services, level: GalleryLevel, item: T | null): Promise<T> {
  if (!item) throw notFound(`${WHAT[level]} not found`);
  await services.commit();
  return item;
}

const LEVELS: GalleryLevel[] = ['folder', 'gallery', 'photo'];

/** Editing, hiding, reordering and deleting gallery folders, galleries and photos. Roles and cache effects: lib/api-routes.ts. */
export function adminGalleryEditRoutes() {
  const routes = new ApiHandlers();

  // Each level's own input (a gallery keeps its folder, a photo its gallery) and repository method.
  routes.on('gallery.updateFolder', async (req, res) => {
    res.json(await updated(req.services, 'folder', await req.services.galleryEditor.updateFolder(pathId(req.params.id, WHAT.folder), parse(folderUpdateSchema, req.body))));
  });
  routes.on('gallery.updateGallery', async (req, res) => {
    res.json(await updated(req.services, 'gallery', await req.services.galleryEditor.updateGallery(pathId(req.params.id, WHAT.gallery), parse(galleryUpdateSchema, req.body))));
  });
  routes.on('gallery.updatePhoto', async (req, res) => {
    res.json(await updated(req.services, 'photo', await req.services.galleryEditor.updatePhoto(pathId(req.params.id, WHAT.photo), parse(photoUpdateSchema, req.body))));
  });

  for (const level of LEVELS) {
    routes.on(KEYS[level].remove, async (req, res) => {
      const id = pathId(req.params.id, WHAT[level]);
      if (!(await req.services.transaction((tx) => tx.galleryEditor.remove(level, id)))) throw notFound(`${WHAT[level]} not found`);
      res.status(204).end();
    });
  }

  // The new order of one level: POST the ids, first to last.
  const reorders: ['gallery.orderFolders' | 'gallery.orderGalleries' | 'gallery.orderPhotos', GalleryLevel, string | null][] = [
    ['gallery.orderFolders', 'folder', null],
    ['gallery.orderGalleries', 'gallery', WHAT.folder],
    ['gallery.orderPhotos', 'photo', WHAT.gallery],
  ];
  for (const [key, level, parent] of reorders) {
    routes.on(key, async (req, res) => {
      const parentId = parent ? pathId((req.params as { id?: string }).id, parent) : null;
      const { ids } = parse(reorderSchema, req.body);
      const result = await req.services.transaction((tx) => tx.galleryEditor.reorder(level, parentId, ids));
      if (result === 'parent-not-found') throw notFound(`${parent} not found`);
      if (result === 'not-the-same-items') throw fieldError('ids', 'List every item of this level once, in the new order');
      res.status(204).end();
    });
  }

  return routes;
}
