import { siteToday } from '#database/site-time-zone.ts';
import { ApiHandlers } from '../api/api-handlers.ts';
import type { BankDetails } from '#database/company-settings.dto.ts';
import { formatDate } from '#lib/format.ts';
import { formatMoney } from '#lib/money.ts';
import type { Mailer } from '../mail/mailer.ts';
import { HttpError, notFound, pathId } from '../middleware/errors.ts';

/** The mail's words (issue 29); kept minimal: the outbox's templates may take it over. */
export const paymentDetailsContent = {
  subject: (reference: string) => `How to pay for booking ${reference}`,
  body: (name: string, reference: string, due: string, bank: BankDetails) =>
    [
      `Dear ${name},`,
      `Here are our bank details for your booking ${reference}. ${due}`,
      [
        `Account name: ${bank.accountName}`,
        `Bank: ${bank.bankName}`,
        `Account number: ${bank.accountNumber}`,
        bank.branchCode ? `Branch code: ${bank.branchCode}` : null,
        bank.swift ? `SWIFT: ${bank.swift}` : null,
      ]
        .filter(Boolean)
        .join('\n'),
      `Please quote ${reference} as the payment reference, so we can match your payment.`,
    ].join('\n\n'),
  deposit: (amount: string) => `The deposit to confirm it is ${amount}.`,
  balance: (amount: string, due: string | null) => (due ? `The balance of ${amount} is due by ${formatDate(due)}.` : `The balance of ${amount} is due 60 days before departure.`),
  noBank: 'No bank details are set: add them in Settings first',
  nothingDue: 'Nothing is due on this booking',
  noTraveller: 'The inquiry was erased: there is nobody to write to',
} as const;

/**
 * `POST /api/admin/bookings/:id/payment-details` (issue 29): mails the traveller the company's bank details and
 * what is due, through the mail queue like a reply. Staff may use it (a mail to the traveller, as a reply is).
 */
export function adminPaymentDetailsRoutes(mailer: Mailer) {
  const routes = new ApiHandlers();
  routes.on('bookings.sendPaymentDetails', async (req, res) => {
    const id = pathId(req.params.id, 'Booking');
    const booking = await req.services.bookings.detail(id, siteToday());
    if (!booking) throw notFound('Booking not found');
    const { bank } = await req.services.companySettings.get();
    if (!bank) throw new HttpError(409, paymentDetailsContent.noBank);
    if (!booking.inquiryId) throw new HttpError(409, paymentDetailsContent.noTraveller);
    if (booking.status === 'cancelled' || booking.balance <= 0) throw new HttpError(409, paymentDetailsContent.nothingDue);
    const money = (amount: number) => formatMoney(amount, booking.currency);
    const due = booking.depositDue > 0 ? paymentDetailsContent.deposit(money(booking.depositDue)) : paymentDetailsContent.balance(money(booking.balance), booking.balanceDueOn);
    const reply = { subject: paymentDetailsContent.subject(booking.reference), body: paymentDetailsContent.body(booking.leadName, booking.reference, due, bank) };
    const queued = await req.services.transaction(async (tx) => {
      const inquiry = await tx.mail.inquiry(booking.inquiryId!);
      return inquiry ? mailer.reply(tx.em, inquiry, reply, req.admin?.username ?? null) : null;
    });
    if (!queued) throw new HttpError(409, paymentDetailsContent.noTraveller);
    res.status(202).json({ subject: reply.subject });
  });
  return routes;
}
