import * as v from 'valibot';
import { optionalText, requiredLine } from '../fields.ts';

/** What changed on a trip after its pack was sent (issue 41, decision 195). */

export const TRIP_CHANGE_SUMMARY_MESSAGE = 'Please say in a line what changed';
export const TRIP_CHANGE_SUMMARY_MAX = 200;

/** `POST /api/admin/bookings/:id/changes`: staff's own entry, mailed to the lead traveller as written. */
export const tripChangeSchema = v.object({
  summary: requiredLine(TRIP_CHANGE_SUMMARY_MESSAGE, TRIP_CHANGE_SUMMARY_MAX),
  details: optionalText(2000),
});
export type TripChangeInput = v.InferOutput<typeof tripChangeSchema>;

/** One change entry as staff and the traveller read it. */
export interface TripChangeView {
  id: string;
  summary: string;
  details: string | null;
  createdAt: string;
  acknowledgedAt: string | null;
}

/** A change not yet acknowledged on a trip leaving soon: the Overview's list (departures within 30 days first). */
export interface UnacknowledgedTripChange {
  id: string;
  bookingId: string;
  reference: string;
  leadName: string;
  departureOn: string | null;
  summary: string;
  createdAt: string;
}

/** The Overview puts trips leaving within this many days first. */
export const TRIP_CHANGE_SOON_DAYS = 30;

/** The parts of a reservation a traveller relies on: where they sleep, when, whether it is certain, and its number. */
export interface ReservationState {
  supplier: string;
  checkIn: string | null;
  checkOut: string | null;
  serviceDate: string | null;
  status: string;
  confirmation: string | null;
}

/** Steps of staff's own work the traveller has no use for: a request drafted or sent is not yet a change to the trip. */
const BEFORE_AN_ANSWER = new Set(['draft', 'requested']);
/**
 * A lodge's hold passing its date (issue 41, `lapsed`) and being held again is staff's to settle with the lodge: staff
 * are alerted at once, and the traveller hears of it only if the stay itself changes (another lodge, other dates).
 */
const A_HOLD = new Set(['provisional', 'lapsed']);

const STATUS_WORDS: Record<string, string> = {
  draft: 'not yet requested',
  requested: 'requested',
  confirmed: 'confirmed',
  provisional: 'held provisionally',
  lapsed: 'no longer held',
  declined: 'not available',
  waitlisted: 'on the waiting list',
  cancelled: 'cancelled',
};
const statusWords = (status: string) => STATUS_WORDS[status] ?? status;

function dates(state: ReservationState): string | null {
  if (state.checkIn && state.checkOut) return `${state.checkIn} to ${state.checkOut}`;
  return state.serviceDate ?? state.checkIn ?? null;
}

/**
 * What changed between the state the traveller knew (`null`: the reservation is new since the pack) and the state
 * now, in one line for the traveller; null when nothing they would notice did. A move between draft and requested
 * is nothing; a new reservation is told once it is more than a request.
 */
export function reservationChange(before: ReservationState | null, after: ReservationState): string | null {
  if (!before) {
    if (BEFORE_AN_ANSWER.has(after.status)) return null;
    const when = dates(after);
    return clip(`${after.supplier} added${when ? ` for ${when}` : ''}: ${statusWords(after.status)}${after.confirmation ? `, confirmation number ${after.confirmation}` : ''}`);
  }
  const parts: string[] = [];
  if (before.supplier !== after.supplier) parts.push(`now with ${after.supplier} instead of ${before.supplier}`);
  const was = dates(before);
  const now = dates(after);
  if (was !== now) parts.push(now ? `dates now ${now}${was ? ` (were ${was})` : ''}` : 'dates to be confirmed');
  const sameStep = (steps: Set<string>) => steps.has(before.status) && steps.has(after.status);
  if (before.status !== after.status && !sameStep(BEFORE_AN_ANSWER) && !sameStep(A_HOLD)) parts.push(statusWords(after.status));
  if ((before.confirmation ?? '') !== (after.confirmation ?? '') && after.status !== 'cancelled') {
    parts.push(after.confirmation ? `confirmation number ${after.confirmation}` : 'confirmation number withdrawn');
  }
  return parts.length ? clip(`${after.supplier}: ${parts.join('; ')}`) : null;
}

function clip(line: string): string {
  return line.length <= TRIP_CHANGE_SUMMARY_MAX ? line : `${line.slice(0, TRIP_CHANGE_SUMMARY_MAX - 1)}…`;
}
