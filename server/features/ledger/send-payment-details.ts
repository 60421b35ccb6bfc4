import { siteToday } from '#database/site-time-zone.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import { travellerLetters } from '../sale/proposal-mail.content.de.ts';

/** Null: no such booking. The others say why there is nothing to mail: no bank details, no traveller, nothing owed. */
export type PaymentDetailsAnswer = { kind: 'queued'; subject: string } | { kind: 'no-bank' } | { kind: 'no-traveller' } | { kind: 'nothing-due' } | null;

/**
 * Mails the traveller the company's bank details and what is due (issue 29), through the outbox as a booking mail
 * (templates/booking.ts, `PaymentDetails`). It is rendered when sent, from the booking and Settings: a staff reply's
 * body is kept on the inquiry's timeline, where staff would read the bank numbers they see as "(owner only)"
 * everywhere else (decision 137).
 */
export async function sendPaymentDetails(services: Services, mailer: Mailer, bookingId: string, author: string | null): Promise<PaymentDetailsAnswer> {
  const booking = await services.bookings.detail(bookingId, siteToday());
  if (!booking) return null;
  const { bank } = await services.companySettings.get();
  if (!bank) return { kind: 'no-bank' };
  if (!booking.inquiryId) return { kind: 'no-traveller' };
  if (booking.status === 'cancelled' || booking.balance <= 0) return { kind: 'nothing-due' };
  const subject = travellerLetters[await services.inquiries.localeOf(booking.inquiryId)].paymentDetails.subject(booking.reference);
  const mail = { template: 'payment-details' as const, recipient: booking.email, subject, data: { bookingId: booking.id }, inquiryId: booking.inquiryId, author };
  await services.transaction((tx) => mailer.enqueue(tx.em, mail));
  return { kind: 'queued', subject };
}
