import { todayIn, type PlainDate } from '#lib/domain/dates.ts';
import { DEFAULT_SITE_TIME_ZONE } from '#lib/domain/fields.ts';

/**
 * The operator's time zone in this process (SITE_TIMEZONE), for the server's own "today": the repositories,
 * handlers and jobs. Set once at start-up. The schemas do not read it (they also run in the browser, where it
 * would stay the default): they take the zone as a parameter, and a handler passes `siteTimeZone()`.
 */
let zone = DEFAULT_SITE_TIME_ZONE;

export function setSiteTimeZone(timeZone: string): void {
  new Intl.DateTimeFormat('en', { timeZone }); // throws RangeError for an unknown zone
  zone = timeZone;
}

export function siteTimeZone(): string {
  return zone;
}

/** Today's date (YYYY-MM-DD) in the operator's time zone, or the date of `now` there. */
export function siteToday(now: Date = new Date()): PlainDate {
  return todayIn(zone, now);
}
