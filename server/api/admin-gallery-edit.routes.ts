import { folderUpdateSchema, galleryUpdateSchema, photoUpdateSchema, reorderSchema } from '#lib/domain/catalogue/gallery-edit.schema.ts';
import type { GalleryLevel } from '#database/repositories/gallery-editor.repo.ts';
import { fieldError, notFound, parse, pathId } from '../middleware/errors.ts';
import type { Services } from '../services.ts';
import type { ApiRouteKey } from '#lib/api-routes.ts';
import { ApiHandlers } from './api-handlers.ts';

const WHAT: Record<GalleryLevel, string> = { folder: 'Folder', gallery: 'Gallery', photo: 'Photo' };
// Each level's route-table entries (lib/api-routes.ts).
const KEYS = {
  folder: { update: 'gallery.updateFolder', remove: 'gallery.removeFolder' },
  gallery: { update: 'gallery.updateGallery', remove: 'gallery.removeGallery' },
  photo: { update: 'gallery.updatePhoto', remove: 'gallery.removePhoto' },
} as const satisfies Record<GalleryLevel, { update: ApiRouteKey; remove: ApiRouteKey }>;

// Each level's own input (a gallery keeps its folder, a photo its gallery) and repository method.
const UPDATE: Record<GalleryLevel, (services: Services, id: string, body: unknown) => Promise<unknown>> = {
  folder: (services, id, body) => services.galleryEditor.updateFolder(id, parse(folderUpdateSchema, body)),
  gallery: (services, id, body) => services.galleryEditor.updateGallery(id, parse(galleryUpdateSchema, body)),
  photo: (services, id, body) => services.galleryEditor.updatePhoto(id, parse(photoUpdateSchema, body)),
};
const LEVELS: GalleryLevel[] = ['folder', 'gallery', 'photo'];

/** Editing, hiding, reordering and deleting gallery folders, galleries and photos. Roles and cache effects: lib/api-routes.ts. */
export function adminGalleryEditRoutes() {
  const routes = new ApiHandlers();

  for (const level of LEVELS) {
    routes.on(KEYS[level].update, async (req, res) => {
      const updated = await UPDATE[level](req.services, pathId(req.params.id, WHAT[level]), req.body);
      if (!updated) throw notFound(`${WHAT[level]} not found`);
      await req.services.commit();
      res.json(updated);
    });

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
