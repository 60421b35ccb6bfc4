// Seats are counted here and announced by PostgreSQL: migration Migration20261126030000_DeparturesAsInventory
// creates the function "seats_changed" (pg_notify on the public content channel, heard by
// server/cache/content-changes.ts) and six triggers that call it: "departures_seats_changed" (departures, any
// write), "bookings_seats_added" / "bookings_seats_changed" (update of status, departure_id) / "bookings_seats_removed",
// and "proposals_seats_changed" (update of status, departure_id, valid_until, adults, children) / "proposals_seats_removed".
// A column or table COUNT below starts to read needs its trigger in a new migration, or the render cache keeps
// showing seats that changed; tests/integration/departure-seat-triggers.test.ts lists the triggers it expects.
// A hold that ends because its valid_until passed changes no row: the cache's day ends at the operator's midnight.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { StaffDeparture, TripDeparture } from '#lib/domain/catalogue/catalogue.types.ts';

/** The row the counting query returns: one departure and its three kinds of taken seats. */
interface SeatRow {
  id: string;
  package_id: string;
  date: string;
  seats: number;
  blocked_seats: number;
  booked: number;
  held: number;
}

/**
 * Seats are counted, never typed (issue 26, decision 135): a departure's seats taken are the travellers
 * (adults + children) of its bookings that are not cancelled, those of sent proposals for it whose
 * `validUntil` is today or later (a hold), and the seats staff blocked. A booking counts the party of
 * the proposal it accepted.
 */
const COUNT = `select d."id", d."package_id", to_char(d."date", 'YYYY-MM-DD') as "date", d."seats", d."blocked_seats",
  coalesce((select sum(pr."adults" + pr."children") from "bookings" b join "proposals" pr on pr."id" = b."proposal_id"
    where b."departure_id" = d."id" and b."status" <> 'cancelled'), 0)::int as "booked",
  coalesce((select sum(pr."adults" + pr."children") from "proposals" pr
    where pr."departure_id" = d."id" and pr."status" = 'sent' and pr."valid_until" >= ?::date), 0)::int as "held"
  from "departures" d`;

export type SeatScope = { packageId: string } | { departureId: string } | { activeTrips: boolean };

function where(scope: SeatScope): [string, unknown[]] {
  if ('packageId' in scope) return [`where d."package_id" = ?`, [scope.packageId]];
  if ('departureId' in scope) return [`where d."id" = ?`, [scope.departureId]];
  return scope.activeTrips ? [`where d."package_id" in (select "id" from "packages" where "is_active")`, []] : ['', []];
}

export function toStaffDeparture(row: SeatRow): StaffDeparture {
  const seatsTaken = row.booked + row.held + row.blocked_seats;
  const seatsLeft = Math.max(0, row.seats - seatsTaken);
  return {
    id: row.id,
    date: row.date,
    seats: row.seats,
    seatsTaken,
    seatsLeft,
    heldForOthers: seatsLeft === 0 && row.held > 0 && row.seats - row.booked - row.blocked_seats > 0,
    blockedSeats: row.blocked_seats,
    booked: row.booked,
    held: row.held,
  };
}

/**
 * What visitors see: no split of who holds what, only whether the last seats are held by proposals sent to others
 * (issue 39, R10): then the page offers the waitlist rather than "Sold out".
 */
export const toPublicDeparture = ({ id, date, seats, seatsTaken, seatsLeft, heldForOthers }: StaffDeparture): TripDeparture => ({ id, date, seats, seatsTaken, seatsLeft, heldForOthers });

/** The departures in scope, by trip id, oldest date first, with their seats counted as of `today`. */
export async function countSeats(em: EntityManager, scope: SeatScope, today: string): Promise<Map<string, StaffDeparture[]>> {
  const [clause, params] = where(scope);
  const rows = await em.execute<SeatRow[]>(`${COUNT} ${clause} order by d."date"`, [today, ...params]);
  const byTrip = new Map<string, StaffDeparture[]>();
  for (const row of rows) {
    const list = byTrip.get(row.package_id) ?? [];
    list.push(toStaffDeparture(row));
    byTrip.set(row.package_id, list);
  }
  return byTrip;
}

/**
 * Locks a departure's row (`FOR UPDATE`) and counts its seats once the lock is held, so every taker of seats
 * (an accept, a send, a staff edit) sees the others' committed rows: taken last, after the enquiry and the
 * proposal (decision 135). Null when it does not exist.
 */
export async function lockAndCount(em: EntityManager, departureId: string, today: string): Promise<(StaffDeparture & { packageId: string }) | null> {
  const locked = await em.execute<{ id: string }[]>(`select "id" from "departures" where "id" = ? for update`, [departureId]);
  if (locked.length === 0) return null;
  const [row] = await em.execute<SeatRow[]>(`${COUNT} where d."id" = ?`, [today, departureId]);
  return { ...toStaffDeparture(row!), packageId: row!.package_id };
}
