import { refundOutstandingMinor } from '#lib/domain/booking/booking-facts.ts';
import { siteToday } from '#database/site-time-zone.ts';
import type { CancelBookingInput, CancelPreviewQuery } from '#lib/domain/booking/booking.schema.ts';
import { cancellationTerms, type CancellationPreview } from '#lib/domain/booking/cancellation.ts';
import type { BookingDetail } from '#lib/domain/sale/proposal.types.ts';
import { fromMinor } from '#lib/domain/money/money.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import { cancelReservations } from '../reservations/reservation-operations.ts';
import { afterCancel } from './after-cancel.ts';
import { travellerLetters } from '../sale/proposal-mail.content.de.ts';

type Dates = { from: string; to: string };

/**
 * Null: no such booking. 'dates': the cancellation date is before the booking was made or after today.
 * 'cancelled': the booking as staff now see it, read once the transaction has committed.
 */
export type CancelAnswer = { kind: 'cancelled'; booking: BookingDetail | null } | { kind: 'dates'; dates: Dates } | null;

/**
 * Cancelling a booking (issues 26 and 39), the one place that does it: in one transaction, the booking's row is
 * locked and priced by who cancelled (the traveller: the schedule in company settings; the operator: all paid is
 * refunded), its reminders stop (the job and the planner skip a cancelled booking), the enquiry moves to Lost, and
 * the traveller's mail, in the words of who cancelled, with the refund due is queued. The seats come back by
 * themselves: a departure counts only bookings whose status is not 'cancelled'.
 * Cancelling again returns the booking as it is, with no second mail.
 */
export async function cancelBooking(services: Services, mailer: Mailer, bookingId: string, input: CancelBookingInput, author: string | null): Promise<CancelAnswer> {
  const settled = await services.transaction(async (tx) => {
    const { cancellationSchedule } = await tx.companySettings.get();
    const outcome = await tx.ledger.cancel(bookingId, input, author, siteToday(), cancellationSchedule);
    if (!outcome || 'dates' in outcome || !outcome.cancelledNow) return outcome;
    // Issue 30: every supplier with a live reservation is mailed a cancellation, in the same transaction.
    await cancelReservations(tx, mailer, bookingId, outcome.reference, author);
    if (outcome.inquiryId) {
      // The one cause that takes an enquiry out of Booked (decision 133).
      await tx.inquiries.move(outcome.inquiryId, 'lost', { cause: 'booking-cancelled', author });
      await mailer.queueMail(tx.em, outcome.inquiryId, 'booking-cancelled', { to: outcome.email, subject: travellerLetters[await tx.inquiries.localeOf(outcome.inquiryId)].cancelled.subject(outcome.reference), data: { bookingId: outcome.id } });
    }
    // What else a cancellation ends, in this same transaction: the booking's review, its guest details.
    await afterCancel(tx, bookingId);
    return outcome;
  });
  if (!settled) return null;
  if ('dates' in settled) return { kind: 'dates', dates: settled.dates };
  return { kind: 'cancelled', booking: await services.bookings.detail(bookingId, siteToday()) };
}

/** Null: no such booking. 'cancelled': it is cancelled already, nothing would happen. */
export type CancelPreviewAnswer = { kind: 'preview'; preview: CancellationPreview } | { kind: 'dates'; dates: Dates } | { kind: 'cancelled' } | null;

/**
 * What `cancelBooking` would do with the same input, read and changed nothing (issue 39): the refund by the same
 * rule (lib/domain/booking/cancellation.ts), whether the traveller is mailed, and how many lodge reservations end.
 */
export async function previewCancellation(services: Services, bookingId: string, input: CancelPreviewQuery): Promise<CancelPreviewAnswer> {
  const booking = await services.bookings.forMail({ id: bookingId });
  if (!booking) return null;
  if (booking.status === 'cancelled') return { kind: 'cancelled' };
  const today = siteToday();
  const cancelledOn = input.cancelledOn ?? today;
  const dates = { from: siteToday(new Date(booking.createdAt)), to: today };
  if (cancelledOn < dates.from || cancelledOn > dates.to) return { kind: 'dates', dates };
  const { cancellationSchedule } = await services.companySettings.get();
  const terms = cancellationTerms(cancellationSchedule, { cancelledOn, departureOn: booking.departureOn, totalMinor: booking.totalMinor, paidMinor: booking.paidMinor }, input.cancelledBy);
  const money = (minor: number) => fromMinor(minor, booking.currency);
  const refundedMinor = booking.money.refundedMinor;
  const { total: reservations } = await services.reservations.tally(bookingId);
  return {
    kind: 'preview',
    preview: {
      cancelledBy: input.cancelledBy,
      cancelledOn,
      currency: booking.currency,
      refundDue: money(terms.refundDueMinor),
      refunded: money(refundedMinor),
      refundOutstanding: money(refundOutstandingMinor(terms.refundDueMinor, refundedMinor)),
      refundPercent: terms.refundPercent,
      bandDaysBefore: terms.band?.daysBefore ?? null,
      daysBeforeDeparture: terms.daysBeforeDeparture,
      mailsTraveller: booking.inquiryId !== null,
      reservations,
    },
  };
}
