import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { randomInt, randomUUID } from 'node:crypto';
import { Booking, BookingEvent, BookingReminder, InquiryEvent, Payment, Proposal, Refund } from '../entities/index.ts';
import type { AcceptedBooking, BookingCancellation, BookingDetail, BookingSummary, BookingListItem, BookingPage } from '#lib/domain/sale/proposal.types.ts';
import type { BookingListQuery, BookingStatus } from '#lib/domain/booking/booking.schema.ts';
import type { AcceptProposalInput, ProposalCurrency } from '#lib/domain/sale/proposal.schema.ts';
import { balanceDueOn, bookingState, type BookingMoney } from '#lib/domain/booking/booking-facts.ts';
import { fromMinor } from '#lib/domain/money/money.ts';
import { eventTime } from './inquiries.repo.ts';
import { bookingSummary } from './booking-summary.ts';
import { moneyOf, remindersOf, toBookingEvent, toCancellation, toListItem, toPayment, toRefund, type BookingRow } from './booking-rows.ts';
import { isExpired, toSummary } from './proposal-rows.ts';
import { toPlainDate } from '#lib/domain/dates.ts';
import { inquiryOfProposal, liveBookingOf, lockInquiry, seatsFor } from './sale-locks.ts';
import { typedSql } from '../typed-sql.ts';

export { toListItem } from './booking-rows.ts';

/** No 0/O or 1/I: a reference read over the phone or copied from a bank statement cannot be misread. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const REFERENCE_PATTERN = /AST-[2-9A-HJ-NP-Z]{4}/;
export function newReference(): string {
  let code = '';
  for (let i = 0; i < 4; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `AST-${code}`;
}

/** The departure had too few seats left for the party (issue 26): nothing is booked, staff are alerted. */
export interface DepartureFull {
  full: { inquiryId: string; travellerName: string; date: string; wanted: number; left: number; version: number };
}
export type AcceptOutcome =
  | { booking: AcceptedBooking; created: boolean; inquiryId: string; email: string }
  | DepartureFull
  | 'not-found'
  | 'replaced'
  | 'expired'
  | 'declined'
  | 'booked';

const toAccepted = (b: BookingRow): AcceptedBooking => ({
  reference: b.reference,
  bookingId: b.id,
  depositAmount: fromMinor(Number(b.depositMinor), b.currency),
  total: fromMinor(Number(b.totalMinor), b.currency),
  currency: b.currency as ProposalCurrency,
  balanceDueOn: toPlainDate(b.balanceDueOn),
  status: b.status as BookingStatus,
});

/**
 * A booking as a mail needs it: the figures shown, and the minor amounts its sums are made from. `paidMinor` is
 * what was received (a payment's credit is its difference); what is paid, owed and due is `money` (decision 165).
 */
export type BookingForMail = BookingListItem & {
  email: string;
  totalMinor: number;
  depositMinor: number;
  paidMinor: number;
  money: BookingMoney;
  refundDueMinor: number | null;
  cancellation: BookingCancellation | null;
};

const forMail = (b: BookingRow): BookingForMail => ({
  ...toListItem(b),
  email: b.email,
  totalMinor: Number(b.totalMinor),
  depositMinor: Number(b.depositMinor),
  paidMinor: Number(b.paidMinor),
  money: moneyOf(b),
  refundDueMinor: b.refundDueMinor == null ? null : Number(b.refundDueMinor),
  cancellation: toCancellation(b),
});

