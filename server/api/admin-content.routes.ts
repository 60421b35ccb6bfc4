import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Router } from 'express';
import { DepartureConflict } from '#database/repositories/departures.repo.ts';
import { packageSchema } from '#database/schemas/package.schema.ts';
import { todayIn } from '#database/schemas/fields.ts';
import { folderSchema, gallerySchema, photoSchema } from '#database/schemas/gallery.schema.ts';
import { fieldError, HttpError, notFound, parse, pathId } from '../middleware/errors.ts';
import { packageInUseMessage } from '#database/schemas/package.schema.ts';

/**
 * Commits a trip write. Two trips given the same new name at the same moment both pick the same free
 * slug and one write meets the unique index: that one is told to try again (it then gets the next slug).
 */
async function commitTrip<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw fieldError('name', 'Another trip took this name at the same moment. Please save again.', 409);
    }
    // A departure with bookings asked to move, shrink or go (issue 26): 409 naming its date, under its field.
    if (error instanceof DepartureConflict) throw fieldError(error.field, error.message, 409);
    throw error;
  }
}

/** Staff management of packages and the gallery, and the Overview's figures. Mounted behind requireAdmin. */
export function adminContentRoutes(options: { timeZone: string }) {
  const router = Router();

  router.get('/packages', async (req, res) => {
    res.json(await req.services.packages.list({ includeInactive: true }));
  });

  // The whole trip, hidden or not: what the trip editor opens.
  router.get('/packages/:id', async (req, res) => {
    const trip = await req.services.packages.getTrip(pathId(req.params.id, 'Package'));
    if (!trip) throw notFound('Package not found');
    res.json(trip);
  });

  router.post('/packages', async (req, res) => {
    const created = await req.services.packages.create(parse(packageSchema, req.body));
    await commitTrip(() => req.services.commit());
    res.status(201).json(created);
  });

  // In a transaction: the trip's departures are locked while their seats are checked (decision 135).
  router.put('/packages/:id', async (req, res) => {
    const id = pathId(req.params.id, 'Package');
    const input = parse(packageSchema, req.body);
    const updated = await commitTrip(() => req.services.transaction((tx) => tx.packages.update(id, input)));
    if (!updated) throw notFound('Package not found');
    res.json(await req.services.packages.getTrip(id));
  });

  // Owner-only (lib/admin-roles.ts). A trip a proposal or booking names is kept: 409 says why (issue 29).
  router.delete('/packages/:id', async (req, res) => {
    const outcome = await req.services.packages.remove(pathId(req.params.id, 'Package'));
    if (outcome === 'not-found') throw notFound('Package not found');
    if (outcome !== 'deleted') throw new HttpError(409, packageInUseMessage(outcome));
    await req.services.commit();
    res.status(204).end();
  });

  // A departure's manifest (issue 26): staff may read it.
  router.get('/departures/:id', async (req, res) => {
    const manifest = await req.services.packages.manifest(pathId(req.params.id, 'Departure'), todayIn());
    if (!manifest) throw notFound('Departure not found');
    res.json(manifest);
  });

  router.post('/packages/:id/duplicate', async (req, res) => {
    const copy = await req.services.packages.duplicate(pathId(req.params.id, 'Package'));
    if (!copy) throw notFound('Package not found');
    await commitTrip(() => req.services.commit());
    res.status(201).json(copy);
  });

  router.get('/gallery-folders', async (req, res) => {
    res.json(await req.services.gallery.listFolders({ includeInactive: true }));
  });

  router.get('/gallery-folders/:id/galleries', async (req, res) => {
    const galleries = await req.services.gallery.listGalleries(pathId(req.params.id, 'Folder'), { includeInactive: true });
    if (!galleries) throw notFound('Folder not found');
    res.json(galleries);
  });

  router.get('/galleries/:id/photos', async (req, res) => {
    const photos = await req.services.gallery.listPhotos(pathId(req.params.id, 'Gallery'), { includeInactive: true });
    if (!photos) throw notFound('Gallery not found');
    res.json(photos);
  });

  router.post('/gallery-folders', async (req, res) => {
    const folder = await req.services.gallery.createFolder(parse(folderSchema, req.body));
    await req.services.commit();
    res.status(201).json(folder);
  });

  router.post('/galleries', async (req, res) => {
    const gallery = await req.services.gallery.createGallery(parse(gallerySchema, req.body));
    if (!gallery) throw fieldError('folderId', 'Folder not found');
    await req.services.commit();
    res.status(201).json(gallery);
  });

  router.post('/gallery-photos', async (req, res) => {
    const photo = await req.services.gallery.createPhoto(parse(photoSchema, req.body));
    if (!photo) throw fieldError('galleryId', 'Gallery not found');
    await req.services.commit();
    res.status(201).json(photo);
  });


  // The same repository as the Overview page, so the page and the API can never disagree.
  router.get('/stats', async (req, res) => {
    const { dashboard } = req.services;
    const [stats, desk] = await Promise.all([dashboard.stats(), dashboard.deskFigures(new Date(), options.timeZone)]);
    res.json({ ...stats, desk });
  });

  return router;
}
