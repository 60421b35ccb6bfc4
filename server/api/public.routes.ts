import { galleryLevel } from '#database/repositories/gallery-level.ts';
import { tripPath } from '#lib/domain/catalogue/trip.ts';
import { notFound, pathId } from '../middleware/errors.ts';
import { ApiHandlers } from './api-handlers.ts';

/** What visitors may read (SPEC §7); enquiries are sent through public-inquiries.routes.ts. Hidden (inactive) records never leave here. */
export function publicRoutes() {
  const routes = new ApiHandlers();

  routes.on('site.packages', async (req, res) => {
    res.json(await req.services.packages.list());
  });

  // The whole trip. An old slug answers 301 with a path, never a host: the response must not depend on
  // a header the visitor controls (and the page cache may keep what this route answers).
  routes.on('site.package', async (req, res) => {
    const found = await req.services.packages.findTrip(req.params.slug);
    if (!found) throw notFound('Trip not found');
    if ('movedTo' in found) {
      res.status(301).location(`/api/packages/${found.movedTo}`).json({ message: 'This trip has moved', slug: found.movedTo, path: tripPath(found.movedTo) });
      return;
    }
    res.json(found.trip);
  });

  routes.on('site.testimonials', async (req, res) => {
    res.json(await req.services.testimonials.listActive());
  });

  routes.on('site.galleryFolders', async (req, res) => {
    res.json(await req.services.gallery.listFolders());
  });

  routes.on('site.folderGalleries', async (req, res) => {
    const galleries = await req.services.gallery.listGalleries(pathId(req.params.id, 'Folder'));
    if (!galleries) throw notFound('Folder not found');
    res.json(galleries);
  });

  routes.on('site.galleryPhotos', async (req, res) => {
    const photos = await req.services.gallery.listPhotos(pathId(req.params.id, 'Gallery'));
    if (!photos) throw notFound('Gallery not found');
    res.json(photos);
  });

  // What /gallery?<the same query> shows, for the page's moves between levels without a page load
  // (decision 073). Like the page, an unknown or malformed id is a fallback level with `missing`, not a 4xx.
  routes.on('site.galleryLevel', async (req, res) => {
    const { searchParams } = new URL(req.originalUrl, 'http://localhost');
    res.json(await galleryLevel(req.services.gallery, Object.fromEntries(searchParams)));
  });

  return routes;
}
