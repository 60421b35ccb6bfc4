/**
 * Formatting that reads the same on the server and in the browser (fixed month names, numbers
 * taken from Intl's parts), so the server's HTML and the hydrated page never disagree.
 */
import { zonedParts } from './domain/dates.ts';
import type { Locale } from './domain/site/locale.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** "12 Mar 2026, 14:05" in the given time zone (German: "12. März 2026, 14:05 Uhr"). */
export function formatDateTime(iso: string, timeZone: string, locale: Locale = 'en'): string {
  const { year, month, day, hour, minute } = zonedParts(iso, timeZone);
  if (locale === 'de') return `${day}. ${MONATE[month - 1]} ${year}, ${pad(hour)}:${pad(minute)} Uhr`;
  return `${day} ${MONTHS[month - 1]} ${year}, ${pad(hour)}:${pad(minute)}`;
}

// German dates are written out as a German reader expects them ("28. November 2026", issue 42).
const MONATE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/** A calendar date ("2026-03-12") as "12 Mar 2026" (German: "12. März 2026"); it has no time zone, so none is applied. */
export function formatDate(isoDate: string, locale: Locale = 'en'): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return locale === 'de' ? `${day}. ${MONATE[month - 1]} ${year}` : `${day} ${MONTHS[month - 1]} ${year}`;
}

/** A count that stops at `cap` (the desk's counts, issue 20): "230", "10,000+". */
export function formatCount(n: number, cap: number): string {
  return n > cap ? `${cap.toLocaleString('en-US')}+` : n.toLocaleString('en-US');
}

/** A length of time, coarse as people say it: "45 min", "3 h 20 min", "2 days". */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return `${days} days`;
}

/** "just now", "5 minutes ago", "3 days ago", measured against `now`. */
export function formatRelative(iso: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const units: [number, string][] = [
    [60 * 60 * 24 * 365, 'year'],
    [60 * 60 * 24 * 30, 'month'],
    [60 * 60 * 24, 'day'],
    [60 * 60, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${name}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}
