import * as v from 'valibot';
import { optionalText, requiredLine } from '../fields.ts';
import type { Locale, Localized } from '../site/locale.ts';

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

/** The words of an automatic change entry, in the traveller's language (issues 41 and 42). */
interface ChangeWords {
  status: Record<string, string>;
  added: (supplier: string, when: string | null, status: string, confirmation: string | null) => string;
  range: (from: string, to: string) => string;
  nowWith: (supplier: string, was: string) => string;
  datesNow: (now: string, was: string | null) => string;
  datesOpen: string;
  confirmation: (number: string) => string;
  confirmationWithdrawn: string;
}

const CHANGE_WORDS: Localized<ChangeWords> = {
  en: {
    status: {
      draft: 'not yet requested', requested: 'requested', confirmed: 'confirmed', provisional: 'held provisionally',
      lapsed: 'no longer held', declined: 'not available', waitlisted: 'on the waiting list', cancelled: 'cancelled',
    },
    added: (supplier, when, status, confirmation) => `${supplier} added${when ? ` for ${when}` : ''}: ${status}${confirmation ? `, confirmation number ${confirmation}` : ''}`,
    range: (from, to) => `${from} to ${to}`,
    nowWith: (supplier, was) => `now with ${supplier} instead of ${was}`,
    datesNow: (now, was) => `dates now ${now}${was ? ` (were ${was})` : ''}`,
    datesOpen: 'dates to be confirmed',
    confirmation: (number) => `confirmation number ${number}`,
    confirmationWithdrawn: 'confirmation number withdrawn',
  },
  de: {
    status: {
      draft: 'noch nicht angefragt', requested: 'angefragt', confirmed: 'bestätigt', provisional: 'vorläufig reserviert',
      lapsed: 'nicht mehr reserviert', declined: 'nicht verfügbar', waitlisted: 'auf der Warteliste', cancelled: 'storniert',
    },
    added: (supplier, when, status, confirmation) => `${supplier} neu${when ? ` für ${when}` : ''}: ${status}${confirmation ? `, Bestätigungsnummer ${confirmation}` : ''}`,
    range: (from, to) => `${from} bis ${to}`,
    nowWith: (supplier, was) => `jetzt ${supplier} statt ${was}`,
    datesNow: (now, was) => `neue Daten ${now}${was ? ` (vorher ${was})` : ''}`,
    datesOpen: 'Daten werden noch bestätigt',
    confirmation: (number) => `Bestätigungsnummer ${number}`,
    confirmationWithdrawn: 'Bestätigungsnummer zurückgezogen',
  },
};

function dates(state: ReservationState, words: ChangeWords): string | null {
  if (state.checkIn && state.checkOut) return words.range(state.checkIn, state.checkOut);
  return state.serviceDate ?? state.checkIn ?? null;
}

/**
 * What changed between the state the traveller knew (`null`: the reservation is new since the pack) and the state
 * now, in one line for the traveller in their language; null when nothing they would notice did. A move between
 * draft and requested is nothing; a new reservation is told once it is more than a request.
 */
export function reservationChange(before: ReservationState | null, after: ReservationState, locale: Locale = 'en'): string | null {
  const words = CHANGE_WORDS[locale];
  const statusWords = (status: string) => words.status[status] ?? status;
  if (!before) {
    if (BEFORE_AN_ANSWER.has(after.status)) return null;
    return clip(words.added(after.supplier, dates(after, words), statusWords(after.status), after.confirmation));
  }
  const parts: string[] = [];
  if (before.supplier !== after.supplier) parts.push(words.nowWith(after.supplier, before.supplier));
  const was = dates(before, words);
  const now = dates(after, words);
  if (was !== now) parts.push(now ? words.datesNow(now, was) : words.datesOpen);
  const sameStep = (steps: Set<string>) => steps.has(before.status) && steps.has(after.status);
  if (before.status !== after.status && !sameStep(BEFORE_AN_ANSWER) && !sameStep(A_HOLD)) parts.push(statusWords(after.status));
  if ((before.confirmation ?? '') !== (after.confirmation ?? '') && after.status !== 'cancelled') {
    parts.push(after.confirmation ? words.confirmation(after.confirmation) : words.confirmationWithdrawn);
  }
  return parts.length ? clip(`${after.supplier}: ${parts.join('; ')}`) : null;
}

function clip(line: string): string {
  return line.length <= TRIP_CHANGE_SUMMARY_MAX ? line : `${line.slice(0, TRIP_CHANGE_SUMMARY_MAX - 1)}…`;
}
