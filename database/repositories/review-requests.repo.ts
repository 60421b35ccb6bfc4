import type { EntityManager } from '@mikro-orm/postgresql';
import { REVIEW_REMINDER_DAYS, REVIEW_REQUEST_DAYS_AFTER_RETURN } from '#lib/domain/review/review-policy.ts';

/** Who a review request or reminder goes to, and the link's nonce to write it from. */
export interface ReviewRequestMail {
  requestId: string;
  bookingId: string;
  inquiryId: string;
  email: string;
  leadName: string;
  reference: string;
  tripName: string;
  linkNonce: string;
}

export interface IssuedLink {
  nonce: string;
  tokenHash: string;
}

/** The return: the booking's facts (decision 165), the day the pack and its guest form count from too. */
const RETURN_DAY = `(select f."return_on" from "booking_facts" f where f."booking_id" = b."id")`;

const MAIL_COLUMNS = `rq."id" as request_id, b."id" as booking_id, b."inquiry_id", b."email", b."lead_name", b."reference",
  coalesce(pr."trip_name", pk."name", 'your safari') as trip_name, rq."link_nonce"`;
const MAIL_FROM = `from "review_requests" rq join "bookings" b on b."id" = rq."booking_id" join "proposals" pr on pr."id" = b."proposal_id"
  left join "packages" pk on pk."id" = pr."package_id"`;

/** A booking that can be asked: not cancelled, its traveller still on record (an erased enquiry has no address). */
const ASKABLE = `b."status" <> 'cancelled' and b."erased_at" is null and b."inquiry_id" is not null and b."email" <> ''`;

const toMail = (row: Record<string, string>): ReviewRequestMail => ({
  requestId: row.request_id!,
  bookingId: row.booking_id!,
  inquiryId: row.inquiry_id!,
  email: row.email!,
  leadName: row.lead_name!,
  reference: row.reference!,
  tripName: row.trip_name!,
  linkNonce: row.link_nonce!,
});

/**
 * Review requests (issue 31): one per booking (a unique key), made REVIEW_REQUEST_DAYS_AFTER_RETURN days after
 * the return, reminded once REVIEW_REMINDER_DAYS later if no review came. The handler or job decides the transaction.
 */
export class ReviewRequestsRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** Makes the requests now due (at most `limit`), each with its own link; a booking that has one is skipped. */
  async createDue(today: string, issue: () => IssuedLink, limit = 100): Promise<ReviewRequestMail[]> {
    const due = await this.em.execute<{ id: string }[]>(
      `select b."id" from "bookings" b join "proposals" pr on pr."id" = b."proposal_id"
       where ${ASKABLE} and b."departure_on" is not null and ${RETURN_DAY} + ? <= ?::date
         and not exists (select 1 from "review_requests" rq where rq."booking_id" = b."id")
       order by b."departure_on", b."id" limit ?`,
      [REVIEW_REQUEST_DAYS_AFTER_RETURN, today, limit],
    );
    const made: ReviewRequestMail[] = [];
    for (const { id } of due) {
      const request = await this.insert(id, issue());
      if (request) made.push(request);
    }
    return made;
  }

  /** Staff's "Send review request": the booking's request (made now if it has none), or why not. */
  async forBooking(bookingId: string, issue: () => IssuedLink, today: string): Promise<ReviewRequestMail | 'not-found' | 'cancelled' | 'no-address' | { opensOn: string | null }> {
    const [booking] = await this.em.execute<{ status: string; askable: boolean; return_on: string | null }[]>(
      `select b."status", ${ASKABLE} as askable, to_char(${RETURN_DAY}, 'YYYY-MM-DD') as return_on from "bookings" b where b."id" = ? for update`,
      [bookingId],
    );
    if (!booking) return 'not-found';
    if (booking.status === 'cancelled') return 'cancelled';
    if (!booking.askable) return 'no-address';
    // Reviews come from trips taken (issue 38): none is asked for before the return.
    if (booking.return_on === null || today < booking.return_on) return { opensOn: booking.return_on };
    const [existing] = await this.em.execute<Record<string, string>[]>(`select ${MAIL_COLUMNS} ${MAIL_FROM} where rq."booking_id" = ?`, [bookingId]);
    return existing ? toMail(existing) : (await this.insert(bookingId, issue()))!;
  }

  /** Requests sent REVIEW_REMINDER_DAYS ago or more, never reminded, still without a review: marked reminded now. */
  async takeDueReminders(now: Date, limit = 100): Promise<ReviewRequestMail[]> {
    const rows = await this.em.execute<Record<string, string>[]>(
      `with due as (
         select rq."id" from "review_requests" rq join "bookings" b on b."id" = rq."booking_id"
         where rq."reminded_at" is null and rq."first_sent_at" <= ?::timestamptz - make_interval(days => ?) and ${ASKABLE}
           and not exists (select 1 from "reviews" r where r."booking_id" = rq."booking_id")
         order by rq."first_sent_at" limit ? for update of rq skip locked)
       update "review_requests" rq set "reminded_at" = ? from due where rq."id" = due."id" returning rq."id"`,
      [now, REVIEW_REMINDER_DAYS, limit, now],
    );
    if (rows.length === 0) return [];
    const mails = await this.em.execute<Record<string, string>[]>(`select ${MAIL_COLUMNS} ${MAIL_FROM} where rq."id" in (${rows.map(() => '?').join(', ')})`, rows.map((r) => r.id!));
    return mails.map(toMail);
  }

  /** Ends the links of these bookings (their traveller was erased, issue 38): they answer 410 from now on. */
  async endForBookings(bookingIds: readonly string[]): Promise<void> {
    if (bookingIds.length === 0) return;
    await this.em.execute(
      `update "review_requests" set "ended_at" = coalesce("ended_at", now()) where "booking_id" in (${bookingIds.map(() => '?').join(', ')})`,
      [...bookingIds],
    );
  }

  /** A request's mail was queued: counted, and the first time noted (the reminder runs from it). */
  async noteSent(requestId: string, now: Date): Promise<void> {
    await this.em.execute(`update "review_requests" set "sent_count" = "sent_count" + 1, "first_sent_at" = coalesce("first_sent_at", ?) where "id" = ?`, [now, requestId]);
  }

  /** The request and reminder mails of a booking the worker is sending, by the request's id. */
  async mailFor(requestId: string): Promise<ReviewRequestMail | null> {
    const [row] = await this.em.execute<Record<string, string>[]>(`select ${MAIL_COLUMNS} ${MAIL_FROM} where rq."id" = ?`, [requestId]);
    return row ? toMail(row) : null;
  }

  private async insert(bookingId: string, link: IssuedLink): Promise<ReviewRequestMail | null> {
    const [row] = await this.em.execute<{ id: string }[]>(
      `insert into "review_requests" ("id", "booking_id", "link_nonce", "token_hash", "created_at") values (gen_random_uuid(), ?, ?, ?, now())
       on conflict ("booking_id") do nothing returning "id"`,
      [bookingId, link.nonce, link.tokenHash],
    );
    return row ? this.mailFor(row.id) : null;
  }
}
