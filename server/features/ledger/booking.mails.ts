import { createElement as h } from 'react';
import { siteToday } from '#database/site-time-zone.ts';
import type { BankDetails } from '#database/repositories/company-settings.repo.ts';
import type { BookingForMail } from '#database/repositories/bookings.repo.ts';
import { formatDate } from '#lib/format.ts';
import { formatMinor, formatMoney } from '#lib/domain/money/money.ts';
import type { Locale } from '#lib/domain/site/locale.ts';
import { proposalMailContent as copy } from '../sale/proposal-mail.content.ts';
import { travellerLetters } from '../sale/proposal-mail.content.de.ts';
import { bankLines, BookingLetter, StaffAlert } from '../sale/sale.mails.ts';
import type { StatementCause } from './ledger-mail.content.ts';
import { ledgerLetters } from './ledger-mail.content.de.ts';
import { packCopy } from '#lib/content/pack.content.de.ts';

/**
 * The booking's mails to the traveller (decision 140): one component each, the words in proposal-mail.content.ts and
 * its German sibling, written in the traveller's language (issue 42).
 */

/** What a letter to the traveller is given besides its figures. */
interface BankLetterProps {
  booking: BookingForMail;
  bank: BankDetails | null;
  locale: Locale;
}

export function BookingConfirmation({ booking, bank, locale }: BankLetterProps) {
  const c = travellerLetters[locale].confirmation;
  const money = (amount: number) => formatMoney(amount, booking.currency, locale);
  const wholeNow = booking.balanceDueOn !== null && booking.balanceDueOn <= siteToday(new Date(booking.createdAt));
  const due = booking.balanceDueOn ? formatDate(booking.balanceDueOn, locale) : null;
  return h(BookingLetter, {
    locale,
    paragraphs: [
      c.greeting(booking.leadName),
      c.intro(booking.reference),
      wholeNow ? c.wholeNow(money(booking.balance)) : c.deposit(money(booking.depositDue)),
      c.quote(booking.reference),
      bankLines(bank, locale),
      // In minor units: total − deposit in dollars and cents mixed made the balance wrong (issue 26).
      ...(due && !wholeNow ? [c.balance(formatMinor(booking.totalMinor - booking.depositMinor, booking.currency, locale), due)] : []),
    ],
  });
}

export function BalanceReminder({ booking, bank, locale }: BankLetterProps) {
  const r = travellerLetters[locale].reminder;
  const due = formatDate(booking.balanceDueOn ?? siteToday(), locale);
  return h(BookingLetter, {
    locale,
    paragraphs: [r.greeting(booking.leadName), r.body(booking.reference, formatMoney(booking.balance, booking.currency, locale), due), r.quote(booking.reference), bankLines(bank, locale)],
  });
}

/**
 * "Send payment details" (issue 29): the bank details and what is due now. Rendered when sent, from the booking and
 * Settings, so the bank numbers are in no stored row: staff read them as "(owner only)" (decision 137).
 */
export function PaymentDetails({ booking, bank, locale }: BankLetterProps) {
  const c = travellerLetters[locale].paymentDetails;
  const money = (amount: number) => formatMoney(amount, booking.currency, locale);
  const due = booking.depositDue > 0 ? c.deposit(money(booking.depositDue)) : c.balance(money(booking.balance), booking.balanceDueOn);
  return h(BookingLetter, { locale, paragraphs: [c.greeting(booking.leadName), c.intro(booking.reference, due), bankLines(bank, locale), c.quote(booking.reference)] });
}

/**
 * The cancellation in the words of who cancelled (issue 39): the traveller's, with the refund the schedule's band set
 * (issue 26); the operator's, with everything paid given back.
 */
export function BookingCancelled({ booking, locale }: { booking: BookingForMail; locale: Locale }) {
  const c = travellerLetters[locale].cancelled;
  const own = ledgerLetters[locale].cancelled;
  const band = c.band(booking.cancellation?.bandDaysBefore ?? null);
  const due = booking.refundDueMinor ?? 0;
  const on = formatDate(booking.cancelledOn ?? siteToday(), locale);
  const byOperator = booking.cancellation?.party === 'operator';
  const refund = byOperator
    ? due > 0
      ? own.operatorRefund(formatMinor(due, booking.currency, locale))
      : own.operatorNothingPaid
    : due > 0
      ? c.refund(formatMinor(due, booking.currency, locale), booking.cancellation?.refundPercent ?? 0, band)
      : c.noRefund(band);
  return h(BookingLetter, {
    locale,
    paragraphs: [c.greeting(booking.leadName), byOperator ? own.operator(booking.reference, on) : own.traveller(booking.reference, on), refund, c.questions],
  });
}

