import type { TripSeason } from '../catalogue/catalogue.types.ts';
import { seasonFor, seasonOfLine } from '../catalogue/trip.ts';

/**
 * Issue 39 (R7): a proposal for a trip goes out only with its travel date. Without one no balance date, reminder,
 * reservation or pack ever follows, and the price was the season of the day it was drafted.
 */
export const START_DATE_REQUIRED_MESSAGE = 'Choose the start date or a departure before sending: the balance date, the lodges and the travel pack all follow from it';
/** The traveller's side of the same rule, for a proposal sent before it held. */
export const UNDATED_ACCEPT_MESSAGE = 'This proposal has no travel date yet, so it cannot be booked. Please reply to our e-mail and we will send you a dated one.';

/** Whether a proposal names its travel date: a trip's proposal needs a start date or a departure; a tailor-made one without a trip may go without. */
export function lacksTravelDate(proposal: { packageId: string | null; startDate: string | null; departureId: string | null }): boolean {
  return proposal.packageId !== null && !proposal.startDate && !proposal.departureId;
}

/** A line drafted from the trip at another season than the one its start date falls in. */
export interface SeasonMismatch {
  line: string;
  lineSeason: string;
  dateSeason: string;
}

/**
 * The trip's price is the season containing the start date: a line drafted for another season (the draft was
 * made before the date was known, or the date changed since) is named, so staff draft it again before it goes.
 */
export function seasonMismatch(trip: { name: string; seasons: readonly TripSeason[] }, lines: readonly { label: string }[], startDate: string): SeasonMismatch | null {
  const dateSeason = seasonFor(trip.seasons, startDate);
  if (!dateSeason) return null;
  for (const line of lines) {
    const lineSeason = seasonOfLine(trip.name, trip.seasons, line.label);
    if (lineSeason && lineSeason.label !== dateSeason.label) return { line: line.label, lineSeason: lineSeason.label, dateSeason: dateSeason.label };
  }
  return null;
}
