import { Router } from 'express';
import { folderUpdateSchema, galleryUpdateSchema, photoUpdateSchema, reorderSchema } from '#database/schemas/gallery-edit.schema.ts';
import type { GalleryLevel } from '#database/repositories/gallery-editor.repo.ts';
import { fieldError, notFound, parse, pathId } from '../middleware/errors.ts';
import type { Services } from '../services.ts';

const WHAT: Record<GalleryLevel, string> = { folder: 'Folder', gallery: 'Gallery', photo: 'Photo' };
const PATH: Record<GalleryLevel, string> = { folder: 'gallery-folders', gallery: 'galleries', photo: 'gallery-photos' };

// Each level's own input (a gallery keeps its folder, a photo its gallery) and repository method.
const UPDATE: Record<GalleryLevel, (services: Services, id: string, body: unknown) => Promise<unknown>> = {
  folder: (services, id, body) => services.galleryEditor.updateFolder(id, parse(folderUpdateSchema, body)),
  gallery: (services, id, body) => services.galleryEditor.updateGallery(id, parse(galleryUpdateSchema, body)),
  photo: (services, id, body) => services.galleryEditor.updatePhoto(id, parse(photoUpdateSchema, body)),
};
const LEVELS: GalleryLevel[] = ['folder', 'gallery', 'photo'];

/** Editing, hiding, reordering and deleting gallery folders, galleries and photos. Mounted behind requireAdmin. */
export function adminGalleryEditRoutes() {
  const router = Router();

  for (const level of LEVELS) {
    router.put(`/${PATH[level]}/:id`, async (req, res) => {
      const updated = await UPDATE[level](req.services, pathId(req.params.id, WHAT[level]), req.body);
      if (!updated) throw notFound(`${WHAT[level]} not found`);
      await req.services.commit();
      res.json(updated);
    });

    router.delete(`/${PATH[level]}/:id`, async (req, res) => {
      const id = pathId(req.params.id, WHAT[level]);
      if (!(await req.services.transaction((tx) => tx.galleryEditor.remove(level, id)))) throw notFound(`${WHAT[level]} not found`);
      res.status(204).end();
    });
  }

  // The new order of one level: POST the ids, first to last.
  const reorders: [string, GalleryLevel, string | null][] = [
    ['/gallery-folders/order', 'folder', null],
    ['/gallery-folders/:id/galleries/order', 'gallery', WHAT.folder],
    ['/galleries/:id/photos/order', 'photo', WHAT.gallery],
  ];
  for (const [path, level, parent] of reorders) {
    router.post(path, async (req, res) => {
      const parentId = parent ? pathId(req.params.id, parent) : null;
      const { ids } = parse(reorderSchema, req.body);
      const result = await req.services.transaction((tx) => tx.galleryEditor.reorder(level, parentId, ids));
      if (result === 'parent-not-found') throw notFound(`${parent} not found`);
      if (result === 'not-the-same-items') throw fieldError('ids', 'List every item of this level once, in the new order');
      res.status(204).end();
    });
  }

  return router;
}
