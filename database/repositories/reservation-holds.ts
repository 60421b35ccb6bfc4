import type { EntityManager } from '@mikro-orm/postgresql';
import type { HoldReminder, HoldState } from '#lib/domain/reservation/holds.ts';
import type { ReservationStatus } from '#lib/domain/reservation/reservation-status.ts';
import { toPlainDate, type PlainDate } from '#lib/domain/dates.ts';

export interface WatchedHold extends HoldState {
  id: string;
  bookingId: string;
  bookingReference: string;
  supplier: string;
}

/**
 * Provisional holds of live bookings whose day is on or before `lastDay` (or the one reservation `only`), locked for
 * the caller's transaction; a hold another sweep (or a lodge's answer) has locked is skipped, so two watches at once
 * act on each hold once. A row the caller's own transaction locked is not skipped.
 */
export async function holdsToWatch(em: EntityManager, lastDay: PlainDate, only: string | null, limit = 500): Promise<WatchedHold[]> {
  const rows = await em.execute<{ id: string; booking_id: string; reference: string; name: string; status: ReservationStatus; held_until: string; r72: string | null; r24: string | null }[]>(
    `select r.id, r.booking_id, b.reference, s.name, r.status, r.held_until, r.hold_reminded_72_for as r72, r.hold_reminded_24_for as r24
       from reservations r join bookings b on b.id = r.booking_id join suppliers s on s.id = r.supplier_id
      where r.status = 'provisional' and r.held_until <= ?::date and b.status <> 'cancelled' and (?::uuid is null or r.id = ?::uuid)
      order by r.held_until, r.id limit ? for update of r skip locked`,
    [lastDay, only, only, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    bookingId: r.booking_id,
    bookingReference: r.reference,
    supplier: r.name,
    status: r.status,
    heldUntil: toPlainDate(r.held_until),
    reminded72For: toPlainDate(r.r72),
    reminded24For: toPlainDate(r.r24),
  }));
}

/** The reminders just queued, remembered with the hold date they were for. */
export async function markHoldReminded(em: EntityManager, id: string, reminders: readonly HoldReminder[], heldUntil: PlainDate): Promise<void> {
  await em.execute(
    `update reservations set hold_reminded_72_for = case when ? then ?::date else hold_reminded_72_for end,
       hold_reminded_24_for = case when ? then ?::date else hold_reminded_24_for end where id = ?`,
    [reminders.includes(72), heldUntil, reminders.includes(24), heldUntil, id],
  );
}

/** The Message-IDs of the mails sent to a reservation's supplier, oldest first: what a new mail to it answers. */
export async function supplierThread(em: EntityManager, reservationId: string, except: string): Promise<string[]> {
  const rows = await em.execute<{ message_id: string }[]>(
    `select message_id from outbox_mails where data->>'reservationId' = ? and id <> ? and message_id is not null order by sent_at, created_at`,
    [reservationId, except],
  );
  return rows.map((r) => r.message_id);
}

/** Each listed booking's hold that ends first (a standing or a lapsed one), for "hold ends in 2 days" on the bookings list. */
export async function soonestHolds(em: EntityManager, bookingIds: readonly string[]): Promise<{ bookingId: string; supplier: string; heldUntil: PlainDate; lapsed: boolean }[]> {
  if (bookingIds.length === 0) return [];
  const rows = await em.execute<{ booking_id: string; name: string; held_until: string; status: string }[]>(
    `select distinct on (r.booking_id) r.booking_id, s.name, r.held_until, r.status from reservations r join suppliers s on s.id = r.supplier_id
      where r.booking_id in (?) and r.status in ('provisional', 'lapsed') and r.held_until is not null
      order by r.booking_id, (r.status = 'lapsed') desc, r.held_until, r.id`,
    [bookingIds],
  );
  return rows.map((r) => ({ bookingId: r.booking_id, supplier: r.name, heldUntil: toPlainDate(r.held_until), lapsed: r.status === 'lapsed' }));
}
