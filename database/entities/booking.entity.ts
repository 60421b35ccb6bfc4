import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Inquiry } from './inquiry.entity.ts';
import { Proposal } from './proposal.entity.ts';
import { Departure } from './departure.entity.ts';

/**
 * An accepted proposal (issue 18). One per proposal (a unique key, so two accepts at once make one);
 * `reference` is what the traveller quotes on the bank transfer. A financial record (issue 26, decision 134):
 * it outlives its enquiry (`inquiry` becomes null on erasure) with its personal fields anonymised.
 */
export const Booking = defineEntity({
  name: 'Booking',
  tableName: 'bookings',
  indexes: [{ properties: ['status', 'balanceDueOn'] }, { properties: ['createdAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    reference: p.string().length(8).unique(),
    inquiry: () => p.manyToOne(Inquiry).fieldName('inquiry_id').nullable().deleteRule('set null').index(),
    proposal: () => p.oneToOne(Proposal).fieldName('proposal_id').owner().unique().deleteRule('cascade'),
    status: p.enum(['deposit-due', 'confirmed', 'paid', 'cancelled'] as const).default('deposit-due'),
    currency: p.string().length(3),
    totalMinor: p.bigint('number'),
    depositMinor: p.bigint('number'),
    // Σ of the payments not voided; refunds are counted apart, so net = paid − refunded.
    paidMinor: p.bigint('number').default(0),
    // Σ of the refunds not voided (issue 38).
    refundedMinor: p.bigint('number').default(0),
    leadName: p.string().length(200),
    phone: p.string().length(40),
    email: p.string().length(254),
    travellers: p.json<string[]>(),
    departureOn: p.date().nullable(),
    // The departure whose seats it takes (issue 26); a departure with bookings cannot be deleted.
    departure: () => p.manyToOne(Departure).fieldName('departure_id').nullable().deleteRule('restrict').index(),
    balanceDueOn: p.date().nullable(),
    // Cancellation by the terms (issue 26): the day, why, and the band of the schedule that set the refund due.
    cancelledOn: p.date().nullable(),
    cancelReason: p.text().nullable(),
    cancelledBy: p.string().length(100).nullable(),
    // Who cancelled (issue 39): the traveller's schedule applies, or the operator refunds all paid.
    cancelledParty: p.enum(['traveller', 'operator'] as const).nullable(),
    refundDueMinor: p.bigint('number').nullable(),
    refundPercent: p.decimal('number').precision(5).scale(2).nullable(),
    // Whole days from the cancellation to the departure, and the band's `daysBefore` (null: under the last band).
    daysBeforeDeparture: p.integer().nullable(),
    refundBandDays: p.integer().nullable(),
    // When the enquiry was erased and this booking's personal fields with it (decision 134).
    erasedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

/** Money received for a booking, as staff recorded it (no online payment: SPEC). */
export const Payment = defineEntity({
  name: 'Payment',
  tableName: 'payments',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    booking: () => p.manyToOne(Booking).fieldName('booking_id').deleteRule('cascade').index(),
    // The amount credited, in the booking's currency: every sum reads it (decision 150).
    amountMinor: p.bigint('number'),
    currency: p.string().length(3),
    // What arrived when it was another currency (rand against a dollar booking); null when the same.
    receivedMinor: p.bigint('number').nullable(),
    receivedCurrency: p.string().length(3).nullable(),
    receivedOn: p.date(),
    method: p.enum(['bank transfer', 'card', 'cheque', 'other'] as const),
    reference: p.string().length(200).nullable(),
    recordedBy: p.string().length(100).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    // A voided payment stays in the ledger, struck through, out of every sum (issue 26).
    voidedAt: p.datetime().nullable(),
    voidReason: p.text().nullable(),
    voidedBy: p.string().length(100).nullable(),
  },
});

/** Money paid back to the traveller (issue 26), in the booking's currency, as staff recorded it. */
export const Refund = defineEntity({
  name: 'Refund',
  tableName: 'refunds',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    booking: () => p.manyToOne(Booking).fieldName('booking_id').deleteRule('cascade').index(),
    amountMinor: p.bigint('number'),
    currency: p.string().length(3),
    paidOn: p.date(),
    method: p.enum(['bank transfer', 'card', 'cheque', 'other'] as const),
    reference: p.string().length(200).nullable(),
    recordedBy: p.string().length(100).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    // A refund struck out (issue 38) stays in the ledger, struck through, out of every sum.
    voidedAt: p.datetime().nullable(),
    voidReason: p.text().nullable(),
    voidedBy: p.string().length(100).nullable(),
  },
});

/**
 * A booking's own timeline (issue 26): created, payments, voids, refunds, reminders sent, cancellation. Stored
 * as data (kind + figures), put into words when shown, and kept when the enquiry and its timeline are erased.
 */
export const BookingEvent = defineEntity({
  name: 'BookingEvent',
  tableName: 'booking_events',
  indexes: [{ properties: ['booking', 'createdAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    booking: () => p.manyToOne(Booking).fieldName('booking_id').deleteRule('cascade'),
    kind: p.string().length(30),
    author: p.string().length(100).nullable(),
    data: p.json<Record<string, string | number | null>>().defaultRaw(`'{}'`),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/**
 * A balance reminder that was mailed: the key (booking, kind, due date) is inserted with the mail, so a
 * job that runs twice (a retry, a restart mid-job) mails once.
 */
export const BookingReminder = defineEntity({
  name: 'BookingReminder',
  tableName: 'booking_reminders',
  properties: {
    booking: () => p.manyToOne(Booking).fieldName('booking_id').primary().deleteRule('cascade'),
    kind: p.string().length(20).primary(),
    dueOn: p.date().primary(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
