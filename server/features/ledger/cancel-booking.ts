import { siteToday } from '#database/site-time-zone.ts';
import type { CancelBookingInput } from '#lib/domain/booking/booking.schema.ts';
import type { BookingDetail } from '#lib/domain/sale/proposal.types.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { proposalMailContent as copy } from '../sale/proposal-mail.content.ts';
import type { Services } from '../../services.ts';
import { cancelReservations } from '../reservations/reservation-operations.ts';
import { afterCancel } from './after-cancel.ts';

/**
 * Null: no such booking. 'dates': the cancellation date is before the booking was made or after today.
 * 'cancelled': the booking as staff now see it, read once the transaction has committed.
 */
export type CancelAnswer = { kind: 'cancelled'; booking: BookingDetail | null } | { kind: 'dates'; dates: { from: string; to: string } } | null;

/**
 * Cancelling a booking by the terms (issue 26), the one place that does it: in one transaction, the booking's
 * row is locked and priced by the schedule in company settings, its reminders stop (the job and the planner skip
 * a cancelled booking), the enquiry moves to Lost, and the traveller's mail with the refund due is queued. The
 * seats come back by themselves: a departure counts only bookings whose status is not 'cancelled'.
 * Cancelling again returns the booking as it is, with no second mail.
 */
export async function cancelBooking(services: Services, mailer: Mailer, bookingId: string, input: CancelBookingInput, author: string | null): Promise<CancelAnswer> {
  const settled = await services.transaction(async (tx) => {
    const { cancellationSchedule } = await tx.companySettings.get();
    const outcome = await tx.ledger.cancel(bookingId, input, author, siteToday(), cancellationSchedule);
    if (!outcome || 'dates' in outcome || !outcome.cancelledNow) return outcome;
    // Issue 30: every supplier with a live reservation is mailed a cancellation, in the same transaction.
    await cancelReservations(tx, mailer, bookingId, outcome.reference, author);
    await afterCancel(tx, bookingId);
    if (!outcome.inquiryId) return outcome;
    // The one cause that takes an enquiry out of Booked (decision 133).
    await tx.inquiries.move(outcome.inquiryId, 'lost', { cause: 'booking-cancelled', author });
    await mailer.queueMail(tx.em, outcome.inquiryId, 'booking-cancelled', { to: outcome.email, subject: copy.cancelled.subject(outcome.reference), data: { bookingId: outcome.id } });
    return outcome;
  });
  if (!settled) return null;
  if ('dates' in settled) return { kind: 'dates', dates: settled.dates };
  return { kind: 'cancelled', booking: await services.bookings.detail(bookingId, siteToday()) };
}
