import type { InferEntity } from '@mikro-orm/core';
import type { Booking, BookingEvent, Payment, Refund } from '../entities/index.ts';
import type { BookingCancellation, BookingEventView, BookingListItem, BookingReminderView, PaymentView, RefundView } from '#lib/domain/sale/proposal.types.ts';
import type { BookingStatus, CancelledBy, PaymentMethod } from '#lib/domain/booking/booking.schema.ts';
import type { ProposalCurrency } from '#lib/domain/sale/proposal.schema.ts';
import { reminderSchedule, reminderStop, unplannedReminder } from '#lib/domain/booking/balance-reminders.ts';
import { bookingMoney, type BookingMoney, refundOutstandingMinor } from '#lib/domain/booking/booking-facts.ts';
import { fromMinor } from '#lib/domain/money/money.ts';
import { siteToday } from '../site-time-zone.ts';
import { toPlainDate } from '#lib/domain/dates.ts';

/** How a booking's rows become what the API and pages read: figures in major units, made from integer minor units. */

export type BookingRow = InferEntity<typeof Booking>;
export type PaymentRow = InferEntity<typeof Payment>;
export type RefundRow = InferEntity<typeof Refund>;
export type BookingEventRow = InferEntity<typeof BookingEvent>;

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** The booking's money facts (decision 165) from its stored sums. */
export const moneyOf = (b: BookingRow): BookingMoney =>
  bookingMoney({
    totalMinor: Number(b.totalMinor),
    depositMinor: Number(b.depositMinor),
    receivedMinor: Number(b.paidMinor),
    refundedMinor: Number(b.refundedMinor ?? 0),
    cancelled: b.status === 'cancelled',
  });

/** Staff's view: `paid` is what was received, with `refunded` and `net` beside it (the ledger's three figures). */
export function toListItem(b: BookingRow): BookingListItem {
  const currency = b.currency as ProposalCurrency;
  const money = (minor: number) => fromMinor(minor, currency);
  const facts = moneyOf(b);
  return {
    id: b.id,
    reference: b.reference,
    inquiryId: b.inquiry?.id ?? null,
    proposalId: b.proposal.id,
    status: b.status as BookingStatus,
    currency,
    total: money(Number(b.totalMinor)),
    paid: money(facts.receivedMinor),
    balance: money(facts.balanceMinor),
    balanceDueOn: toPlainDate(b.balanceDueOn),
    departureOn: toPlainDate(b.departureOn),
    departureId: b.departure?.id ?? null,
    leadName: b.leadName,
    depositDue: money(facts.depositDueMinor),
    refunded: money(facts.refundedMinor),
    net: money(facts.paidMinor),
    refundDue: b.refundDueMinor == null ? null : money(Number(b.refundDueMinor)),
    cancelledOn: toPlainDate(b.cancelledOn),
    createdAt: b.createdAt.toISOString(),
  };
}

export const toPayment = (p: PaymentRow): PaymentView => ({
  id: p.id,
  amount: fromMinor(Number(p.amountMinor), p.currency),
  currency: p.currency as ProposalCurrency,
  received: p.receivedMinor == null || !p.receivedCurrency ? null : { amount: fromMinor(Number(p.receivedMinor), p.receivedCurrency), currency: p.receivedCurrency as ProposalCurrency },
  receivedOn: toPlainDate(p.receivedOn)!,
  method: p.method as PaymentMethod,
  reference: p.reference ?? null,
  recordedBy: p.recordedBy ?? null,
  createdAt: p.createdAt.toISOString(),
  voidedAt: iso(p.voidedAt),
  voidReason: p.voidReason ?? null,
  voidedBy: p.voidedBy ?? null,
});

export const toRefund = (r: RefundRow): RefundView => ({
  id: r.id,
  amount: fromMinor(Number(r.amountMinor), r.currency),
  currency: r.currency as ProposalCurrency,
  paidOn: toPlainDate(r.paidOn)!,
  method: r.method as PaymentMethod,
  reference: r.reference ?? null,
  recordedBy: r.recordedBy ?? null,
  createdAt: r.createdAt.toISOString(),
  voidedAt: iso(r.voidedAt),
  voidReason: r.voidReason ?? null,
  voidedBy: r.voidedBy ?? null,
});

export const toBookingEvent = (e: BookingEventRow): BookingEventView => ({
  id: e.id,
  kind: e.kind as BookingEventView['kind'],
  author: e.author ?? null,
  data: { ...e.data },
  createdAt: e.createdAt.toISOString(),
});

export function toCancellation(b: BookingRow): BookingCancellation | null {
  if (b.status !== 'cancelled' || !b.cancelledOn) return null;
  const money = (minor: number) => fromMinor(minor, b.currency);
  const due = Number(b.refundDueMinor ?? 0);
  return {
    cancelledOn: toPlainDate(b.cancelledOn)!,
    reason: b.cancelReason ?? null,
    cancelledBy: b.cancelledBy ?? null,
    party: (b.cancelledParty ?? 'traveller') as CancelledBy,
    daysBeforeDeparture: b.daysBeforeDeparture ?? null,
    bandDaysBefore: b.refundBandDays ?? null,
    refundPercent: Number(b.refundPercent ?? 0),
    refundDue: money(due),
    refundOutstanding: money(refundOutstandingMinor(due, Number(b.refundedMinor ?? 0))),
  };
}

/** Where each balance reminder of a booking stands, from the reminders mailed and the balance (decision 100). */
export function remindersOf(item: BookingListItem, mailed: { kind: string; dueOn: string | Date }[], bookedAt: Date): BookingReminderView[] {
  if (!item.balanceDueOn) return [];
  const bookedOn = siteToday(bookedAt);
  const reminders = reminderSchedule(item.balanceDueOn).map(({ kind, on }) => {
    const sent = mailed.some((m) => m.kind === kind && toPlainDate(m.dueOn) === item.balanceDueOn);
    // A cancelled booking's reminders still due never go (issue 26).
    const state: BookingReminderView['state'] = sent ? 'sent' : unplannedReminder(on, bookedOn) ? 'not planned' : (reminderStop(item) ?? 'planned');
    return { kind, on, state };
  });
  // A cancelled booking has no payment schedule left (issue 39): only the reminders that went are history.
  return item.status === 'cancelled' ? reminders.filter((r) => r.state === 'sent') : reminders;
}
