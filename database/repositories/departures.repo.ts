import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { formatDate } from '#lib/format.ts';
import { Departure, Package } from '../entities/index.ts';
import type { TripDepartureInput } from '#lib/domain/catalogue/trip.schema.ts';
import { countSeats } from './departure-seats.ts';
import { toPlainDate } from '#lib/domain/dates.ts';

type PackageEntity = InferEntity<typeof Package>;

/** Why a trip's departures could not be saved as asked: a 409 naming the date, under the field to correct. */
export class DepartureConflict extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

export const departureConflictMessages = {
  delete: (date: string) => `The departure on ${formatDate(date)} has bookings or seats held: it cannot be deleted. Set its seats instead, or cancel the bookings first.`,
  move: (date: string) => `The departure on ${formatDate(date)} has bookings or seats held: it cannot be moved to another date.`,
  shrink: (date: string, taken: number) =>
    `The departure on ${formatDate(date)} has ${taken} ${taken === 1 ? 'seat' : 'seats'} booked or blocked: it cannot have fewer seats than that.`,
  foreign: 'That departure does not belong to this trip',
};

/**
 * Writes a trip's departures as the editor sent them (issue 26): each is updated by id (or by date when it has
 * none), never deleted and re-made, so bookings and holds keep pointing at it. The trip's departures are locked
 * first, so an accept taking seats waits for the edit (or the edit for the accept) and the checks see its rows.
 * Throws DepartureConflict; must run inside a transaction.
 */
export async function saveDepartures(em: EntityManager, trip: PackageEntity, wanted: TripDepartureInput[], today: string): Promise<void> {
  const stored = await em.find(Departure, { package: trip.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, orderBy: { date: 'asc' } });
  const counted = new Map((await countSeats(em, { packageId: trip.id }, today)).get(trip.id)?.map((d) => [d.id, d]) ?? []);
  const ledger = await em.execute<{ departure_id: string }[]>(
    `select distinct "departure_id" from "bookings" where "departure_id" in (select "id" from "departures" where "package_id" = ?)`,
    [trip.id],
  );
  const hasBookings = new Set(ledger.map((row) => row.departure_id));
  const inUse = (id: string) => hasBookings.has(id) || (counted.get(id)?.held ?? 0) > 0;
  const byId = new Map(stored.map((d) => [d.id, d]));
  const claimed = new Set(wanted.flatMap((w) => (w.id ? [w.id] : [])));
  const kept = new Set<string>();

  for (const [index, want] of wanted.entries()) {
    const row = want.id ? byId.get(want.id) : stored.find((d) => !claimed.has(d.id) && !kept.has(d.id) && toPlainDate(d.date) === want.date);
    if (want.id && !row) throw new DepartureConflict(`departures.${index}.id`, departureConflictMessages.foreign);
    if (!row) {
      em.create(Departure, { id: randomUUID(), package: trip, date: want.date, seats: want.seats, blockedSeats: want.blockedSeats, createdAt: new Date(), updatedAt: new Date() });
      continue;
    }
    kept.add(row.id);
    const date = toPlainDate(row.date)!;
    if (want.date !== date && inUse(row.id)) throw new DepartureConflict(`departures.${index}.date`, departureConflictMessages.move(date));
    const booked = counted.get(row.id)?.booked ?? 0;
    const lowered = want.seats < row.seats || want.blockedSeats > row.blockedSeats;
    if (lowered && want.seats < booked + want.blockedSeats) {
      throw new DepartureConflict(`departures.${index}.seats`, departureConflictMessages.shrink(date, booked + want.blockedSeats));
    }
    Object.assign(row, { date: want.date, seats: want.seats, blockedSeats: want.blockedSeats });
  }
  for (const row of stored) {
    if (kept.has(row.id)) continue;
    if (inUse(row.id)) throw new DepartureConflict('departures', departureConflictMessages.delete(toPlainDate(row.date)!));
    em.remove(row);
  }
}
