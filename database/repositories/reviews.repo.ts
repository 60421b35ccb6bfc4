import { DEFAULT_LOCALE, isLocale } from '#lib/domain/site/locale.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { REVIEW_EDIT_DAYS, WITHHOLD_REASONS, type WithholdReason } from '#lib/domain/review/review-policy.ts';
import { imagePath } from '#lib/domain/catalogue/uploaded-image.ts';
import { tripPath } from '#lib/domain/catalogue/trip.ts';
import type { UploadedImage } from '#lib/domain/catalogue/catalogue.types.ts';
import type { PublicReview, PublicReviewPage, ReviewLinkView, ReviewPolicyCounts, ReviewSummary, StaffReview } from '#lib/domain/review/review.types.ts';
import type { ReviewInput } from '#lib/domain/review/review.schema.ts';
import { MAX_REVIEW_PHOTOS } from '#lib/domain/review/review.schema.ts';

type Row = Record<string, unknown>;

/**
 * The booking behind a review link: its trip, month and lead traveller, whether it was cancelled or its traveller
 * erased (the link ended), and the day it opens: the return, by the booking's facts (decision 165).
 */
const LINK_CONTEXT = `
  select rq."id" as request_id, b."id" as booking_id, b."status" = 'cancelled' as cancelled, b."lead_name",
         rq."ended_at" is not null as ended,
         (select to_char(f."return_on", 'YYYY-MM-DD') from "booking_facts" f where f."booking_id" = b."id") as opens_on,
         coalesce(pr."trip_name", pk."name", 'Safari') as trip_name, pk."id" as package_id,
         to_char(coalesce(b."departure_on", b."created_at"::date), 'YYYY-MM') as travelled_on,
         coalesce(b."departure_on", b."created_at"::date) as travelled_day
  from "review_requests" rq
  join "bookings" b on b."id" = rq."booking_id"
  join "proposals" pr on pr."id" = b."proposal_id"
  left join "packages" pk on pk."id" = pr."package_id"`;

/** The columns every view of a review reads. */
const REVIEW_COLUMNS = `r."id", r."rating", r."guiding", r."lodges", r."value", r."title", r."text", r."name", r."country",
  to_char(r."travelled_on", 'YYYY-MM') as travelled_on, r."trip_name", pk."slug" as trip_slug, pk."is_active" as trip_active,
  r."reply", to_char(r."created_at" at time zone 'UTC', 'YYYY-MM-DD') as published_on,
  r."booking_id", b."reference", r."withheld_reason", r."withheld_at", r."withheld_by", r."replied_at", r."replied_by",
  coalesce((select json_agg(json_build_object('id', i."id", 'hash', i."hash", 'width', i."width", 'height', i."height") order by rp."position")
            from "review_photos" rp join "images" i on i."id" = rp."image_id" where rp."review_id" = r."id"), '[]') as photos`;

const REVIEW_FROM = `from "reviews" r join "bookings" b on b."id" = r."booking_id" left join "packages" pk on pk."id" = r."package_id"`;

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value == null ? null : String(value));
const orNull = (value: unknown) => (value == null ? null : String(value));
const stars = (value: unknown) => (value == null ? null : Number(value));

function photosOf(value: unknown): UploadedImage[] {
  const list = (typeof value === 'string' ? JSON.parse(value) : value) as { id: string; hash: string; width: number; height: number }[];
  return list.map((p) => ({ id: p.id, url: imagePath(p.hash, p.width), width: p.width, height: p.height }));
}

function toPublic(row: Row): PublicReview {
  return {
    id: String(row.id),
    rating: Number(row.rating),
    title: String(row.title),
    text: String(row.text),
    name: String(row.name),
    country: String(row.country),
    travelledOn: String(row.travelled_on),
    trip: { name: String(row.trip_name), path: row.trip_slug && row.trip_active ? tripPath(String(row.trip_slug)) : null },
    ...(row.reply ? { reply: String(row.reply) } : {}),
    publishedOn: String(row.published_on),
    photos: photosOf(row.photos),
  };
}

function toStaff(row: Row): StaffReview {
  return {
    ...toPublic(row),
    guiding: stars(row.guiding),
    lodges: stars(row.lodges),
    value: stars(row.value),
    bookingId: String(row.booking_id),
    bookingReference: String(row.reference),
    withheld: row.withheld_at ? { reason: row.withheld_reason as WithholdReason, at: iso(row.withheld_at)!, by: (row.withheld_by as string | null) ?? null } : null,
    repliedAt: iso(row.replied_at),
    repliedBy: (row.replied_by as string | null) ?? null,
  };
}

