import { siteToday } from '#database/site-time-zone.ts';
import { ApiHandlers } from '../api/api-handlers.ts';
import { formatMoney } from '#lib/money.ts';
import type { Mailer } from '../mail/mailer.ts';
import { proposalMailContent } from '../mail/proposal-mail.content.ts';
import { bankLines } from '../mail/templates/sale.ts';
import { HttpError, notFound, pathId } from '../middleware/errors.ts';

const copy = proposalMailContent.paymentDetails;

/**
 * `POST /api/admin/bookings/:id/payment-details` (issue 29): mails the traveller the company's bank details and
 * what is due, through the mail queue like a reply (so the inquiry's timeline shows what was sent, and the
 * answer threads back to the desk). The bank details are written as the booking confirmation writes them.
 * Staff may use it (a mail to the traveller, as a reply is).
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
    const money = (amount: number) => formatMoney(amount, booking.currency);
    const due = booking.depositDue > 0 ? copy.deposit(money(booking.depositDue)) : copy.balance(money(booking.balance), booking.balanceDueOn);
    const body = [copy.greeting(booking.leadName), copy.intro(booking.reference, due), bankLines(bank), copy.quote(booking.reference)].join('\n\n');
    const reply = { subject: copy.subject(booking.reference), body };
    const queued = await req.services.transaction(async (tx) => {
      const inquiry = await tx.mail.inquiry(booking.inquiryId!);
      return inquiry ? mailer.reply(tx.em, inquiry, reply, req.admin?.username ?? null) : null;
    });
    if (!queued) throw new HttpError(409, copy.noTraveller);
    res.status(202).json({ subject: reply.subject });
  });
  return routes;
}