/** Bookings and their payments (issue 18). Staged writes; accepting and paying lock rows, so run them in a transaction. */
export class BookingsRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /**
   * Locks the booking's row to the end of the transaction, so a cancel and a reminder, a pack or a reservation draft
   * for the same booking take turns (the one that waits reads what the other committed).
   */
  async lock(id: string): Promise<void> {
    await typedSql(this.em).selectFrom('bookings').select('id').where('id', '=', id).forUpdate().execute();
  }

  /**
   * The traveller accepts the proposal whose token hashes to `tokenHash`. The proposal's row is locked, so a
   * second accept waits and then finds the booking (the unique `proposal_id` backs this up).
   */
  async accept(tokenHash: string, input: AcceptProposalInput, today: string): Promise<AcceptOutcome> {
    // Locks in the sale's order (decision 135): the enquiry, then the proposal, then its departure.
    const inquiryId = await inquiryOfProposal(this.em, { tokenHash });
    if (!inquiryId || !(await lockInquiry(this.em, inquiryId))) return 'not-found';
    const proposal = await this.em.findOne(Proposal, { tokenHash }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, populate: ['inquiry'] });
    if (!proposal) return 'not-found';
    const inquiry = proposal.inquiry;
    const existing = await this.em.findOne(Booking, { proposal: proposal.id });
    if (existing) return { booking: toAccepted(existing), created: false, inquiryId: inquiry.id, email: existing.email };
    if (proposal.status === 'replaced') return 'replaced';
    if (proposal.status === 'declined') return 'declined';
    if (proposal.status !== 'sent') return 'not-found';
    if (isExpired(proposal, today)) return 'expired';
    if (await liveBookingOf(this.em, inquiry.id, proposal.id)) return 'booked';
    if (proposal.departure) {
      const wanted = proposal.adults + proposal.children;
      const seats = await seatsFor(this.em, proposal.departure.id, inquiry.id, wanted, today, false);
      if (seats && seats.left < wanted) {
        return { full: { inquiryId: inquiry.id, travellerName: `${inquiry.firstName} ${inquiry.lastName}`, date: seats.date, wanted, left: seats.left, version: proposal.version } };
      }
    }
    const departureOn = toPlainDate(proposal.startDate);
    const totalMinor = Number(proposal.totalMinor);
    const depositMinor = Number(proposal.depositMinor);
    const booking = this.em.create(Booking, {
      id: randomUUID(),
      reference: newReference(),
      inquiry,
      proposal,
      status: bookingState(0, depositMinor, totalMinor),
      currency: proposal.currency,
      totalMinor,
      depositMinor,
      paidMinor: 0,
      leadName: input.leadName,
      phone: input.phone,
      email: inquiry.email,
      travellers: input.travellers,
      departureOn,
      departure: proposal.departure ?? null,
      balanceDueOn: balanceDueOn(departureOn, today),
    });
    proposal.status = 'accepted';
    this.em.create(BookingEvent, { id: randomUUID(), booking, kind: 'created', author: null, data: { totalMinor, depositMinor, currency: proposal.currency }, createdAt: eventTime() });
    this.em.create(InquiryEvent, { id: randomUUID(), inquiry, kind: 'booked', author: input.leadName, data: { bookingId: booking.id, reference: booking.reference, version: proposal.version }, createdAt: eventTime() });
    // The enquiry moves to 'booked' in the sale's accept operation, in this transaction.
    return { booking: toAccepted(booking), created: true, inquiryId: inquiry.id, email: inquiry.email };
  }

  async list(query: BookingListQuery): Promise<BookingPage> {
    const where = query.status ? { status: query.status } : {};
    const [rows, total] = await this.em.findAndCount(Booking, where, {
      orderBy: [{ balanceDueOn: 'asc nulls last' }, { createdAt: 'desc' }, { id: 'asc' }],
      limit: query.limit,
      offset: query.offset,
    });
    return { items: rows.map(toListItem), total };
  }

  async detail(id: string, today: string): Promise<BookingDetail | null> {
    const booking = await this.em.findOne(Booking, { id }, { populate: ['proposal'], refresh: true });
    if (!booking) return null;
    const [payments, refunds, mailed, events] = await Promise.all([
      this.em.find(Payment, { booking: id }, { orderBy: { receivedOn: 'asc', createdAt: 'asc' } }),
      this.em.find(Refund, { booking: id }, { orderBy: { paidOn: 'asc', createdAt: 'asc' } }),
      this.em.find(BookingReminder, { booking: id }),
      this.em.find(BookingEvent, { booking: id }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    ]);
    const item = toListItem(booking);
    return {
      ...item,
      deposit: fromMinor(Number(booking.depositMinor), booking.currency),
      overpaid: item.balance < 0 && item.status !== 'cancelled',
      email: booking.email,
      phone: booking.phone,
      travellers: booking.travellers,
      proposal: toSummary(booking.proposal, booking.id, today),
      payments: payments.map(toPayment),
      refunds: refunds.map(toRefund),
      reminders: remindersOf(item, mailed, booking.createdAt),
      cancellation: toCancellation(booking),
      events: events.map(toBookingEvent),
      erased: booking.erasedAt != null,
    };
  }

  /** The Overview's figures. */
  summary(today: string): Promise<BookingSummary> {
    return bookingSummary(this.em, today);
  }

  /** The booking as a mail or a reminder needs it, by id, by reference, or else the enquiry's newest. */
  async forMail(by: { id: string } | { reference: string } | { inquiryId: string }): Promise<BookingForMail | null> {
    const where = 'id' in by ? { id: by.id } : 'reference' in by ? { reference: by.reference } : { inquiry: by.inquiryId };
    const booking = await this.em.findOne(Booking, where, { orderBy: { createdAt: 'desc' }, refresh: true });
    return booking ? forMail(booking) : null;
  }
}
