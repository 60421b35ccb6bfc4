import { Router } from 'express';
import { folderUpdateSchema, galleryUpdateSchema, photoUpdateSchema, reorderSchema } from '#database/schemas/gallery-edit.schema.ts';
import type { GalleryLevel } from '#database/repositories/gallery-editor.repo.ts';
import { fieldError, notFound, parse, pathId } from '../middleware/errors.ts';

const WHAT: Record<GalleryLevel, string> = { folder: 'Folder', gallery: 'Gallery', photo: 'Photo' };

/** Editing, hiding, reordering and deleting gallery folders, galleries and photos. Mounted behind requireAdmin. */
export function adminGalleryEditRoutes() {
  const router = Router();

  router.put('/gallery-folders/:id', async (req, res) => {
    const id = pathId(req.params.id, 'Folder');
    const updated = await req.services.galleryEditor.updateFolder(id, parse(folderUpdateSchema, req.body));
    if (!updated) throw notFound('Folder not found');
    await req.services.commit();
    res.json(updated);
  });

  router.put('/galleries/:id', async (req, res) => {
    const id = pathId(req.params.id, 'Gallery');
    const updated = await req.services.galleryEditor.updateGallery(id, parse(galleryUpdateSchema, req.body));
    if (!updated) throw notFound('Gallery not found');
    await req.services.commit();
    res.json(updated);
  });

  router.put('/gallery-photos/:id', async (req, res) => {
    const id = pathId(req.params.id, 'Photo');
    const updated = await req.services.galleryEditor.updatePhoto(id, parse(photoUpdateSchema, req.body));
    if (!updated) throw notFound('Photo not found');
    await req.services.commit();
    res.json(updated);
  });

  // The new order of one level: POST the ids, first to last.
  const reorders: [string, GalleryLevel, string | null][] = [
    ['/gallery-folders/order', 'folder', null],
    ['/gallery-folders/:id/galleries/order', 'gallery', 'Folder'],
    ['/galleries/:id/photos/order', 'photo', 'Gallery'],
  ];
  for (const [path, level, parent] of reorders) {
    router.post(path, async (req, res) => {
      const parentId = parent ? pathId(req.params.id, parent) : null;
      const { ids } = parse(reorderSchema, req.body);
      const result = await req.services.transaction((tx) => tx.galleryEditor.reorder(level, parentId, ids));
      if (result === 'parent-not-found') throw notFound(`${parent} not found`);
      if (result === 'not-the-same-items') {
        throw fieldError('ids', 'List every item of this level once, in the new order');
      }
      res.status(204).end();
    });
  }

  const deletes: [string, GalleryLevel][] = [['gallery-folders', 'folder'], ['galleries', 'gallery'], ['gallery-photos', 'photo']];
  for (const [path, level] of deletes) {
    router.delete(`/${path}/:id`, async (req, res) => {
      const id = pathId(req.params.id, WHAT[level]);
      if (!(await req.services.transaction((tx) => tx.galleryEditor.remove(level, id)))) throw notFound(`${WHAT[level]} not found`);
      res.status(204).end();
    });
  }

  return router;
}
