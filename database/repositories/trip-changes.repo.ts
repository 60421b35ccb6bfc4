import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { toPlainDate } from '#lib/domain/dates.ts';
import { TRIP_CHANGE_SOON_DAYS, type ReservationState, type TripChangeView, type UnacknowledgedTripChange } from '#lib/domain/booking/trip-change.ts';

type Row = { id: string; summary: string; details: string | null; created_at: Date | string; acknowledged_at: Date | string | null };
const iso = (value: Date | string) => new Date(value).toISOString();
const view = (row: Row): TripChangeView => ({
  id: row.id,
  summary: row.summary,
  details: row.details,
  createdAt: iso(row.created_at),
  acknowledgedAt: row.acknowledged_at ? iso(row.acknowledged_at) : null,
});

/** A reservation changed since the traveller's pack: the state they knew (null if new since) and the state now. */
export interface PendingReservationChange {
  reservationId: string;
  before: ReservationState | null;
  after: ReservationState;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Change entries after a trip's pack was sent (issue 41, decision 195). */
export class TripChangesRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** Whether the booking's pack has reached the traveller: before that, the pack itself shows the trip as it is. */
  async packSent(bookingId: string): Promise<boolean> {
    const [row] = await this.em.execute<{ n: number }[]>(`select count(*)::int as n from trip_packs where booking_id = ? and first_sent_at is not null and revoked_at is null`, [bookingId]);
    return (row?.n ?? 0) > 0;
  }

  async add(bookingId: string, entry: { summary: string; details: string | null; author: string | null; reservationId: string | null }): Promise<TripChangeView> {
    const [row] = await this.em.execute<Row[]>(
      `insert into trip_changes (id, booking_id, reservation_id, summary, details, author, created_at) values (?, ?, ?, ?, ?, ?, clock_timestamp())
        returning id, summary, details, created_at, acknowledged_at`,
      [randomUUID(), bookingId, entry.reservationId, entry.summary, entry.details, entry.author],
    );
    return view(row!);
  }

  async get(id: string): Promise<(TripChangeView & { bookingId: string }) | null> {
    if (!UUID.test(id)) return null;
    const [row] = await this.em.execute<(Row & { booking_id: string })[]>(`select id, booking_id, summary, details, created_at, acknowledged_at from trip_changes where id = ?`, [id]);
    return row ? { ...view(row), bookingId: row.booking_id } : null;
  }

  /** The booking's change entries, newest first. */
  async forBooking(bookingId: string): Promise<TripChangeView[]> {
    const rows = await this.em.execute<Row[]>(`select id, summary, details, created_at, acknowledged_at from trip_changes where booking_id = ? order by created_at desc, id desc`, [bookingId]);
    return rows.map(view);
  }

  /** The traveller has seen it: the first acknowledgement's time is kept. Null: no such change on this booking. */
  async acknowledge(bookingId: string, id: string): Promise<TripChangeView | null> {
    if (!UUID.test(id)) return null;
    const [row] = await this.em.execute<Row[]>(
      `update trip_changes set acknowledged_at = coalesce(acknowledged_at, clock_timestamp()) where id = ? and booking_id = ? returning id, summary, details, created_at, acknowledged_at`,
      [id, bookingId],
    );
    return row ? view(row) : null;
  }

  /**
   * The booking's reservations changed since the pack was sent, taken (deleted) in the caller's transaction: a
   * second caller at the same time waits on the rows and then finds none, so each change is told once.
   */
  async takePending(bookingId: string): Promise<PendingReservationChange[]> {
    const rows = await this.em.execute<{
      reservation_id: string; existed: boolean; before_supplier: string | null; before_check_in: string | null; before_check_out: string | null; before_service_date: string | null; before_status: string | null; before_reference: string | null;
      supplier: string; check_in: string | null; check_out: string | null; service_date: string | null; status: string; reference: string | null;
    }[]>(
      `with taken as (delete from trip_change_pending where booking_id = ? returning *)
       select t.reservation_id, t.existed, bs.name as before_supplier, t.check_in as before_check_in, t.check_out as before_check_out, t.service_date as before_service_date,
              t.status as before_status, t.supplier_reference as before_reference,
              s.name as supplier, r.check_in, r.check_out, r.service_date, r.status, r.supplier_reference as reference
         from taken t join reservations r on r.id = t.reservation_id join suppliers s on s.id = r.supplier_id left join suppliers bs on bs.id = t.supplier_id
        order by r.created_at, r.id`,
      [bookingId],
    );
    return rows.map((row) => ({
      reservationId: row.reservation_id,
      before: row.existed
        ? { supplier: row.before_supplier ?? row.supplier, checkIn: toPlainDate(row.before_check_in), checkOut: toPlainDate(row.before_check_out), serviceDate: toPlainDate(row.before_service_date), status: row.before_status ?? row.status, confirmation: row.before_reference }
        : null,
      after: { supplier: row.supplier, checkIn: toPlainDate(row.check_in), checkOut: toPlainDate(row.check_out), serviceDate: toPlainDate(row.service_date), status: row.status, confirmation: row.reference },
    }));
  }

  /** Bookings with a reservation change not yet told (the sweep's backstop for a change made outside the operations). */
  async bookingsWithPending(): Promise<string[]> {
    const rows = await this.em.execute<{ booking_id: string }[]>(`select distinct booking_id from trip_change_pending`);
    return rows.map((row) => row.booking_id);
  }

  /**
   * Changes no traveller has acknowledged, on live trips not yet over: those under way or leaving within 30 days
   * first (soonest first), then the rest by departure, each trip's newest change first.
   */
  async unacknowledged(today: string, limit = 50): Promise<UnacknowledgedTripChange[]> {
    const rows = await this.em.execute<{ id: string; booking_id: string; reference: string; lead_name: string; departure_on: string | null; summary: string; created_at: Date | string }[]>(
      `select c.id, c.booking_id, b.reference, b.lead_name, coalesce(b.departure_on, p.start_date) as departure_on, c.summary, c.created_at
         from trip_changes c join bookings b on b.id = c.booking_id join proposals p on p.id = b.proposal_id join booking_facts f on f.booking_id = b.id
        where c.acknowledged_at is null and b.status <> 'cancelled' and (f.return_on is null or f.return_on >= ?::date)
        order by (coalesce(b.departure_on, p.start_date) <= ?::date + ?::int) desc, coalesce(b.departure_on, p.start_date) nulls last, c.created_at desc, c.id
        limit ?`,
      [today, today, TRIP_CHANGE_SOON_DAYS, limit],
    );
    return rows.map((row) => ({ id: row.id, bookingId: row.booking_id, reference: row.reference, leadName: row.lead_name, departureOn: toPlainDate(row.departure_on), summary: row.summary, createdAt: iso(row.created_at) }));
  }
}
