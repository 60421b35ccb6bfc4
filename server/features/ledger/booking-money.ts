import { refundOutstandingMinor } from '#lib/domain/booking/booking-facts.ts';
import { siteToday } from '#database/site-time-zone.ts';
import type { PaymentInput, RefundInput } from '#lib/domain/booking/booking.schema.ts';
import type { LedgerBooking } from '#database/repositories/booking-ledger.repo.ts';
import type { BookingDetail, PaymentView, RefundView } from '#lib/domain/sale/proposal.types.ts';
import type { PaymentMailData, StatementMailData } from './booking.mails.ts';
import type { StatementCause } from './ledger-mail.content.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import { planReminders } from './booking-reminders.ts';
import { travellerLetters } from '../sale/proposal-mail.content.de.ts';
import { ledgerLetters } from './ledger-mail.content.de.ts';

type Dates = { from: string; to: string };
type Recorded = { kind: 'recorded'; booking: BookingDetail | null };

/**
 * Null: no such booking. 'recorded': the booking as staff now see it, read once the transaction has committed.
 * 'credited': more credited than received; 'dates': received outside the days a payment can be dated;
 * 'duplicate': that bank reference is already recorded.
 */
export type PaymentAnswer =
  | Recorded
  | { kind: 'credited' }
  | { kind: 'dates'; dates: Dates }
  | { kind: 'duplicate'; earlier: PaymentView }
  // Issue 38: asked before it is recorded, and recorded once staff confirm.
  | { kind: 'rate' }
  | { kind: 'overpay'; balanceMinor: number; currency: string }
  | null;
/**
 * As a payment's; 'currency': not the booking's; 'over': more than was paid less earlier refunds, at most
 * `overMinor`; 'duplicate': that reference is on an earlier refund of the booking (issue 38).
 */
export type RefundAnswer = Recorded | { kind: 'currency' } | { kind: 'dates'; dates: Dates } | { kind: 'over'; overMinor: number } | { kind: 'duplicate'; earlier: RefundView } | null;
/** Null: no such payment. 'refunded': striking it out would leave more refunded than paid. */
export type VoidAnswer = Recorded | { kind: 'refunded' } | null;

const recorded = async (services: Services, bookingId: string): Promise<Recorded> => ({ kind: 'recorded', booking: await services.bookings.detail(bookingId, siteToday()) });

/**
 * Money recorded against a booking (issues 18 and 26), each in one transaction that locks the booking's row:
 * two owners recording the same transfer at once run one after the other, and the second finds the first's
 * bank reference unless it says `confirmDuplicate`.
 */
export async function recordPayment(services: Services, mailer: Mailer, bookingId: string, input: PaymentInput, author: string | null): Promise<PaymentAnswer> {
  const outcome = await services.transaction(async (tx) => {
    const today = siteToday();
    const paidBefore = await tx.paymentMail.lockPaidMinor(bookingId);
    const booking = await tx.ledger.addPayment(bookingId, input, author, today);
    if (booking && typeof booking === 'object' && 'id' in booking) {
      // A payment changes what is owed: the reminders are planned again (same keys; a job finds the balance paid).
      await planReminders(mailer, tx.em, booking, today);
      // A transfer landing after a cancel changes the refund due: the traveller gets the statement, not a receipt.
      if (booking.status === 'cancelled') await mailStatement(tx, mailer, booking, 'refund-due');
      else await mailReceipt(tx, mailer, booking, paidBefore ?? 0, input.receivedOn);
    }
    return booking;
  });
  if (!outcome) return null;
  if (outcome === 'credited') return { kind: 'credited' };
  if ('dates' in outcome) return { kind: 'dates', dates: outcome.dates };
  if ('duplicateOf' in outcome) return { kind: 'duplicate', earlier: outcome.duplicateOf };
  if ('confirm' in outcome) return outcome.confirm === 'rate' ? { kind: 'rate' } : { kind: 'overpay', balanceMinor: outcome.balanceMinor, currency: outcome.currency };
  return recorded(services, bookingId);
}

/**
 * The traveller's receipt (issue 29): the amount credited, what is still due and by when, as they are now; or,
 * once nothing is owed, a "paid in full" note instead. A booking whose enquiry was erased gets no mail.
 */
