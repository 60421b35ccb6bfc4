import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { toPlainDate } from '#lib/domain/dates.ts';
import type { ManifestGuest } from '#lib/domain/sale/proposal.types.ts';
import { typedSql } from '../typed-sql.ts';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The traveller's pack link `/trips/<token>` (issue 30): like a proposal's (decision 100), the database keeps a
 * random nonce and the token's SHA-256, never the token; the token is HMAC(key, nonce), made again to write a mail.
 */
export class TripPacksRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** The booking's link, made once (a re-send carries the same one), valid until 30 days after the return. */
  async issue(bookingId: string, validUntil: string, tokenFor: (nonce: string) => string): Promise<string> {
    const nonce = randomBytes(16).toString('hex');
    await this.em.execute(
      `insert into trip_packs (booking_id, link_nonce, token_hash, valid_until, sent_count, created_at) values (?, ?, ?, ?, 0, now())
        on conflict (booking_id) do update set valid_until = excluded.valid_until`,
      [bookingId, nonce, hash(tokenFor(nonce)), validUntil],
    );
    const [row] = await this.em.execute<{ link_nonce: string }[]>(`select link_nonce from trip_packs where booking_id = ?`, [bookingId]);
    return row!.link_nonce;
  }

  async nonce(bookingId: string): Promise<string | null> {
    const [row] = await this.em.execute<{ link_nonce: string }[]>(`select link_nonce from trip_packs where booking_id = ? and revoked_at is null`, [bookingId]);
    return row?.link_nonce ?? null;
  }

  /** Mailed: the first time is kept, so the scheduled job mails once. False when it was mailed before. */
  async markSent(bookingId: string): Promise<boolean> {
    const [row] = await this.em.execute<{ first: boolean }[]>(
      `update trip_packs set sent_count = sent_count + 1, first_sent_at = coalesce(first_sent_at, now()) where booking_id = ? returning sent_count = 1 as first`,
      [bookingId],
    );
    return Boolean(row?.first);
  }

  async wasSent(bookingId: string): Promise<boolean> {
    const [row] = await this.em.execute<{ n: number }[]>(`select sent_count as n from trip_packs where booking_id = ?`, [bookingId]);
    return (row?.n ?? 0) > 0;
  }

  /** The travellers' details, saved whole (issue 30); kept until the deletion job 90 days after `returnOn`. */
  async saveGuests(bookingId: string, guests: unknown[], returnOn: string): Promise<void> {
    await this.em.execute(
      `insert into trip_guests (booking_id, guests, return_on, updated_at) values (?, ?, ?, now())
        on conflict (booking_id) do update set guests = excluded.guests, return_on = excluded.return_on, updated_at = now()`,
      [bookingId, JSON.stringify(guests), returnOn],
    );
  }

  /** The travellers' details as saved (none before the traveller saves, or after the deletion job). */
  async guests(bookingId: string): Promise<ManifestGuest[]> {
    const [row] = await this.em.execute<{ guests: ManifestGuest[] }[]>(`select guests from trip_guests where booking_id = ?`, [bookingId]);
    return row?.guests ?? [];
  }

  /** The booking a live token opens: not revoked, not past its date, its booking not cancelled. */
  async bookingFor(token: string, today: string): Promise<string | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const [row] = await this.em.execute<{ booking_id: string }[]>(
      `select t.booking_id from trip_packs t join bookings b on b.id = t.booking_id where t.token_hash = ? and t.revoked_at is null and t.valid_until >= ? and b.status <> 'cancelled'`,
      [hash(token), today],
    );
    return row?.booking_id ?? null;
  }

  /** The day the trip starts, the booking's own or its proposal's; null without either (no pack is planned). */
  async departureOn(bookingId: string): Promise<string | null> {
    const row = await typedSql(this.em)
      .selectFrom('bookings as b')
      .innerJoin('proposals as p', 'p.id', 'b.proposal_id')
      .select(sql<unknown>`coalesce(b.departure_on, p.start_date)`.as('departure_on'))
      .where('b.id', '=', bookingId)
      .executeTakeFirst();
    return toPlainDate(row?.departure_on);
  }

  /** Whom the pack goes to and whether it may: read after the booking's row is locked (`bookings.lock`). */
  async recipient(bookingId: string): Promise<{ status: string; inquiryId: string | null; email: string; reference: string } | null> {
    const row = await typedSql(this.em).selectFrom('bookings').select(['status', 'inquiry_id', 'email', 'reference']).where('id', '=', bookingId).executeTakeFirst();
    return row ? { status: row.status, inquiryId: row.inquiry_id, email: row.email, reference: row.reference } : null;
  }

  /** Deletes the guest details of trips that returned `days` before `today` (issue 30); the bookings they were for. */
  async deleteGuestsReturnedBefore(today: string, days: number): Promise<string[]> {
    const rows = await typedSql(this.em)
      .deleteFrom('trip_guests')
      .where('return_on', '<', sql<string>`${today}::date - ${days}::int`)
      .returning('booking_id')
      .execute();
    return rows.map((row) => row.booking_id);
  }
}
