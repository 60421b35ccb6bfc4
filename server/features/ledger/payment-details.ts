import { siteToday } from '#database/site-time-zone.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { proposalMailContent } from '../sale/proposal-mail.content.ts';
import { HttpError, notFound, pathId } from '../../middleware/errors.ts';

const copy = proposalMailContent.paymentDetails;

/**
 * `POST /api/admin/bookings/:id/payment-details` (issue 29): mails the traveller the company's bank details and
 * what is due, through the outbox as a booking mail (templates/booking.ts, `PaymentDetails`). It is rendered when
 * sent, from the booking and Settings: a staff reply's body is kept on the inquiry's timeline, where staff would read
 * the bank numbers they see as "(owner only)" everywhere else (decision 137). Staff may send it.
 */
export function adminPaymentDetailsRoutes(mailer: Mailer) {
  const routes = new ApiHandlers();
  routes.on('bookings.sendPaymentDetails', async (req, res) => {
    const id = pathId(req.params.id, 'Booking');
    const booking = await req.services.bookings.detail(id, siteToday());
    if (!booking) throw notFound('Booking not found');
    const { bank } = await req.services.companySettings.get();
    if (!bank) throw new HttpError(409, copy.noBank);
    if (!booking.inquiryId) throw new HttpError(409, copy.noTraveller);
    if (booking.status === 'cancelled' || booking.balance <= 0) throw new HttpError(409, copy.nothingDue);
    const subject = copy.subject(booking.reference);
    const mail = { template: 'payment-details' as const, recipient: booking.email, subject, data: { bookingId: booking.id }, inquiryId: booking.inquiryId, author: req.admin?.username ?? null };
    await req.services.transaction((tx) => mailer.enqueue(tx.em, mail));
    res.status(202).json({ subject });
  });
  return routes;
}
