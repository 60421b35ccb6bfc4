import type { CancellationBand } from '#lib/domain/site/company-settings.types.ts';
import { daysBetween } from '../dates.ts';
import { refundDueMinor } from '../money/money.ts';

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
