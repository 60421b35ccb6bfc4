import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Booking, BookingEvent, InquiryEvent, Payment, Refund } from '../entities/index.ts';
import type { CancellationBand } from '#lib/domain/site/company-settings.types.ts';
import type { PaymentView, RefundView } from '#lib/domain/sale/proposal.types.ts';
import type { CancelBookingInput, PaymentInput, RefundInput } from '#lib/domain/booking/booking.schema.ts';
import { cancellationRefundMinor, cancellationTerms } from '#lib/domain/booking/cancellation.ts';
import { implausibleRate, overpays, sameReference } from '#lib/domain/booking/ledger-rules.ts';
import { addYears, toPlainDate } from '#lib/domain/dates.ts';
import { formatMinor, formatMoney, toMinor } from '#lib/domain/money/money.ts';
import { bookingState } from '#lib/domain/booking/booking-facts.ts';
import { siteToday } from '../site-time-zone.ts';
import { moneyOf, toPayment, toRefund, type BookingRow } from './booking-rows.ts';
import { eventTime } from './inquiries.repo.ts';
import { eraseAfterBooking } from './after-booking-erasure.ts';

/** A booking as it stands after a write: what the operation needs to queue mails and reminders. */
export interface LedgerBooking {
  id: string;
  reference: string;
  inquiryId: string | null;
  email: string;
  status: string;
  balanceDueOn: string | null;
  /** The operator's day (SITE_TIMEZONE) it was made: no reminder falls on it (issue 38). */
  bookedOn: string;
}

/** A payment to confirm first (issue 38): its credited amount's rate is implausible, or it pays more than is owed. */
export type PaymentQuestion = { confirm: 'rate' } | { confirm: 'overpay'; balanceMinor: number; currency: string };
export type PaymentOutcome = LedgerBooking | null | 'credited' | { dates: { from: string; to: string } } | { duplicateOf: PaymentView } | PaymentQuestion;
export type RefundOutcome = LedgerBooking | null | 'currency' | { dates: { from: string; to: string } } | { overMinor: number } | { duplicateOf: RefundView };
export type CancelOutcome = (LedgerBooking & { cancelledNow: boolean }) | null | { dates: { from: string; to: string } };

const ledgerBooking = (b: BookingRow): LedgerBooking => ({
  id: b.id,
  reference: b.reference,
  inquiryId: b.inquiry?.id ?? null,
  email: b.email,
  status: b.status,
  balanceDueOn: toPlainDate(b.balanceDueOn),
  bookedOn: siteToday(b.createdAt),
});

/**
 * The money of a booking (issue 26, decision 134): payments, voids, refunds, cancellation, each with an entry on
 * the booking's own timeline. Every write locks the booking's row first, so writes to one booking (two owners
 * recording the same transfer, a cancel during a payment) run one after the other and each sees the last.
 * Staged like every repository: the caller's transaction decides.
 */