/** The money of a booking as the traveller is told it in a corrected statement (issue 39), in minor units when queued. */
export interface StatementMailData {
  bookingId: string;
  reference: string;
  leadName: string;
  currency: string;
  cause: StatementCause;
  /** Net of refunds: what the traveller has paid and not had back. */
  paidMinor: number;
  refundedMinor: number;
  cancelled: boolean;
  /** Cancelled: what is still to pay back to the traveller. */
  refundOutstandingMinor: number;
  balanceMinor: number;
  depositDueMinor: number;
  balanceDueOn: string | null;
}

/** What was paid, what was refunded and what is due now: the statement that replaces every figure mailed before. */
export function MoneyStatement({ statement, locale }: { statement: StatementMailData; locale: Locale }) {
  const c = ledgerLetters[locale].statement;
  const money = (minor: number) => formatMinor(minor, statement.currency, locale);
  const due = statement.cancelled
    ? statement.refundOutstandingMinor > 0
      ? c.refundDue(money(statement.refundOutstandingMinor))
      : c.nothingDue
    : statement.depositDueMinor > 0
      ? c.depositNow(money(statement.depositDueMinor))
      : statement.balanceMinor > 0
        ? c.balance(money(statement.balanceMinor), statement.balanceDueOn ? formatDate(statement.balanceDueOn, locale) : null)
        : c.nothingDue;
  const figures = [c.paid(money(statement.paidMinor)), ...(statement.refundedMinor > 0 ? [c.refunded(money(statement.refundedMinor))] : []), due].join('\n');
  return h(BookingLetter, { locale, paragraphs: [c.greeting(statement.leadName), c.intro(statement.reference), c.why[statement.cause], figures, c.questions] });
}

/** To staff: the booking made, and a link to it in the dashboard. */
export function BookingAlert({ booking, link }: { booking: BookingForMail; link: string }) {
  const money = (amount: number) => formatMoney(amount, booking.currency);
  return h(StaffAlert, { lines: [copy.bookingAlert.body(booking.leadName, booking.reference, money(booking.depositDue), money(booking.total))], link, label: copy.bookingAlert.open });
}

/** A payment's figures as they were when it was recorded (issue 29). */
export interface PaymentMailData {
  bookingId: string;
  reference: string;
  leadName: string;
  currency: string;
  amountMinor: number;
  receivedOn: string;
  totalMinor: number;
  /** What is still owed after this payment. */
  balanceMinor: number;
  /** What is left of the deposit after a part of it (issue 29); absent in a mail queued before it was kept. */
  depositDueMinor?: number;
  balanceDueOn: string | null;
}

export function PaymentReceipt({ payment, locale }: { payment: PaymentMailData; locale: Locale }) {
  const r = travellerLetters[locale].receipt;
  const money = (minor: number) => formatMinor(minor, payment.currency, locale);
  return h(BookingLetter, {
    locale,
    paragraphs: [
      r.greeting(payment.leadName),
      r.received(money(payment.amountMinor), formatDate(payment.receivedOn, locale), payment.reference),
      // A part of the deposit: the rest is what confirms the booking, and is due now.
      ...(payment.depositDueMinor ? [r.depositRest(money(payment.depositDueMinor))] : []),
      payment.balanceDueOn ? r.balance(money(payment.balanceMinor), formatDate(payment.balanceDueOn, locale)) : r.balanceNoDate(money(payment.balanceMinor)),
      r.quote(payment.reference),
    ],
  });
}

export function PaidInFull({ payment, packLink = null, locale }: { payment: PaymentMailData; packLink?: string | null; locale: Locale }) {
  const p = travellerLetters[locale].paidInFull;
  const money = (minor: number) => formatMinor(minor, payment.currency, locale);
  const paragraphs = [p.greeting(payment.leadName), p.body(money(payment.amountMinor), money(payment.totalMinor), payment.reference), ...(packLink ? [packCopy[locale].paidInFullLink(packLink)] : []), p.next];
  return h(BookingLetter, { locale, paragraphs });
}
