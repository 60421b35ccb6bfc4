import type { CancellationBand } from '#lib/domain/site/company-settings.types.ts';
import { daysBetween } from '../dates.ts';
import { refundDueMinor } from '../money/money.ts';
import type { CancelledBy } from './booking.schema.ts';

export interface CancellationTerms {
  /** Null without a departure date. */
  daysBeforeDeparture: number | null;
  /** The band that applied; null when fewer days were left than the last band asks (no refund), or the operator cancelled. */
  band: CancellationBand | null;
  refundPercent: number;
  refundDueMinor: number;
}

/**
 * What a cancellation owes the traveller, from what was received (before refunds): the operator's gives back all of
 * it (issue 39), the traveller's `percent` of the total, never more than was received (SPEC's terms).
 */
export function cancellationRefundMinor(party: CancelledBy, receivedMinor: number, totalMinor: number, percent: number): number {
  return party === 'operator' ? Math.max(0, receivedMinor) : refundDueMinor(receivedMinor, totalMinor, percent);
}

/**
 * SPEC's terms applied to a cancellation (issue 26): the first band of the schedule (most days first) whose
 * `daysBefore` the whole days left reach gives the percent of the total refunded, never more than was paid.
 * A booking with no departure date gets the first band: no day has come close to a trip not yet dated.
 * The schedule is the traveller's: when the operator cancels, everything received is refunded (issue 39).
 * `paidMinor` is what was received, before refunds (`bookings.paid_minor`; see refundDueMinor).
 */
export function cancellationTerms(
  schedule: readonly CancellationBand[],
  booking: { cancelledOn: string; departureOn: string | null; totalMinor: number; paidMinor: number },
  party: CancelledBy = 'traveller',
): CancellationTerms {
  const days = booking.departureOn ? daysBetween(booking.cancelledOn, booking.departureOn) : null;
  if (party === 'operator') return { daysBeforeDeparture: days, band: null, refundPercent: 100, refundDueMinor: cancellationRefundMinor(party, booking.paidMinor, booking.totalMinor, 100) };
  const bands = [...schedule].sort((a, b) => b.daysBefore - a.daysBefore);
  const band = days === null ? (bands[0] ?? null) : (bands.find((b) => days >= b.daysBefore) ?? null);
  const refundPercent = band?.refundPercent ?? 0;
  return { daysBeforeDeparture: days, band, refundPercent, refundDueMinor: cancellationRefundMinor(party, booking.paidMinor, booking.totalMinor, refundPercent) };
}

/** `GET /api/admin/bookings/:id/cancel-preview` (issue 39): what a cancel would do, for the dashboard to ask first. */
export interface CancellationPreview {
  cancelledBy: CancelledBy;
  cancelledOn: string;
  currency: string;
  /** Refund due by the rule (major units), what was refunded already, and what a refund would still owe. */
  refundDue: number;
  refunded: number;
  refundOutstanding: number;
  refundPercent: number;
  bandDaysBefore: number | null;
  daysBeforeDeparture: number | null;
  /** The traveller is mailed the cancellation (false once the enquiry was erased). */
  mailsTraveller: boolean;
  /** Lodge reservations still live: each is cancelled, those requested are mailed. */
  reservations: number;
}
