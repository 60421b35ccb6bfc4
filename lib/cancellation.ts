import type { CancellationBand } from '#database/company-settings.dto.ts';
import { refundDueMinor } from './money.ts';

/** Whole days from `from` to `to` (both "YYYY-MM-DD"); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const utc = (date: string) => {
    const [y, m, d] = date.split('-').map(Number);
    return Date.UTC(y!, m! - 1, d!);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

export interface CancellationTerms {
  /** Null without a departure date. */
  daysBeforeDeparture: number | null;
  /** The band that applied; null when fewer days were left than the last band asks (no refund). */
  band: CancellationBand | null;
  refundPercent: number;
  refundDueMinor: number;
}

/**
 * SPEC's terms applied to a cancellation (issue 26): the first band of the schedule (most days first) whose
 * `daysBefore` the whole days left reach gives the percent of the total refunded, never more than was paid.
 * A booking with no departure date gets the first band: no day has come close to a trip not yet dated.
 * `paidMinor` is what was received, before refunds (`bookings.paid_minor`; see refundDueMinor).
 */
export function cancellationTerms(
  schedule: readonly CancellationBand[],
  booking: { cancelledOn: string; departureOn: string | null; totalMinor: number; paidMinor: number },
): CancellationTerms {
  const bands = [...schedule].sort((a, b) => b.daysBefore - a.daysBefore);
  const days = booking.departureOn ? daysBetween(booking.cancelledOn, booking.departureOn) : null;
  const band = days === null ? (bands[0] ?? null) : (bands.find((b) => days >= b.daysBefore) ?? null);
  const refundPercent = band?.refundPercent ?? 0;
  return { daysBeforeDeparture: days, band, refundPercent, refundDueMinor: refundDueMinor(booking.paidMinor, booking.totalMinor, refundPercent) };
}

/** A year before `date` ("YYYY-MM-DD"); 29 February goes to 1 March. */
export function yearBefore(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y! - 1, m! - 1, d!)).toISOString().slice(0, 10);
}