/** Why a link writes nothing: unknown, its booking cancelled, its traveller erased, or before the return. */
type Closed = 'not-found' | 'cancelled' | 'ended' | { opensOn: string | null };
export type SubmitOutcome = Closed | 'locked' | { created: boolean; id: string; published: boolean };
export type PhotoOutcome = Closed | 'no-review' | 'locked' | 'full' | { photos: number };
export type SlotOutcome = Closed | 'no-review' | 'locked' | 'full' | { slotId: string };

/** A photo's place taken this long ago and not given back is a crashed upload's: it no longer counts. */
const SLOT_MINUTES = 10;

/** Whether a link may write today (the operator's date, YYYY-MM-DD): its booking open, its trip returned. */
function closed(context: Row | undefined, today: string): Closed | null {
  if (!context) return 'not-found';
  if (context.ended) return 'ended';
  if (context.cancelled) return 'cancelled';
  const opensOn = (context.opens_on as string | null) ?? null;
  return opensOn === null || today < opensOn ? { opensOn } : null;
}

/** What a withholding mail says, for the review's author. */
export interface WithheldMailFacts {
  reviewId: string;
  inquiryId: string | null;
  email: string;
  leadName: string;
  reference: string;
  tripName: string;
  reason: WithholdReason;
  /** The review request whose link edits the review (its token is made again from the request when sent). */
  requestId: string | null;
  editableUntil: string;
}

/**
 * Reviews from real trips (issue 31, decision 156). Every method runs its own statements; the handler decides
 * the transaction. A link edits its one review for REVIEW_EDIT_DAYS after it was first written.
 */
