import type { EntityManager } from '@mikro-orm/postgresql';
import { DEPARTING_WITHIN_DAYS, HOLD_WARNING_DAYS } from '#lib/domain/reservation/reservation-status.ts';
import { toPlainDate } from '#lib/domain/dates.ts';

export interface ReservationWatch {
  /**
   * Provisional holds that end within HOLD_WARNING_DAYS, soonest first, and those that lapsed (issue 41) until the
   * booking departs (after that no lodge can be asked again), for staff to chase.
   */
  expiringHolds: { reservationId: string; bookingId: string; bookingReference: string; supplier: string; heldUntil: string; lapsed: boolean }[];
  /** Live bookings departing within 45 days with a reservation not confirmed. */
  departingUnconfirmed: { bookingId: string; reference: string; departureOn: string; confirmed: number; total: number }[];
  /** Suppliers' answers (by link or mail) staff have not acted on yet: cleared when staff edit or set the status. */
  answersToRead: { reservationId: string; bookingId: string; bookingReference: string; supplier: string }[];
}

export const REMINDER_AFTER_HOURS = 48;

/** The Overview's reservation figures (issue 30). */
export async function reservationWatch(em: EntityManager, today: string): Promise<ReservationWatch> {
  const holds = await em.execute<{ id: string; booking_id: string; reference: string; name: string; held_until: string; status: string }[]>(
    `select r.id, r.booking_id, b.reference, s.name, r.held_until, r.status from reservations r join bookings b on b.id = r.booking_id join suppliers s on s.id = r.supplier_id
      where b.status <> 'cancelled' and r.held_until <= ?::date + ?
        and (r.status = 'provisional' or (r.status = 'lapsed' and coalesce(b.departure_on, r.held_until) >= ?::date))
      order by r.held_until, r.id limit 50`,
    [today, HOLD_WARNING_DAYS, today],
  );
  const departing = await em.execute<{ id: string; reference: string; departure_on: string; confirmed: string; total: string }[]>(
    `select b.id, b.reference, b.departure_on, count(*) filter (where r.status = 'confirmed') as confirmed, count(*) as total
       from bookings b join reservations r on r.booking_id = b.id and r.status <> 'cancelled'
      where b.status <> 'cancelled' and b.departure_on between ?::date and ?::date + ?
      group by b.id having count(*) filter (where r.status <> 'confirmed') > 0 order by b.departure_on limit 50`,
    [today, today, DEPARTING_WITHIN_DAYS],
  );
  const answers = await em.execute<{ id: string; booking_id: string; reference: string; name: string }[]>(
    `select r.id, r.booking_id, b.reference, s.name from reservations r join bookings b on b.id = r.booking_id join suppliers s on s.id = r.supplier_id
      where r.needs_attention and b.status <> 'cancelled' order by r.updated_at limit 50`,
  );
  return {
    answersToRead: answers.map((a) => ({ reservationId: a.id, bookingId: a.booking_id, bookingReference: a.reference, supplier: a.name })),
    expiringHolds: holds.map((h) => ({ reservationId: h.id, bookingId: h.booking_id, bookingReference: h.reference, supplier: h.name, heldUntil: toPlainDate(h.held_until), lapsed: h.status === 'lapsed' })),
    departingUnconfirmed: departing.map((d) => ({ bookingId: d.id, reference: d.reference, departureOn: toPlainDate(d.departure_on), confirmed: Number(d.confirmed), total: Number(d.total) })),
  };
}

/**
 * Requests unanswered for 48 hours that have had no reminder, claimed in one statement (`reminded_at` set), so
 * two sweeps at once remind once. Returns what the reminder mail needs.
 */
export async function claimReminders(em: EntityManager, limit = 100) {
  return em.execute<{ id: string; reference: string; email: string; booking_reference: string }[]>(
    `update reservations r set reminded_at = now() from suppliers s, bookings b
      where s.id = r.supplier_id and b.id = r.booking_id and r.id in (
        select id from reservations where status = 'requested' and reminded_at is null and requested_at < now() - make_interval(hours => ?) order by requested_at limit ? for update skip locked)
      returning r.id, r.reference, s.email, b.reference as booking_reference`,
    [REMINDER_AFTER_HOURS, limit],
  );
}