async function mailReceipt(tx: Services, mailer: Mailer, booking: LedgerBooking, paidBefore: number, receivedOn: string): Promise<void> {
  if (!booking.inquiryId) return;
  await tx.em.flush();
  const now = await tx.bookings.forMail({ id: booking.id });
  if (!now) return;
  const balanceMinor = now.money.balanceMinor;
  const template = now.money.paidInFull ? 'paid-in-full' : 'payment-receipt';
  const data: PaymentMailData = {
    bookingId: now.id,
    reference: now.reference,
    leadName: now.leadName,
    currency: now.currency,
    amountMinor: now.paidMinor - paidBefore,
    receivedOn,
    totalMinor: now.totalMinor,
    balanceMinor: Math.max(0, balanceMinor),
    depositDueMinor: now.money.depositDueMinor,
    balanceDueOn: now.balanceDueOn,
  };
  const letters = travellerLetters[await tx.inquiries.localeOf(booking.inquiryId)];
  const subject = template === 'paid-in-full' ? letters.paidInFull.subject(now.reference) : letters.receipt.subject(now.reference);
  await mailer.enqueue(tx.em, { template, recipient: now.email, subject, data: { ...data }, inquiryId: booking.inquiryId });
}

/**
 * The traveller's corrected statement (issue 39): whenever money they were told about changes (a void, a refund, a
 * refund struck out, a refund due changed), what they have paid, what was refunded and what is due now, as it stands
 * in this transaction. Queued with the change, so a rollback sends nothing; an erased enquiry's booking gets none.
 */
async function mailStatement(tx: Services, mailer: Mailer, booking: LedgerBooking, cause: StatementCause): Promise<void> {
  if (!booking.inquiryId) return;
  await tx.em.flush();
  const now = await tx.bookings.forMail({ id: booking.id });
  if (!now) return;
  const cancelled = now.status === 'cancelled';
  const data: StatementMailData = {
    bookingId: now.id,
    reference: now.reference,
    leadName: now.leadName,
    currency: now.currency,
    cause,
    paidMinor: now.money.paidMinor,
    refundedMinor: now.money.refundedMinor,
    cancelled,
    refundOutstandingMinor: cancelled ? refundOutstandingMinor(now.refundDueMinor ?? 0, now.money.refundedMinor) : 0,
    balanceMinor: Math.max(0, now.money.balanceMinor),
    depositDueMinor: now.money.depositDueMinor,
    balanceDueOn: now.balanceDueOn,
  };
  const subject = ledgerLetters[await tx.inquiries.localeOf(booking.inquiryId)].statement.subject(now.reference);
  await mailer.enqueue(tx.em, { template: 'money-statement', recipient: now.email, subject, data: { ...data }, inquiryId: booking.inquiryId });
}

/** Strikes a payment out of the sums, keeping it in the ledger; the traveller gets the corrected statement. */
export async function voidPayment(services: Services, mailer: Mailer, paymentId: string, reason: string, author: string | null): Promise<VoidAnswer> {
  const outcome = await services.transaction(async (tx) => {
    const voided = await tx.ledger.voidPayment(paymentId, reason, author);
    if (voided && voided !== 'refunded' && voided.voidedNow) await mailStatement(tx, mailer, voided, 'payment-voided');
    return voided;
  });
  if (!outcome) return null;
  if (outcome === 'refunded') return { kind: 'refunded' };
  return recorded(services, outcome.id);
}

/** Money paid back to the traveller, who gets the corrected statement. */
export async function recordRefund(services: Services, mailer: Mailer, bookingId: string, input: RefundInput, author: string | null): Promise<RefundAnswer> {
  const outcome = await services.transaction(async (tx) => {
    const refunded = await tx.ledger.addRefund(bookingId, input, author, siteToday());
    if (refunded && typeof refunded === 'object' && 'id' in refunded) await mailStatement(tx, mailer, refunded, 'refund');
    return refunded;
  });
  if (!outcome) return null;
  if (outcome === 'currency') return { kind: 'currency' };
  if ('dates' in outcome) return { kind: 'dates', dates: outcome.dates };
  if ('overMinor' in outcome) return { kind: 'over', overMinor: outcome.overMinor };
  if ('duplicateOf' in outcome) return { kind: 'duplicate', earlier: outcome.duplicateOf };
  return recorded(services, bookingId);
}

/** Null: no such refund. Strikes a refund out of every sum (issue 38); the traveller gets the corrected statement. */
export async function voidRefund(services: Services, mailer: Mailer, refundId: string, reason: string, author: string | null): Promise<Recorded | null> {
  const outcome = await services.transaction(async (tx) => {
    const voided = await tx.ledger.voidRefund(refundId, reason, author);
    if (voided?.voidedNow) await mailStatement(tx, mailer, voided, 'refund-voided');
    return voided;
  });
  if (!outcome) return null;
  return recorded(services, outcome.id);
}