export class ReviewsRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** What `/reviews/<token>` shows on `today` (the operator's date); null for an unknown link. */
  async forLink(tokenHash: string, today: string): Promise<ReviewLinkView | null> {
    const [context] = await this.em.execute<Row[]>(`${LINK_CONTEXT} where rq."token_hash" = ?`, [tokenHash]);
    if (!context) return null;
    const [review] = await this.em.execute<Row[]>(`select ${REVIEW_COLUMNS}, r."created_at" ${REVIEW_FROM} where r."booking_id" = ?`, [context.booking_id]);
    const written = review ? toStaff(review) : null;
    const [language] = await this.em.execute<{ locale: string }[]>(`select i."locale" from bookings b join inquiries i on i."id" = b."inquiry_id" where b."id" = ?`, [context.booking_id]);
    return {
      locale: isLocale(language?.locale) ? language.locale : DEFAULT_LOCALE,
      tripName: String(context.trip_name),
      travelledOn: String(context.travelled_on),
      leadName: String(context.lead_name),
      cancelled: Boolean(context.cancelled),
      ended: Boolean(context.ended),
      opensOn: (context.opens_on as string | null) ?? null,
      open: closed(context, today) === null,
      withheld: written?.withheld?.reason ?? null,
      review: written
        ? { rating: written.rating, title: written.title, text: written.text, name: written.name, country: written.country, photos: written.photos, guiding: written.guiding, lodges: written.lodges, value: written.value }
        : null,
      editableUntil: review ? new Date(new Date(iso(review.created_at)!).getTime() + REVIEW_EDIT_DAYS * 86_400_000).toISOString() : null,
    };
  }

  /**
   * Writes the link's review: the first POST makes it, a later one within REVIEW_EDIT_DAYS edits it. The
   * booking's row is locked first, so two submissions at once make one review.
   */
  async submit(tokenHash: string, input: ReviewInput, now: Date, today: string): Promise<SubmitOutcome> {
    const [context] = await this.em.execute<Row[]>(`${LINK_CONTEXT} where rq."token_hash" = ? for update of b`, [tokenHash]);
    const shut = closed(context, today);
    if (shut || !context) return shut ?? 'not-found';
    const values = [input.rating, input.guiding, input.lodges, input.value, input.title, input.text, input.name, input.country];
    const [existing] = await this.em.execute<{ id: string; created_at: Date; withheld_at: Date | null }[]>(
      `select "id", "created_at", "withheld_at" from "reviews" where "booking_id" = ?`,
      [context.booking_id],
    );
    if (existing) {
      if (now.getTime() - new Date(existing.created_at).getTime() > REVIEW_EDIT_DAYS * 86_400_000) return 'locked';
      await this.em.execute(
        `update "reviews" set "rating" = ?, "guiding" = ?, "lodges" = ?, "value" = ?, "title" = ?, "text" = ?, "name" = ?, "country" = ?,
           "consent_at" = ?, "updated_at" = ? where "id" = ?`,
        [...values, now, now, existing.id],
      );
      // A withheld review stays withheld when its author corrects it: staff read it again and publish it.
      return { created: false, id: existing.id, published: existing.withheld_at === null };
    }
    const [created] = await this.em.execute<{ id: string }[]>(
      `insert into "reviews" ("id", "booking_id", "package_id", "trip_name", "travelled_on", "rating", "guiding", "lodges", "value",
         "title", "text", "name", "country", "consent_at", "created_at", "updated_at")
       values (gen_random_uuid(), ?, ?, ?, date_trunc('month', ?::date), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning "id"`,
      [context.booking_id, context.package_id ?? null, context.trip_name, context.travelled_day, ...values, now, now, now],
    );
    return { created: true, id: created!.id, published: true };
  }

  /**
   * Takes a photo's place before its file is decoded (issue 38): the booking's row is locked, and the photos and
   * the places still being filled count against MAX_REVIEW_PHOTOS, so parallel uploads cannot pass it.
   */
  async takePhotoSlot(tokenHash: string, now: Date, today: string): Promise<SlotOutcome> {
    const [context] = await this.em.execute<Row[]>(`${LINK_CONTEXT} where rq."token_hash" = ? for update of b`, [tokenHash]);
    const shut = closed(context, today);
    if (shut || !context) return shut ?? 'not-found';
    const [review] = await this.em.execute<{ id: string; created_at: Date; taken: string }[]>(
      `select r."id", r."created_at",
              (select count(*) from "review_photos" where "review_id" = r."id")
            + (select count(*) from "review_photo_slots" s where s."review_id" = r."id" and s."created_at" > ?::timestamptz - make_interval(mins => ?)) as taken
       from "reviews" r where r."booking_id" = ?`,
      [now, SLOT_MINUTES, context.booking_id],
    );
    if (!review) return 'no-review';
    if (now.getTime() - new Date(review.created_at).getTime() > REVIEW_EDIT_DAYS * 86_400_000) return 'locked';
    if (Number(review.taken) >= MAX_REVIEW_PHOTOS) return 'full';
    const [slot] = await this.em.execute<{ id: string }[]>(
      `insert into "review_photo_slots" ("id", "review_id", "created_at") values (gen_random_uuid(), ?, ?) returning "id"`,
      [review.id, now],
    );
    return { slotId: slot!.id };
  }

  /** Gives a place back (the upload failed). */
  async releasePhotoSlot(slotId: string): Promise<void> {
    await this.em.execute(`delete from "review_photo_slots" where "id" = ?`, [slotId]);
  }

  /** Places a crashed upload left: deleted after a day (reviews' sweep). */
  async sweepPhotoSlots(now: Date): Promise<number> {
    const rows = await this.em.execute<{ id: string }[]>(`delete from "review_photo_slots" where "created_at" < ?::timestamptz - interval '1 day' returning "id"`, [now]);
    return rows.length;
  }

  /**
   * Puts an uploaded image in the place `slotId` took for the link's review; the same image twice is one. The
   * link is checked again: the booking may have been cancelled or the review withheld while the file decoded.
   */
  async addPhoto(tokenHash: string, imageId: string, slotId: string, now: Date, today: string): Promise<PhotoOutcome> {
    const [context] = await this.em.execute<Row[]>(`${LINK_CONTEXT} where rq."token_hash" = ? for update of b`, [tokenHash]);
    await this.em.execute(`delete from "review_photo_slots" where "id" = ?`, [slotId]);
    const shut = closed(context, today);
    if (shut || !context) return shut ?? 'not-found';
    const [review] = await this.em.execute<{ id: string; created_at: Date; photos: string; withheld: boolean }[]>(
      `select r."id", r."created_at", r."withheld_at" is not null as withheld, (select count(*) from "review_photos" where "review_id" = r."id") as photos
       from "reviews" r where r."booking_id" = ?`,
      [context.booking_id],
    );
    if (!review) return 'no-review';
    if (now.getTime() - new Date(review.created_at).getTime() > REVIEW_EDIT_DAYS * 86_400_000) return 'locked';
    if (Number(review.photos) >= MAX_REVIEW_PHOTOS) return 'full';
    await this.em.execute(
      `insert into "review_photos" ("review_id", "image_id", "position") values (?, ?, ?) on conflict do nothing`,
      [review.id, imageId, Number(review.photos)],
    );
    return { photos: Number(review.photos) + 1 };
  }

  /** Published reviews, newest first, with their number and mean rating; `packageId` narrows them to one trip. */
  async published(options: { packageId?: string; limit: number; offset: number }): Promise<PublicReviewPage> {
    const where = `r."withheld_at" is null${options.packageId ? ` and r."package_id" = ?` : ''}`;
    const params = options.packageId ? [options.packageId] : [];
    const [items, [totals]] = await Promise.all([
      this.em.execute<Row[]>(`select ${REVIEW_COLUMNS} ${REVIEW_FROM} where ${where} order by r."created_at" desc, r."id" limit ? offset ?`, [...params, options.limit, options.offset]),
      this.em.execute<{ total: string; average: string | null }[]>(`select count(*) as total, round(avg(r."rating"), 1) as average from "reviews" r where ${where}`, params),
    ]);
    return { items: items.map(toPublic), total: Number(totals?.total ?? 0), average: totals?.average == null ? null : Number(totals.average) };
  }

  /** The id of an active trip by its current slug, for `?trip=`; null when no trip has it. */
  async tripIdBySlug(slug: string): Promise<string | null> {
    const [row] = await this.em.execute<{ id: string }[]>(`select "id" from "packages" where "slug" = ? and "is_active"`, [slug]);
    return row?.id ?? null;
  }

  /** The trips that have published reviews, for the /reviews filter. */
  async reviewedTrips(): Promise<{ name: string; slug: string; count: number }[]> {
    const rows = await this.em.execute<{ name: string; slug: string; count: string }[]>(
      `select pk."name", pk."slug", count(*) as count from "reviews" r join "packages" pk on pk."id" = r."package_id"
       where r."withheld_at" is null and pk."is_active" group by pk."name", pk."slug" order by pk."name"`,
    );
    return rows.map((row) => ({ name: row.name, slug: row.slug, count: Number(row.count) }));
  }

  /** Staff's list: every review, newest first; `waiting` keeps the published ones without a reply. */
  async forStaff(options: { filter: 'all' | 'waiting' | 'withheld'; limit: number; offset: number }): Promise<{ items: StaffReview[]; total: number }> {
    const where = { all: 'true', waiting: `r."withheld_at" is null and r."reply" is null`, withheld: `r."withheld_at" is not null` }[options.filter];
    const [items, [count]] = await Promise.all([
      this.em.execute<Row[]>(`select ${REVIEW_COLUMNS} ${REVIEW_FROM} where ${where} order by r."created_at" desc, r."id" limit ? offset ?`, [options.limit, options.offset]),
      this.em.execute<{ n: string }[]>(`select count(*) as n from "reviews" r where ${where}`),
    ]);
    return { items: items.map(toStaff), total: Number(count?.n ?? 0) };
  }

  async get(id: string): Promise<StaffReview | null> {
    const [row] = await this.em.execute<Row[]>(`select ${REVIEW_COLUMNS} ${REVIEW_FROM} where r."id" = ?`, [id]);
    return row ? toStaff(row) : null;
  }

  /** Withholds a review for one of the policy's reasons (a second call changes the reason); null when unknown. */
  async withhold(id: string, reason: WithholdReason, by: string | null, now: Date): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update "reviews" set "withheld_reason" = ?, "withheld_at" = coalesce("withheld_at", ?), "withheld_by" = ?, "updated_at" = ? where "id" = ? returning "id"`,
      [reason, now, by, now, id],
    );
    return rows.length > 0;
  }

  /** Unlinks a review's photos (it was withheld): the ids of the images they were, for removal from storage. */
  async detachPhotos(id: string): Promise<string[]> {
    const rows = await this.em.execute<{ image_id: string }[]>(`delete from "review_photos" where "review_id" = ? returning "image_id"`, [id]);
    return rows.map((row) => row.image_id);
  }

  /** "Publish again": the review is public again; 'published' when it was not withheld. */
  async reinstate(id: string, now: Date): Promise<'not-found' | 'published' | 'done'> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update "reviews" r set "withheld_reason" = null, "withheld_at" = null, "withheld_by" = null, "updated_at" = ?
       from "bookings" b where r."id" = ? and b."id" = r."booking_id" and b."status" <> 'cancelled' and r."withheld_at" is not null returning r."id"`,
      [now, id],
    );
    if (rows.length > 0) return 'done';
    const [exists] = await this.em.execute<{ cancelled: boolean }[]>(
      `select b."status" = 'cancelled' as cancelled from "reviews" r join "bookings" b on b."id" = r."booking_id" where r."id" = ?`,
      [id],
    );
    if (!exists) return 'not-found';
    return exists.cancelled ? 'not-found' : 'published';
  }

  /** Whether the review's booking was cancelled: such a review stays withheld. */
  async bookingCancelled(id: string): Promise<boolean> {
    const [row] = await this.em.execute<{ cancelled: boolean }[]>(
      `select b."status" = 'cancelled' as cancelled from "reviews" r join "bookings" b on b."id" = r."booking_id" where r."id" = ?`,
      [id],
    );
    return Boolean(row?.cancelled);
  }

  /** Takes the operator's reply back ("Withdraw reply"); false when there was none. */
  async withdrawReply(id: string, now: Date): Promise<'not-found' | 'no-reply' | 'done'> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update "reviews" set "reply" = null, "replied_at" = null, "replied_by" = null, "updated_at" = ? where "id" = ? and "reply" is not null returning "id"`,
      [now, id],
    );
    if (rows.length > 0) return 'done';
    const [exists] = await this.em.execute(`select 1 from "reviews" where "id" = ?`, [id]);
    return exists ? 'no-reply' : 'not-found';
  }

  /** The review of a booking, by its booking (cancellation withholds it). */
  async idForBooking(bookingId: string): Promise<string | null> {
    const [row] = await this.em.execute<{ id: string }[]>(`select "id" from "reviews" where "booking_id" = ?`, [bookingId]);
    return row?.id ?? null;
  }

  /** Who wrote a review and how to reach them, for the withholding mail; null once the traveller was erased. */
  async withheldMailFacts(id: string): Promise<WithheldMailFacts | null> {
    const [row] = await this.em.execute<Row[]>(
      `select r."id", b."inquiry_id", b."email", b."lead_name", b."reference", r."trip_name", r."withheld_reason", rq."id" as request_id,
              r."created_at", rq."ended_at" is not null as ended
       from "reviews" r join "bookings" b on b."id" = r."booking_id" left join "review_requests" rq on rq."booking_id" = r."booking_id"
       where r."id" = ? and r."withheld_at" is not null`,
      [id],
    );
    if (!row || !row.email || row.ended || orNull(row.inquiry_id) === null) return null;
    return {
      reviewId: String(row.id),
      inquiryId: orNull(row.inquiry_id),
      email: String(row.email),
      leadName: String(row.lead_name),
      reference: String(row.reference),
      tripName: String(row.trip_name),
      reason: row.withheld_reason as WithholdReason,
      requestId: orNull(row.request_id),
      editableUntil: new Date(new Date(iso(row.created_at)!).getTime() + REVIEW_EDIT_DAYS * 86_400_000).toISOString(),
    };
  }

  /** The operator's one public reply: 'replied' when there is one already. */
  async reply(id: string, text: string, by: string, now: Date): Promise<'not-found' | 'replied' | 'done'> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update "reviews" set "reply" = ?, "replied_at" = ?, "replied_by" = ?, "updated_at" = ? where "id" = ? and "reply" is null returning "id"`,
      [text, now, by, now, id],
    );
    if (rows.length > 0) return 'done';
    const [exists] = await this.em.execute(`select 1 from "reviews" where "id" = ?`, [id]);
    return exists ? 'replied' : 'not-found';
  }

  async summary(now: Date): Promise<ReviewSummary> {
    const [row] = await this.em.execute<{ average: string | null; n: string; waiting: string }[]>(
      `select round(avg("rating") filter (where "created_at" > ?::timestamptz - interval '90 days'), 1) as average,
              count(*) filter (where "created_at" > ?::timestamptz - interval '90 days') as n,
              count(*) filter (where "reply" is null) as waiting
       from "reviews" where "withheld_at" is null`,
      [now, now],
    );
    return { averageLast90Days: row?.average == null ? null : Number(row.average), countLast90Days: Number(row?.n ?? 0), waitingForReply: Number(row?.waiting ?? 0) };
  }

  async policyCounts(): Promise<ReviewPolicyCounts> {
    const rows = await this.em.execute<{ reason: WithholdReason | null; n: string }[]>(`select "withheld_reason" as reason, count(*) as n from "reviews" group by 1`);
    const withheld = Object.fromEntries(WITHHOLD_REASONS.map((reason) => [reason, 0])) as Record<WithholdReason, number>;
    let published = 0;
    for (const row of rows) {
      if (row.reason) withheld[row.reason] = Number(row.n);
      else published = Number(row.n);
    }
    return { published, withheld };
  }
}
