import type { TripSeason, TripStop } from './catalogue.types.ts';

/**
 * Pure rules of a trip (issue 17), shared by the schema, the repository, the pages and the editor.
 * Client-safe: no imports but types.
 */

export const MAX_SLUG_LENGTH = 80;

/**
 * Lowercase ASCII words joined by dashes, '' when none are left: "Łukasz Nowak-Brown" → "lukasz-nowak-brown".
 * The slug's letters for a trip's address (slugify) and a proposal PDF's file name alike.
 */
export function slugWords(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      // Ł has no decomposition in Unicode: NFKD leaves it whole.
      .replace(/[łŁ]/g, 'l')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/['’]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}

/** A URL-safe slug from a trip's name: "Kruger & Panorama Route" → "kruger-and-panorama-route". */
export function slugify(name: string): string {
  const ascii = slugWords(name);
  if (ascii.length <= MAX_SLUG_LENGTH) return ascii || 'trip';
  // Cut at a word boundary so a long name does not end in half a word.
  const cut = ascii.slice(0, MAX_SLUG_LENGTH);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 20 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}

/** `base` when free, else `base-2`, `base-3`… (the suffix fits inside the slug's length). */
export function uniqueSlug(base: string, isTaken: (slug: string) => boolean): string {
  if (!isTaken(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!isTaken(candidate)) return candidate;
  }
}

/** The trip page's address. */
export const tripPath = (slug: string) => `/packages/${slug}`;

const MONTH_DAY = /^(\d{2})-(\d{2})$/;
// 2000 is a leap year: 02-29 is a real day of a season.
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The day of the year (0-365 in a leap year) of a "MM-DD", or null when it names no real day. */
export function monthDayIndex(value: string): number | null {
  const match = MONTH_DAY.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  if (month < 1 || month > 12 || day < 1 || day > DAYS_IN_MONTH[month - 1]!) return null;
  return DAYS_IN_MONTH.slice(0, month - 1).reduce((sum, n) => sum + n, 0) + day - 1;
}

const YEAR_DAYS = 366;

/** The days of the year a season covers; a range whose end comes before its start wraps the new year. */
function seasonDays(season: Pick<TripSeason, 'from' | 'to'>): Set<number> | null {
  const from = monthDayIndex(season.from);
  const to = monthDayIndex(season.to);
  if (from === null || to === null) return null;
  const days = new Set<number>();
  for (let day = from; ; day = (day + 1) % YEAR_DAYS) {
    days.add(day);
    if (day === to) break;
  }
  return days;
}

/**
 * The first pair of seasons sharing a day, as `[earlier index, later index]`, or null when none do.
 * Seasons with a date that is not a real day are left to the schema's own message.
 */
export function seasonsOverlap(seasons: readonly Pick<TripSeason, 'from' | 'to'>[]): [number, number] | null {
  const covered = seasons.map(seasonDays);
  for (let later = 1; later < covered.length; later++) {
    const days = covered[later];
    if (!days) continue;
    for (let earlier = 0; earlier < later; earlier++) {
      const other = covered[earlier];
      if (other && [...days].some((day) => other.has(day))) return [earlier, later];
    }
  }
  return null;
}

/** The card's "from" price: the lowest season price, else SPEC's price; null for 0 ("Price on request"). */
export function fromPrice(price: number, seasons: readonly Pick<TripSeason, 'pricePerPerson'>[]): number | null {
  const lowest = seasons.length > 0 ? Math.min(...seasons.map((s) => s.pricePerPerson)) : price;
  return lowest > 0 ? lowest : null;
}

/** The season a travel date ("YYYY-MM-DD" or a Date, read in UTC) falls in, or null. */
export function seasonFor<S extends Pick<TripSeason, 'from' | 'to'>>(seasons: readonly S[], date: string | Date): S | null {
  const monthDay = typeof date === 'string' ? date.slice(5, 10) : date.toISOString().slice(5, 10);
  const day = monthDayIndex(monthDay);
  if (day === null) return null;
  return seasons.find((season) => seasonDays(season)?.has(day)) ?? null;
}


/** How a line drafted from a trip names its season (the proposal draft's "<trip>, <season> per person"). */
export function seasonLineLabel(tripName: string, seasonLabel: string, children = false): string {
  return `${tripName}, ${seasonLabel} per person${children ? ' (children)' : ''}`;
}

/** The season a line drafted from the trip was priced at, read back from its label; null for any other line. */
export function seasonOfLine<S extends Pick<TripSeason, 'label'>>(tripName: string, seasons: readonly S[], lineLabel: string): S | null {
  return seasons.find((season) => lineLabel === seasonLineLabel(tripName, season.label) || lineLabel === seasonLineLabel(tripName, season.label, true)) ?? null;
}
