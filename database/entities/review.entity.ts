import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Booking } from './booking.entity.ts';
import { Image } from './image.entity.ts';
import { Package } from './package.entity.ts';
import { WITHHOLD_REASONS } from '#lib/domain/review/review-policy.ts';


/**
 * The link that asks a booking's lead traveller for a review (issue 31): one per booking. The token is
 * HMAC(secret, nonce) like a proposal's, so a reminder can carry the same link; only its hash is looked up.
 */
export const ReviewRequest = defineEntity({
  name: 'ReviewRequest',
  tableName: 'review_requests',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    booking: () => p.oneToOne(Booking).fieldName('booking_id').owner().unique().deleteRule('cascade'),
    linkNonce: p.string().length(32),
    tokenHash: p.string().length(64).unique(),
    sentCount: p.integer().default(0),
    firstSentAt: p.datetime().nullable(),
    remindedAt: p.datetime().nullable(),
    /** Set when the traveller was erased (issue 38): the link then answers 410 and writes nothing. */
    endedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/**
 * What a traveller wrote after the trip. Published unless staff withhold it for one of the policy's reasons;
 * the trip and the month of travel come from the booking, never from the form.
 */
export const Review = defineEntity({
  name: 'Review',
  tableName: 'reviews',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    booking: () => p.oneToOne(Booking).fieldName('booking_id').owner().unique().deleteRule('cascade'),
    package: () => p.manyToOne(Package).fieldName('package_id').nullable().deleteRule('set null'),
    tripName: p.string().length(200),
    travelledOn: p.date(),
    rating: p.smallint(),
    guiding: p.smallint().nullable(),
    lodges: p.smallint().nullable(),
    value: p.smallint().nullable(),
    title: p.string().length(120),
    text: p.text(),
    name: p.string().length(80),
    country: p.string().length(60),
    consentAt: p.datetime(),
    withheldReason: p.enum(WITHHOLD_REASONS).nullable(),
    withheldAt: p.datetime().nullable(),
    withheldBy: p.string().length(100).nullable(),
    reply: p.text().nullable(),
    repliedAt: p.datetime().nullable(),
    repliedBy: p.string().length(100).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

/**
 * A photo the traveller added to a review, from the image store (the upload pipeline's bounds). Linked by
 * reviews.repo.ts's SQL (`on conflict do nothing`), the traveller's and not audited: declared for the migrations
 * and the typed SQL's table types (decision 169).
 */
export const ReviewPhoto = defineEntity({
  name: 'ReviewPhoto',
  tableName: 'review_photos',
  properties: {
    review: () => p.manyToOne(Review).fieldName('review_id').primary().deleteRule('cascade'),
    image: () => p.manyToOne(Image).fieldName('image_id').primary().deleteRule('cascade'),
    position: p.smallint(),
  },
});

/**
 * A photo's place, taken before its file is decoded (issue 38): counted with the photos, so parallel uploads
 * through one link cannot pass MAX_REVIEW_PHOTOS, and given back when the photo is linked or the upload fails.
 * One left by a crash stops counting after a while and is swept after a day (reviews' sweeps).
 */
export const ReviewPhotoSlot = defineEntity({
  name: 'ReviewPhotoSlot',
  tableName: 'review_photo_slots',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    review: () => p.manyToOne(Review).fieldName('review_id').deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
