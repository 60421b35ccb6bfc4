/**
 * Calendar dates and "the date in a time zone" (issue 37), the one place they are computed. Pure and free of
 * imports: the browser's forms and the server's jobs must agree on every day.
 *
 * A calendar date travels as the ISO string "YYYY-MM-DD" (what PostgreSQL's `date`, the forms and the JSON use),
 * so dates compare and sort as strings. The time zone is always an argument: the server's own zone is a setting
 * (database/site-time-zone.ts), a page's is `pageContext.site.timeZone`.
 */

/** A calendar date, "YYYY-MM-DD": no time of day, no zone. */
export type PlainDate = string;

export interface DateParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Milliseconds since the epoch of a UTC wall time; setUTCFullYear, because Date.UTC reads years 0-99 as 1900-1999. */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

function fromUtcMs(ms: number): PlainDate {
  // Text that is not a date fails loudly rather than travelling on as "NaN-NaN-NaN".
  if (!Number.isFinite(ms)) throw new RangeError('Not a calendar date');
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The year, month and day of a date; NaN parts for text that is not "YYYY-MM-DD". */
export function dateParts(date: PlainDate): DateParts {
  const match = PLAIN_DATE.exec(date);
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : { year: NaN, month: NaN, day: NaN };
}

/** True for "YYYY-MM-DD" naming a day that exists (not 30 February, not 29 February 2027). */
export function isValidDate(value: string): value is PlainDate {
  const { year, month, day } = dateParts(value);
  return Number.isInteger(year) && fromUtcMs(utcMs(year, month, day)) === value;
}

/** `a` before `b`: negative; the same day: 0; after: positive. For `sort`. */
export function compareDates(a: PlainDate, b: PlainDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A `date` column's value as read: PostgreSQL's text ("YYYY-MM-DD") as it is, a Date (an entity just built, which
 * holds the day at UTC midnight) cut to its UTC day, and null or undefined as null.
 */
export function toPlainDate(value: string | Date): PlainDate;
export function toPlainDate(value: unknown): PlainDate | null;
export function toPlainDate(value: unknown): PlainDate | null {
  if (value == null) return null;
  return value instanceof Date ? fromUtcMs(value.getTime()) : String(value).slice(0, 10);
}

/** A date moved by whole days (negative: earlier). */
export function addDays(date: PlainDate, days: number): PlainDate {
  const { year, month, day } = dateParts(date);
  return fromUtcMs(utcMs(year, month, day + days));
}

/** The same day `years` later (negative: earlier); 29 February in a year without one becomes 1 March. */
export function addYears(date: PlainDate, years: number): PlainDate {
  const { year, month, day } = dateParts(date);
  return fromUtcMs(utcMs(year + years, month, day));
}

/** Whole days from `from` to `to`; negative when `to` is earlier. Calendar days: no zone, no daylight saving. */
export function daysBetween(from: PlainDate, to: PlainDate): number {
  const ms = (date: PlainDate) => {
    const { year, month, day } = dateParts(date);
    return utcMs(year, month, day);
  };
  return Math.round((ms(to) - ms(from)) / DAY_MS);
}

// Building an Intl formatter costs far more than using one, and every travel date is checked against today.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date and clock time of an instant in a time zone. Throws a RangeError for a zone Intl does not know. */
export function zonedParts(instant: Date | string | number, timeZone: string) {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  // Some engines still say "24" for midnight under h23.
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour) % 24, minute: Number(parts.minute), second: Number(parts.second) };
}

/** The date an instant falls on in a time zone: "today" there when `now` is left out. */
export function todayIn(timeZone: string, now: Date = new Date()): PlainDate {
  const { year, month, day } = zonedParts(now, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** How far the zone's clocks are ahead of UTC at an instant (a whole second), in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const at = instant - (((instant % 1000) + 1000) % 1000);
  const p = zonedParts(at, timeZone);
  return utcMs(p.year, p.month, p.day, p.hour, p.minute, p.second) - at;
}

/**
 * The instant a zone's clocks show `hour`:00 on `date`. Around a daylight-saving change it resolves as Temporal's
 * "compatible" does: an hour shown twice (clocks put back) is its first showing; an hour never shown (clocks put
 * forward) is moved on by the gap, so 02:00 on Berlin's spring day is 03:00 CEST, and midnight that a zone skips is
 * the first instant of its day.
 */
export function atLocalHour(date: PlainDate, hour: number, timeZone: string): Date {
  const { year, month, day } = dateParts(date);
  const wall = utcMs(year, month, day, hour);
  // A day either side of the wall time lies before and after any change near it: zones change at most twice a year.
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const shown = [wall - before, wall - after].filter((instant) => offsetAt(instant, timeZone) === wall - instant);
  return new Date(shown.length > 0 ? Math.min(...shown) : wall - before);
}
