import { Router } from 'express';
import { notFound, pathId } from '../middleware/errors.ts';

/** What visitors may read (SPEC §7); enquiries are sent through public-inquiries.routes.ts. Hidden (inactive) records never leave here. */
export function publicRoutes() {
  const router = Router();

  router.get('/packages', async (req, res) => {
    res.json(await req.services.packages.list());
  });

  router.get('/testimonials', async (req, res) => {
    res.json(await req.services.testimonials.listActive());
  });

  router.get('/gallery-folders', async (req, res) => {
    res.json(await req.services.gallery.listFolders());
  });

  router.get('/gallery-folders/:id/galleries', async (req, res) => {
    const galleries = await req.services.gallery.listGalleries(pathId(req.params.id, 'Folder'));
    if (!galleries) throw notFound('Folder not found');
    res.json(galleries);
  });

  router.get('/galleries/:id/photos', async (req, res) => {
    const photos = await req.services.gallery.listPhotos(pathId(req.params.id, 'Gallery'));
    if (!photos) throw notFound('Gallery not found');
    res.json(photos);
  });

  return router;
}
