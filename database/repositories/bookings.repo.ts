import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode, type InferEntity } from '@mikro-orm/core';
import { randomInt, randomUUID } from 'node:crypto';
import { Booking, BookingReminder, InquiryEvent, Payment, Proposal } from '../entities/index.ts';
import type { AcceptedBooking, BookingDetail, BookingReminderView, BookingSummary, BookingListItem, BookingPage, PaymentView } from '../proposal.dto.ts';
import type { BookingListQuery, BookingStatus, PaymentInput, PaymentMethod } from '../schemas/booking.schema.ts';
import type { AcceptProposalInput, ProposalCurrency } from '../schemas/proposal.schema.ts';
import { addDays, BALANCE_DUE_DAYS_BEFORE, bookingState, fromMinor, reminderSchedule, toMinor } from '#lib/proposal-totals.ts';
import { formatMoney } from '#lib/money.ts';
import { todayIn } from '../schemas/fields.ts';
import { eventTime, InquiriesRepository } from './inquiries.repo.ts';
import { bookingSummary } from './booking-summary.ts';
import { day, isExpired, toSummary } from './proposal-rows.ts';
import { inquiryOfProposal, liveBookingOf, lockInquiry, seatsFor } from './sale-locks.ts';

type BookingRow = InferEntity<typeof Booking>;
type PaymentRow = InferEntity<typeof Payment>;

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

/**
 * SPEC's terms: the balance is due 60 days before departure. A booking made later than that owes it at once
 * (issue 26): its due date is the day it is made, never a day already past.
 */
export function balanceDueOn(departureOn: string | null, bookedOn: string): string | null {
  if (!departureOn) return null;
  const due = addDays(departureOn, -BALANCE_DUE_DAYS_BEFORE);
  return due < bookedOn ? bookedOn : due;
}

export function toListItem(b: BookingRow): BookingListItem {
  const total = Number(b.totalMinor);
  const paid = Number(b.paidMinor);
  return {
    id: b.id,
    reference: b.reference,
    inquiryId: b.inquiry.id,
    proposalId: b.proposal.id,
    status: b.status as BookingStatus,
    currency: b.currency as ProposalCurrency,
    total: fromMinor(total),
    paid: fromMinor(paid),
    balance: fromMinor(total - paid),
    balanceDueOn: day(b.balanceDueOn),
    departureOn: day(b.departureOn),
    departureId: b.departure?.id ?? null,
    leadName: b.leadName,
    depositDue: fromMinor(Math.max(0, Number(b.depositMinor) - paid)),
    createdAt: b.createdAt.toISOString(),
  };
}

const toPayment = (p: PaymentRow): PaymentView => ({
  id: p.id,
  amount: fromMinor(Number(p.amountMinor)),
  currency: p.currency as ProposalCurrency,
  receivedOn: day(p.receivedOn)!,
  method: p.method as PaymentMethod,
  reference: p.reference ?? null,
  recordedBy: p.recordedBy ?? null,
  createdAt: p.createdAt.toISOString(),
});

const toAccepted = (b: BookingRow): AcceptedBooking => ({
  reference: b.reference,
  bookingId: b.id,
  depositAmount: fromMinor(Number(b.depositMinor)),
  total: fromMinor(Number(b.totalMinor)),
  currency: b.currency as ProposalCurrency,
  balanceDueOn: day(b.balanceDueOn),
  status: b.status as BookingStatus,
});

/** Where each balance reminder of a booking stands, from the reminders mailed and the balance (decision 100). */
function remindersOf(item: BookingListItem, mailed: { kind: string; dueOn: string | Date }[], bookedAt: Date): BookingReminderView[] {
  if (!item.balanceDueOn) return [];
  const bookedOn = todayIn(undefined, bookedAt);
  return reminderSchedule(item.balanceDueOn).map(({ kind, on }) => {
    const sent = mailed.some((m) => m.kind === kind && day(m.dueOn) === item.balanceDueOn);
    const state = sent ? 'sent' : on < bookedOn ? 'not planned' : item.balance <= 0 ? 'skipped' : 'planned';
    return { kind, on, state };
  });
}

/** Bookings and their payments (issue 18). Staged writes; accepting and paying lock rows, so run them in a transaction. */
export class BookingsRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
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
    const departureOn = day(proposal.startDate);
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
    this.em.create(InquiryEvent, { id: randomUUID(), inquiry, kind: 'booked', author: input.leadName, body: `${booking.reference}: version ${proposal.version} accepted`, createdAt: eventTime() });
    await new InquiriesRepository(this.em).setStatus(inquiry.id, 'booked', null);
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
    const payments = await this.em.find(Payment, { booking: id }, { orderBy: { receivedOn: 'asc', createdAt: 'asc' } });
    const item = toListItem(booking);
    const mailed = await this.em.find(BookingReminder, { booking: id });
    return {
      ...item,
      deposit: fromMinor(Number(booking.depositMinor)),
      overpaid: item.balance < 0,
      email: booking.email,
      phone: booking.phone,
      travellers: booking.travellers,
      proposal: toSummary(booking.proposal, booking.id, today),
      payments: payments.map(toPayment),
      reminders: remindersOf(item, mailed, booking.createdAt),
    };
  }

  /**
   * Records a payment staff received: the booking's row is locked so two recorded at once both count.
   * 'currency' when it is not the booking's currency; null when there is no such booking.
   */
  async addPayment(id: string, input: PaymentInput, author: string | null): Promise<BookingListItem | 'currency' | null> {
    const booking = await this.em.findOne(Booking, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!booking) return null;
    if (input.currency !== booking.currency) return 'currency';
    const amountMinor = toMinor(input.amount);
    this.em.create(Payment, {
      id: randomUUID(),
      booking,
      amountMinor,
      currency: input.currency,
      receivedOn: input.receivedOn,
      method: input.method,
      reference: input.reference ?? null,
      recordedBy: author,
    });
    booking.paidMinor = Number(booking.paidMinor) + amountMinor;
    booking.status = bookingState(booking.paidMinor, Number(booking.depositMinor), Number(booking.totalMinor));
    const body = `${booking.reference}: ${formatMoney(input.amount, input.currency)} by ${input.method}${input.reference ? ` (${input.reference})` : ''}`;
    this.em.create(InquiryEvent, { id: randomUUID(), inquiry: booking.inquiry, kind: 'payment', author, body, createdAt: eventTime() });
    return toListItem(booking);
  }

  /** The Overview's figures. */
  summary(today: string): Promise<BookingSummary> {
    return bookingSummary(this.em, today);
  }

  /** The booking as a mail or a reminder needs it, by id, by reference, or else the enquiry's newest. */
  async forMail(by: { id: string } | { reference: string } | { inquiryId: string }): Promise<(BookingListItem & { email: string; depositMinor: number }) | null> {
    const where = 'id' in by ? { id: by.id } : 'reference' in by ? { reference: by.reference } : { inquiry: by.inquiryId };
    const booking = await this.em.findOne(Booking, where, { orderBy: { createdAt: 'desc' }, refresh: true });
    return booking ? { ...toListItem(booking), email: booking.email, depositMinor: Number(booking.depositMinor) } : null;
  }
}
