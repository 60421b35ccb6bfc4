import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { DepartureConflict } from '#database/repositories/departures.repo.ts';
import { packageSchema } from '#lib/domain/catalogue/package.schema.ts';
import { siteToday } from '#database/site-time-zone.ts';
import { folderSchema, gallerySchema, photoSchema } from '#lib/domain/catalogue/gallery.schema.ts';
import { fieldError, HttpError, notFound, parse, pathId } from '../middleware/errors.ts';
import { packageInUseMessage } from '#lib/domain/catalogue/package.schema.ts';
import { ApiHandlers } from './api-handlers.ts';
import { tripTranslationSchema } from '#lib/domain/catalogue/trip-translation.ts';
import { saveTripTranslation } from './trip-translation.operation.ts';

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

/** Staff management of packages and the gallery, and the Overview's figures. Roles and cache effects: lib/api-routes.ts. */
export function adminContentRoutes(options: { timeZone: string }) {
  const routes = new ApiHandlers();

  routes.on('trips.list', async (req, res) => {
    res.json(await req.services.packages.list({ includeInactive: true }));
  });

  // The whole trip, hidden or not: what the trip editor opens.
  routes.on('trips.get', async (req, res) => {
    const trip = await req.services.packages.getTrip(pathId(req.params.id, 'Package'));
    if (!trip) throw notFound('Package not found');
    res.json(trip);
  });

  routes.on('trips.create', async (req, res) => {
    const created = await req.services.packages.create(parse(packageSchema, req.body));
    await commitTrip(() => req.services.commit());
    res.status(201).json(created);
  });

  // In a transaction: the trip's departures are locked while their seats are checked (decision 135).
  routes.on('trips.update', async (req, res) => {
    const id = pathId(req.params.id, 'Package');
    const input = parse(packageSchema, req.body);
    const updated = await commitTrip(() => req.services.transaction((tx) => tx.packages.update(id, input)));
    if (!updated) throw notFound('Package not found');
    res.json(await req.services.packages.getTrip(id));
  });

  // The trip's German texts (issue 42): null until first saved, so the editor starts from the English.
  routes.on('trips.translation', async (req, res) => {
    const id = pathId(req.params.id, 'Package');
    if (!(await req.services.packages.getTrip(id))) throw notFound('Package not found');
    res.json(await req.services.packageTranslations.find(id, 'de'));
  });

  routes.on('trips.saveTranslation', async (req, res) => {
    const id = pathId(req.params.id, 'Package');
    const outcome = await saveTripTranslation(req.services, id, 'de', parse(tripTranslationSchema, req.body));
    if ('notFound' in outcome) throw notFound('Package not found');
    if ('field' in outcome) throw fieldError(outcome.field, outcome.message);
    res.json(outcome.saved);
  });

  // Owner-only (the route table). A trip a proposal or booking names is kept: 409 says why (issue 29).
  routes.on('trips.remove', async (req, res) => {
    const outcome = await req.services.packages.remove(pathId(req.params.id, 'Package'));
    if (outcome === 'not-found') throw notFound('Package not found');
    if (outcome !== 'deleted') throw new HttpError(409, packageInUseMessage(outcome));
    await req.services.commit();
    res.status(204).end();
  });

  // A departure's manifest (issue 26): staff may read it.
  routes.on('trips.departure', async (req, res) => {
    const manifest = await req.services.packages.manifest(pathId(req.params.id, 'Departure'), siteToday());
    if (!manifest) throw notFound('Departure not found');
    res.json(manifest);
  });

  routes.on('trips.duplicate', async (req, res) => {
    const copy = await req.services.packages.duplicate(pathId(req.params.id, 'Package'));
    if (!copy) throw notFound('Package not found');
    await commitTrip(() => req.services.commit());
    res.status(201).json(copy);
  });

  routes.on('gallery.folders', async (req, res) => {
    res.json(await req.services.gallery.listFolders({ includeInactive: true }));
  });

  routes.on('gallery.galleries', async (req, res) => {
    const galleries = await req.services.gallery.listGalleries(pathId(req.params.id, 'Folder'), { includeInactive: true });
    if (!galleries) throw notFound('Folder not found');
    res.json(galleries);
  });

  routes.on('gallery.photos', async (req, res) => {
    const photos = await req.services.gallery.listPhotos(pathId(req.params.id, 'Gallery'), { includeInactive: true });
    if (!photos) throw notFound('Gallery not found');
    res.json(photos);
  });

  routes.on('gallery.createFolder', async (req, res) => {
    const folder = await req.services.gallery.createFolder(parse(folderSchema, req.body));
    await req.services.commit();
    res.status(201).json(folder);
  });

  routes.on('gallery.createGallery', async (req, res) => {
    const gallery = await req.services.gallery.createGallery(parse(gallerySchema, req.body));
    if (!gallery) throw fieldError('folderId', 'Folder not found');
    await req.services.commit();
    res.status(201).json(gallery);
  });

  routes.on('gallery.createPhoto', async (req, res) => {
    const photo = await req.services.gallery.createPhoto(parse(photoSchema, req.body));
    if (!photo) throw fieldError('galleryId', 'Gallery not found');
    await req.services.commit();
    res.status(201).json(photo);
  });


  // The same repository as the Overview page, so the page and the API can never disagree.
  routes.on('trips.stats', async (req, res) => {
    const { dashboard } = req.services;
    const [stats, desk] = await Promise.all([dashboard.stats(), dashboard.deskFigures(new Date(), options.timeZone)]);
    res.json({ ...stats, desk });
  });

  return routes;
}