export class BookingLedgerRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  private lock(id: string) {
    return this.em.findOne(Booking, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  private event(booking: BookingRow, kind: string, author: string | null, data: Record<string, string | number | null>) {
    this.em.create(BookingEvent, { id: randomUUID(), booking, kind, author, data, createdAt: eventTime() });
  }

  /** Payment and refund dates (issue 26): from a year before the booking was made (an early deposit) up to today. */
  private dates(booking: BookingRow, today: string) {
    return { from: addYears(siteToday(booking.createdAt), -1), to: today };
  }

  /**
   * After a payment, a void or a refund: the status follows what the traveller has paid net of refunds (decision
   * 165), but a cancelled booking stays cancelled, its refund due worked out again from its stored percent and the
   * money received (a transfer that lands after the cancel counts; issue 26).
   */
  private settle(booking: BookingRow) {
    const total = Number(booking.totalMinor);
    if (booking.status === 'cancelled') booking.refundDueMinor = cancellationRefundMinor(booking.cancelledParty ?? 'traveller', Number(booking.paidMinor), total, Number(booking.refundPercent ?? 0));
    else booking.status = bookingState(moneyOf(booking).paidMinor, Number(booking.depositMinor), total);
  }

  async addPayment(id: string, input: PaymentInput, author: string | null, today: string): Promise<PaymentOutcome> {
    const booking = await this.lock(id);
    if (!booking) return null;
    // Another currency is credited at what the bank gave (decision 150): the credited amount is then required.
    const foreign = input.currency !== booking.currency;
    if (foreign && input.creditedAmount == null) return 'credited';
    const dates = this.dates(booking, today);
    if (input.receivedOn < dates.from || input.receivedOn > dates.to) return { dates };
    const reference = input.reference?.trim() || null;
    if (reference && !input.confirmDuplicate) {
      const earlier = (await this.em.find(Payment, { booking: id, voidedAt: null }, { orderBy: { createdAt: 'asc' } })).find((p) => sameReference(p.reference, reference));
      if (earlier) return { duplicateOf: toPayment(earlier) };
    }
    const amountMinor = toMinor(foreign ? input.creditedAmount! : input.amount, booking.currency);
    if (foreign && !input.confirmRate && implausibleRate({ amount: input.amount, currency: input.currency }, { amount: input.creditedAmount!, currency: booking.currency })) return { confirm: 'rate' };
    const { balanceMinor } = moneyOf(booking);
    // On a cancelled booking nothing is due, yet money still arrives (a transfer sent before the cancellation): it is
    // recorded as it came, and the refund due grows with it, so there is nothing to confirm.
    if (!input.confirmOverpay && booking.status !== 'cancelled' && overpays(amountMinor, balanceMinor)) return { confirm: 'overpay', balanceMinor: Math.max(0, balanceMinor), currency: booking.currency };
    const received = foreign ? { receivedMinor: toMinor(input.amount, input.currency), receivedCurrency: input.currency } : { receivedMinor: null, receivedCurrency: null };
    const payment = this.em.create(Payment, {
      id: randomUUID(),
      booking,
      amountMinor,
      currency: booking.currency,
      ...received,
      receivedOn: input.receivedOn,
      method: input.method,
      reference,
      recordedBy: author,
    });
    booking.paidMinor = Number(booking.paidMinor) + amountMinor;
    this.settle(booking);
    this.event(booking, 'payment', author, { paymentId: payment.id, amountMinor, currency: booking.currency, ...received, method: input.method, reference, receivedOn: input.receivedOn });
    if (booking.inquiry) {
      const data = { paymentId: payment.id, reference: booking.reference, amountMinor, currency: booking.currency, received: foreign ? { amountMinor: received.receivedMinor!, currency: input.currency } : null, method: input.method, paymentReference: reference ?? null };
      this.em.create(InquiryEvent, { id: randomUUID(), inquiry: booking.inquiry, kind: 'payment', author, data, createdAt: eventTime() });
    }
    return ledgerBooking(booking);
  }

  /**
   * Strikes a payment out: kept, with who and why, and left out of every sum. 'refunded' when the refunds recorded
   * would then exceed what was paid; a payment voided already is left as it is.
   */
  async voidPayment(paymentId: string, reason: string, author: string | null): Promise<(LedgerBooking & { voidedNow: boolean }) | null | 'refunded'> {
    const found = await this.em.findOne(Payment, { id: paymentId });
    if (!found) return null;
    const booking = await this.lock(found.booking.id);
    const payment = await this.em.findOne(Payment, { id: paymentId }, { refresh: true });
    if (!booking || !payment) return null;
    if (payment.voidedAt) return { ...ledgerBooking(booking), voidedNow: false };
    const paid = Number(booking.paidMinor) - Number(payment.amountMinor);
    if (paid < Number(booking.refundedMinor)) return 'refunded';
    payment.voidedAt = new Date();
    payment.voidReason = reason;
    payment.voidedBy = author;
    booking.paidMinor = paid;
    this.settle(booking);
    this.event(booking, 'payment-voided', author, { paymentId, amountMinor: Number(payment.amountMinor), currency: payment.currency, reference: payment.reference ?? null, reason });
    return { ...ledgerBooking(booking), voidedNow: true };
  }

  /**
   * Money paid back: in the booking's currency, never more than was paid net of earlier refunds. The booking's row is
   * locked first, so two owners recording the same refund at once take turns and the second finds the first's
   * reference (issue 38) unless it says `confirmDuplicate`.
   */
  async addRefund(id: string, input: RefundInput, author: string | null, today: string): Promise<RefundOutcome> {
    const booking = await this.lock(id);
    if (!booking) return null;
    if (input.currency !== booking.currency) return 'currency';
    const dates = this.dates(booking, today);
    if (input.paidOn < dates.from || input.paidOn > dates.to) return { dates };
    const reference = input.reference?.trim() || null;
    if (reference && !input.confirmDuplicate) {
      const earlier = (await this.em.find(Refund, { booking: id, voidedAt: null }, { orderBy: { createdAt: 'asc' } })).find((r) => sameReference(r.reference, reference));
      if (earlier) return { duplicateOf: toRefund(earlier) };
    }
    const amountMinor = toMinor(input.amount, booking.currency);
    const available = moneyOf(booking).paidMinor;
    if (amountMinor > available) return { overMinor: Math.max(0, available) };
    const refund = this.em.create(Refund, {
      id: randomUUID(),
      booking,
      amountMinor,
      currency: input.currency,
      paidOn: input.paidOn,
      method: input.method,
      reference,
      recordedBy: author,
    });
    booking.refundedMinor = Number(booking.refundedMinor) + amountMinor;
    this.settle(booking);
    this.event(booking, 'refund', author, { refundId: refund.id, amountMinor, currency: input.currency, method: input.method, reference: refund.reference ?? null, paidOn: input.paidOn });
    return ledgerBooking(booking);
  }

  /**
   * Strikes a refund out (issue 38): kept, with who and why, and left out of every sum, the refund still owed on a
   * cancelled booking included. A refund voided already is left as it is.
   */
  async voidRefund(refundId: string, reason: string, author: string | null): Promise<(LedgerBooking & { voidedNow: boolean }) | null> {
    const found = await this.em.findOne(Refund, { id: refundId });
    if (!found) return null;
    const booking = await this.lock(found.booking.id);
    const refund = await this.em.findOne(Refund, { id: refundId }, { refresh: true });
    if (!booking || !refund) return null;
    if (refund.voidedAt) return { ...ledgerBooking(booking), voidedNow: false };
    refund.voidedAt = new Date();
    refund.voidReason = reason;
    refund.voidedBy = author;
    booking.refundedMinor = Number(booking.refundedMinor) - Number(refund.amountMinor);
    this.settle(booking);
    this.event(booking, 'refund-voided', author, { refundId, amountMinor: Number(refund.amountMinor), currency: refund.currency, reference: refund.reference ?? null, reason });
    return { ...ledgerBooking(booking), voidedNow: true };
  }

  /**
   * Cancels by the schedule: the refund due is min(received, the band's percent × total), to the cent, from the whole
   * days between `cancelledOn` and the departure. Received, not net: every refund recorded, before the cancel or
   * after, is taken from it to give what is still to refund (decision 165). A booking cancelled already is returned as it is.
   */
  async cancel(id: string, input: CancelBookingInput, author: string | null, today: string, schedule: readonly CancellationBand[]): Promise<CancelOutcome> {
    const booking = await this.lock(id);
    if (!booking) return null;
    if (booking.status === 'cancelled') return { ...ledgerBooking(booking), cancelledNow: false };
    const cancelledOn = input.cancelledOn ?? today;
    const dates = { from: siteToday(booking.createdAt), to: today };
    if (cancelledOn < dates.from || cancelledOn > dates.to) return { dates };
    const terms = cancellationTerms(
      schedule,
      { cancelledOn, departureOn: toPlainDate(booking.departureOn), totalMinor: Number(booking.totalMinor), paidMinor: Number(booking.paidMinor) },
      input.cancelledBy,
    );
    booking.status = 'cancelled';
    booking.cancelledParty = input.cancelledBy;
    booking.cancelledOn = cancelledOn;
    booking.cancelReason = input.reason;
    booking.cancelledBy = author;
    booking.refundPercent = terms.refundPercent;
    booking.refundBandDays = terms.band?.daysBefore ?? null;
    booking.daysBeforeDeparture = terms.daysBeforeDeparture;
    booking.refundDueMinor = terms.refundDueMinor;
    this.event(booking, 'cancelled', author, {
      cancelledOn,
      cancelledBy: input.cancelledBy,
      reason: input.reason,
      daysBeforeDeparture: terms.daysBeforeDeparture,
      bandDaysBefore: terms.band?.daysBefore ?? null,
      refundPercent: terms.refundPercent,
      refundDueMinor: terms.refundDueMinor,
      currency: booking.currency,
    });
    return { ...ledgerBooking(booking), cancelledNow: true };
  }

  /**
   * Erasure (decision 134): before the enquiries `inquiryIds` are deleted, their bookings and proposals keep the
   * money (amounts, currency, dates, references, payments, refunds) and lose the person: the lead name becomes
   * "Erased traveller"; e-mail, phone, travellers' names, the cancellation's reason and the proposals' notes go;
   * a proposal's link goes too. A version still out (sent) ends as declined: nobody can accept it without its link,
   * and it must not keep holding seats until its validity ends (decision 135; the seats trigger tells the cache).
   * Runs at once, in the caller's transaction.
   */
  async anonymiseForInquiries(inquiryIds: readonly string[]): Promise<number> {
    if (inquiryIds.length === 0) return 0;
    const list = inquiryIds.map(() => '?').join(', ');
    const bookings = await this.em.execute<{ id: string }[]>(
      `update bookings set lead_name = ?, email = '', phone = '', travellers = '[]', cancel_reason = null, erased_at = now(), updated_at = now()
        where inquiry_id in (${list}) returning id`,
      [ERASED_NAME, ...inquiryIds],
    );
    if (bookings.length > 0) {
      const ids = bookings.map((b) => b.id);
      // Issue 30's copies of the traveller: guest details, reservations' names, the pack's link.
      await eraseAfterBooking(this.em, ids);
      await this.em.execute(`update booking_events set data = data - 'reason' where kind = 'cancelled' and booking_id in (${ids.map(() => '?').join(', ')})`, ids);
      await this.em.execute(
        `insert into booking_events (id, booking_id, kind, author, data, created_at) select gen_random_uuid(), id, 'erased', null, '{}', now() from bookings where id in (${ids.map(() => '?').join(', ')})`,
        ids,
      );
    }
    await this.em.execute(
      `update proposals set note = null, token_hash = null, link_nonce = null, status = case when status = 'sent' then 'declined' else status end where inquiry_id in (${list})`,
      [...inquiryIds],
    );
    return bookings.length;
  }
}

/** What an erased booking calls its traveller (issue 26). */
export const ERASED_NAME = 'Erased traveller';
