import type { TripStop } from './catalogue.types.ts';

/**
 * The day list of an itinerary (issue 29), one function for the trip page, the proposal page and the PDF,
 * so the three cannot number the same day differently. Client-safe: no imports but types.
 */

/** One day or run of days: the stops it takes in, each with its number on the route map (1-based). */
export interface ItineraryDay<S extends Pick<TripStop, 'nights' | 'title'> = TripStop> {
  /** "Day 1", "Days 2-4". */
  label: string;
  /** The first and last day it covers, for a label in another language (issue 42). */
  first: number;
  last: number;
  /** The stops' titles in order: "God’s Window → Blyde River Canyon". */
  title: string;
  stops: { stop: S; number: number }[];
}

/**
 * A stop of 0 nights (a transfer, a viewpoint on the way, the flight home) is passed through on the day of
 * the stop after it, so it joins that stop's entry rather than making a second "Day 1". A 0-night stop at
 * the end (the flight home) is the last day on its own.
 */
export function itineraryDays<S extends Pick<TripStop, 'nights' | 'title'>>(stops: readonly S[]): ItineraryDay<S>[] {
  const days: ItineraryDay<S>[] = [];
  let day = 1;
  let waiting: { stop: S; number: number }[] = [];
  const close = (group: { stop: S; number: number }[], nights: number) => {
    const last = day + Math.max(nights, 1) - 1;
    days.push({
      label: last === day ? `Day ${day}` : `Days ${day}-${last}`,
      first: day,
      last,
      title: group.map(({ stop }) => stop.title).join(' → '),
      stops: group,
    });
    day += nights;
  };
  stops.forEach((stop, index) => {
    waiting.push({ stop, number: index + 1 });
    if (stop.nights > 0) {
      close(waiting, stop.nights);
      waiting = [];
    }
  });
  if (waiting.length > 0) close(waiting, 0);
  return days;
}

/** The trip's length in days: its nights plus the day of departure (0 for a trip without stops). */
export function itineraryLength(stops: readonly Pick<TripStop, 'nights'>[]): { days: number; nights: number } {
  const nights = stops.reduce((sum, stop) => sum + stop.nights, 0);
  return { days: stops.length === 0 ? 0 : nights + 1, nights };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The duration shown anywhere a trip is: "7 days, 6 nights" from its itinerary when it has one, else the
 * package's own duration text. When that text promises more days than the itinerary has ("7-21 days" for a
 * 7-day itinerary), it is kept as "can be extended to 21 days"; when it only repeats or contradicts the
 * itinerary it is left out, as the itinerary is what is sold.
 */
export function tripDuration(stops: readonly Pick<TripStop, 'nights'>[], durationText: string): { text: string; extension: string | null } {
  const { days, nights } = itineraryLength(stops);
  if (days === 0) return { text: durationText, extension: null };
  const text = `${plural(days, 'day', 'days')}, ${plural(nights, 'night', 'nights')}`;
  const numbers = (durationText.match(/\d+/g) ?? []).map(Number);
  const most = numbers.length > 0 ? Math.max(...numbers) : 0;
  return { text, extension: most > days ? `can be extended to ${plural(most, 'day', 'days')}` : null };
}

/** The duration as one line: "7 days, 6 nights (can be extended to 21 days)". */
export function tripDurationLine(stops: readonly Pick<TripStop, 'nights'>[], durationText: string): string {
  const { text, extension } = tripDuration(stops, durationText);
  return extension ? `${text} (${extension})` : text;
}
