import type { Request } from 'express';
import { siteToday } from '#database/site-time-zone.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';
import { reviewListQuerySchema, reviewSchema } from '#lib/domain/review/review.schema.ts';
import { REVIEW_LINK_ENDED, reviewOpensMessage } from '#lib/domain/review/review-policy.ts';
import type { RateLimitSettings } from '../../env.ts';
import type { ImageStorage } from '../../images/image-storage.ts';
import { receiveImageFile, storeUploadedImage } from '../../images/store-upload.ts';
import { fieldError, HttpError, notFound, parse } from '../../middleware/errors.ts';
import { countAttempt } from '../../middleware/rate-limit.ts';
import { pathTokenHash } from '../../links/token-links.ts';
import { MAX_REVIEW_PHOTOS } from '#lib/domain/review/review.schema.ts';

export const UNKNOWN_REVIEW_LINK = 'This review link is not valid';
export const CANCELLED_BOOKING = 'This booking was cancelled, so it cannot be reviewed';
export const REVIEW_LOCKED = 'This review can no longer be changed: reviews can be edited for 14 days after they are written';
export const WRITE_REVIEW_FIRST = 'Save your review first, then add photos';
export const TOO_MANY_PHOTOS = `A review can have at most ${MAX_REVIEW_PHOTOS} photos`;

/** Why a link writes nothing, as HTTP: unknown 404; cancelled or erased 410; before the return 409 (issue 38). */
function refuse(outcome: 'not-found' | 'cancelled' | 'ended' | { opensOn: string | null }): never {
  if (outcome === 'not-found') throw notFound(UNKNOWN_REVIEW_LINK);
  if (outcome === 'cancelled') throw new HttpError(410, CANCELLED_BOOKING);
  if (outcome === 'ended') throw new HttpError(410, REVIEW_LINK_ENDED);
  throw new HttpError(409, reviewOpensMessage(outcome.opensOn));
}

type Refusal = Parameters<typeof refuse>[0];
const isRefusal = (outcome: unknown): outcome is Refusal =>
  outcome === 'not-found' || outcome === 'cancelled' || outcome === 'ended' || (typeof outcome === 'object' && outcome !== null && 'opensOn' in outcome);

/**
 * Reviews from real trips (issue 31, decision 156): anyone reads the published ones; the traveller writes one
 * with the link only, from the day the trip returns (issue 38, decision 177), and edits it through the same link
 * for 14 days. Writes are throttled per address.
 */
export function publicReviewRoutes(limits: RateLimitSettings, storage: ImageStorage) {
  const routes = new ApiHandlers();
  const throttle = (req: Request) => countAttempt(req.services.rateLimiter, [{ key: `review:${req.ip}`, limit: limits.inquiries }], limits.windowSeconds);

  routes.on('reviews.list', async (req, res) => {
    const query = parse(reviewListQuerySchema, req.query);
    const packageId = query.trip ? await req.services.reviews.tripIdBySlug(query.trip) : undefined;
    if (packageId === null) return void res.json({ items: [], total: 0, average: null });
    res.json(await req.services.reviews.published({ packageId, limit: query.limit, offset: query.offset }));
  });

  routes.on('reviews.submit', async (req, res) => {
    const hash = pathTokenHash(req.params.token, UNKNOWN_REVIEW_LINK);
    const input = parse(reviewSchema, req.body);
    await throttle(req);
    const outcome = await req.services.transaction((tx) => tx.reviews.submit(hash, input, new Date(), siteToday()));
    if (isRefusal(outcome)) refuse(outcome);
    if (outcome === 'locked') throw new HttpError(409, REVIEW_LOCKED);
    res.status(outcome.created ? 201 : 200).json({ id: outcome.id, published: outcome.published });
  });

  // One photo a request, through the upload pipeline and its bounds; the review must exist (its text is saved first)
  // and still be open to edits. The photo's place is taken once the file is in and before it is decoded, so
  // parallel uploads never pass the count nor leave decoded images behind (issue 38).
  routes.on('reviews.addPhoto', async (req, res, next) => {
    const hash = pathTokenHash(req.params.token, UNKNOWN_REVIEW_LINK);
    await throttle(req);
    const link = await req.services.reviews.forLink(hash, siteToday());
    if (!link) throw notFound(UNKNOWN_REVIEW_LINK);
    if (!link.open) refuse(link.ended ? 'ended' : link.cancelled ? 'cancelled' : { opensOn: link.opensOn });
    if (!link.review) throw fieldError('file', WRITE_REVIEW_FIRST, 409);
    // Refused before the file is read: a review past its 14 days costs no upload, no decode and no stored image.
    if (link.editableUntil !== null && link.editableUntil < new Date().toISOString()) throw new HttpError(409, REVIEW_LOCKED);
    if (link.review.photos.length >= MAX_REVIEW_PHOTOS) throw fieldError('file', TOO_MANY_PHOTOS, 409);
    receiveImageFile(req, res, (error?: unknown) => (error ? next(error) : next()));
  }, async (req, res) => {
    const hash = pathTokenHash(req.params.token, UNKNOWN_REVIEW_LINK);
    const slot = await req.services.transaction((tx) => tx.reviews.takePhotoSlot(hash, new Date(), siteToday()));
    if (isRefusal(slot)) refuse(slot);
    if (slot === 'no-review') throw fieldError('file', WRITE_REVIEW_FIRST, 409);
    if (slot === 'locked') throw new HttpError(409, REVIEW_LOCKED);
    if (slot === 'full') throw fieldError('file', TOO_MANY_PHOTOS, 409);
    let image;
    try {
      ({ image } = await storeUploadedImage(req, storage));
    } catch (error) {
      await req.services.transaction((tx) => tx.reviews.releasePhotoSlot(slot.slotId));
      throw error;
    }
    const outcome = await req.services.transaction((tx) => tx.reviews.addPhoto(hash, image.id, slot.slotId, new Date(), siteToday()));
    if (isRefusal(outcome)) refuse(outcome);
    if (outcome === 'no-review') throw fieldError('file', WRITE_REVIEW_FIRST, 409);
    if (outcome === 'locked') throw new HttpError(409, REVIEW_LOCKED);
    if (outcome === 'full') throw fieldError('file', TOO_MANY_PHOTOS, 409);
    res.status(201).json(image);
  });

  return routes;
}
