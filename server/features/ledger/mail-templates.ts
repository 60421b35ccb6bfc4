import { createElement as h } from 'react';
import type { MailTemplates } from '../../mail/render.ts';
import { packLinkForMail } from '../pack/trip-pack.ts';
import { BalanceReminder, BookingAlert, BookingCancelled, BookingConfirmation, MoneyStatement, PaidInFull, PaymentDetails, PaymentReceipt, type PaymentMailData, type StatementMailData } from './booking.mails.ts';

const letters = { 'booking-confirmation': BookingConfirmation, 'balance-reminder': BalanceReminder, 'payment-details': PaymentDetails } as const;

/** A bank letter (confirmation, reminder, payment details): the booking and the bank details in Settings when sent. */
const bankLetter = (template: keyof typeof letters): MailTemplates[keyof typeof letters] => ({
  to: 'traveller',
  bookingSubject: true,
  build: async (_mail, ctx) => {
    const { bank } = await ctx.services.companySettings.get();
    return { element: h(letters[template], { booking: await ctx.booking(), bank, locale: await ctx.locale() }) };
  },
});

/** The booking's mails: its letters and receipts to the traveller, and staff's alert of a new booking. */
export const ledgerMailTemplates: MailTemplates = {
  'booking-alert': {
    to: 'staff',
    bookingSubject: true,
    build: async (_mail, ctx) => {
      const booking = await ctx.booking();
      return { element: h(BookingAlert, { booking, link: `${ctx.settings.siteUrl}/admin/bookings/${booking.id}` }) };
    },
  },
  'booking-confirmation': bankLetter('booking-confirmation'),
  'balance-reminder': bankLetter('balance-reminder'),
  'payment-details': bankLetter('payment-details'),
  'booking-cancelled': { to: 'traveller', bookingSubject: true, build: async (_mail, ctx) => ({ element: h(BookingCancelled, { booking: await ctx.booking(), locale: await ctx.locale() }) }) },
  'payment-receipt': {
    to: 'traveller',
    bookingSubject: true,
    build: async (mail, ctx) => ({ element: h(PaymentReceipt, { payment: mail.data as unknown as PaymentMailData, locale: await ctx.locale() }) }),
  },
  // Issue 39: the pack holds the vouchers once all is paid, so the mail links it.
  'paid-in-full': {
    to: 'traveller',
    bookingSubject: true,
    build: async (mail, ctx) => {
      const packLink = await packLinkForMail(ctx.services, String(mail.data.bookingId), ctx.settings.siteUrl);
      return { element: h(PaidInFull, { payment: mail.data as unknown as PaymentMailData, packLink, locale: await ctx.locale() }) };
    },
  },
  // The figures as they were when the money changed (issue 39): a later change sends a statement of its own.
  'money-statement': {
    to: 'traveller',
    bookingSubject: true,
    build: async (mail, ctx) => ({ element: h(MoneyStatement, { statement: mail.data as unknown as StatementMailData, locale: await ctx.locale() }) }),
  },
};
