import { addDays } from '#lib/domain/dates.ts';
import type { TripPackView } from '#database/repositories/trip-pack-view.ts';
import { packContent } from '#lib/content/pack.content.ts';

/**
 * A calendar text value (RFC 5545 §3.3.11): backslash, comma and semicolon escaped, a line break (CRLF, LF or a
 * lone CR) written as `\n`, and every other control character dropped: a lone CR in a lodge's name or a stop's
 * title would end the content line early in a strict reader (issue 38).
 */
export function icsText(text: string): string {
  return text
    .replace(/[\\,;]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\x00-\x08\x0b-\x1f\x7f]/g, '');
}

/** Content lines of at most 75 octets, continued with CRLF and a space (§3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line holds 75 octets; a continuation's leading space counts, so 74 more each.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const icsDate = (date: string) => date.replaceAll('-', '');

/**
 * `trip.ics` (issues 30, 39): one all-day event per stop, each named with the trip and carrying the booking's
 * reference and the operator's 24-hour number, so a phone's calendar alone says whom to call and for which booking.
 */
export function tripCalendar(pack: TripPackView, emergencyPhone: string | null, now: Date): string {
  const trip = pack.tripName ?? packContent.defaultTripName;
  const stamp = `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const events = pack.days.flatMap((d, i) => {
    const description = [
      packContent.calendar.booking(trip, pack.reference),
      d.phone ? packContent.calendar.lodgePhone(d.phone) : '',
      d.confirmation ? packContent.calendar.confirmation(d.confirmation) : '',
      emergencyPhone ? packContent.calendar.emergency(emergencyPhone) : '',
    ].filter(Boolean);
    return [
      'BEGIN:VEVENT',
      `UID:${pack.reference}-${i + 1}@trips`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDate(d.from)}`,
      // An all-day event ends the day after it starts at the earliest (RFC 5545 §3.6.1): a stop of no nights is one day.
      `DTEND;VALUE=DATE:${icsDate(d.to > d.from ? d.to : addDays(d.from, 1))}`,
      `SUMMARY:${icsText(packContent.calendar.summary(trip, pack.reference, d.title))}`,
      `LOCATION:${icsText([d.lodge, d.place].filter(Boolean).join(', '))}`,
      `DESCRIPTION:${icsText(description.join('\n'))}`,
      'END:VEVENT',
    ];
  });
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Safari//Trip pack//EN', `X-WR-CALNAME:${icsText(`${trip} (${pack.reference})`)}`, ...events, 'END:VCALENDAR'];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
