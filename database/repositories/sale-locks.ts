import type { EntityManager } from '@mikro-orm/postgresql';
import { formatDate } from '#lib/format.ts';
import { lockAndCount } from './departure-seats.ts';

/**
 * The locks of the sale path, always in one order (issue 26, decision 135): the enquiry, then the proposal,
 * then the departure. Sending a version and accepting one both touch the enquiry and several proposals;
 * taken in different orders they deadlocked (5 of 5 runs at a 15-75 ms gap). Must run in a transaction.
 */
export async function lockInquiry(em: EntityManager, inquiryId: string): Promise<boolean> {
  const rows = await em.execute<{ id: string }[]>(`select "id" from "inquiries" where "id" = ? for update`, [inquiryId]);
  return rows.length > 0;
}

/** The enquiry a proposal belongs to, read without a lock (it never changes), so the enquiry can be locked first. */
export async function inquiryOfProposal(em: EntityManager, by: { id: string } | { tokenHash: string }): Promise<string | null> {
  const [column, value] = 'id' in by ? ['id', by.id] : ['token_hash', by.tokenHash];
  const rows = await em.execute<{ inquiry_id: string }[]>(`select "inquiry_id" from "proposals" where "${column}" = ?`, [value]);
  return rows[0]?.inquiry_id ?? null;
}

/** The enquiry's booking that is not cancelled, if any: one live booking per enquiry. */
export async function liveBookingOf(em: EntityManager, inquiryId: string, exceptProposalId?: string): Promise<{ id: string; reference: string } | null> {
  const rows = await em.execute<{ id: string; reference: string }[]>(
    `select "id", "reference" from "bookings" where "inquiry_id" = ? and "status" <> 'cancelled' and "proposal_id" <> ? limit 1`,
    [inquiryId, exceptProposalId ?? '00000000-0000-0000-0000-000000000000'],
  );
  return rows[0] ?? null;
}

/** Seats a proposal wants on a departure, and what is left for it once the departure's row is locked. */
export interface SeatCheck {
  date: string;
  wanted: number;
  left: number;
}

/**
 * Locks the departure and counts what is left for a party of `wanted`: the seats less those booked and blocked,
 * and less those held by other enquiries' sent proposals when `countHolds` (a send must not promise seats
 * another traveller holds; an accept takes seats first come, first served, as holds only ever outnumber the
 * seats after staff lowered them). Null when the departure is gone.
 */
export async function seatsFor(em: EntityManager, departureId: string, inquiryId: string, wanted: number, today: string, countHolds: boolean): Promise<SeatCheck | null> {
  const departure = await lockAndCount(em, departureId, today);
  if (!departure) return null;
  let held = 0;
  if (countHolds) {
    const [own] = await em.execute<{ n: number }[]>(
      `select coalesce(sum("adults" + "children"), 0)::int as "n" from "proposals" where "departure_id" = ? and "inquiry_id" = ? and "status" = 'sent' and "valid_until" >= ?::date`,
      [departureId, inquiryId, today],
    );
    held = departure.held - (own?.n ?? 0);
  }
  return { date: departure.date, wanted, left: Math.max(0, departure.seats - departure.booked - departure.blockedSeats - held) };
}

export const saleMessages = {
  booked: (reference: string) =>
    `This enquiry is already booked (${reference}). To change the trip, cancel that booking first; for another party, start a new enquiry.`,
  overSeats: (check: SeatCheck) =>
    `Only ${check.left} ${check.left === 1 ? 'seat is' : 'seats are'} left on the departure of ${formatDate(check.date)}; this proposal is for ${check.wanted}.`,
  full:
    'This departure is now full: the last seats were taken a moment before you accepted, so no booking was made and nothing is owed. We are sorry. Our team has been told, and we will be in touch very soon to offer you another date or a trip like it.',
};
