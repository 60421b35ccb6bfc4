import { addDays } from '../dates.ts';

/*
 * The one set of facts about a booking (issue 37, decision 165): what the traveller has paid, what is left, whether
 * it is paid in full, when the balance falls due and the day they come home. Staff's pages, the traveller's
 * proposal page and pack, the vouchers, the mails and the jobs all read them here (SQL readers through the
 * `booking_facts` view, which says the same), so no two of them can tell a traveller different sums.
 */

/** SPEC's terms: "full payment due 60 days before departure". */
export const BALANCE_DUE_DAYS_BEFORE = 60;

export type BookingState = 'deposit-due' | 'confirmed' | 'paid';

/** Where a booking stands once `paidMinor` (net of refunds) is in: deposit due → confirmed → paid in full. */
export function bookingState(paidMinor: number, depositMinor: number, totalMinor: number): BookingState {
  if (paidMinor >= totalMinor) return 'paid';
  if (paidMinor >= depositMinor) return 'confirmed';
  return 'deposit-due';
}

/** A booking's money as stored: every sum in integer minor units of its currency. */
export interface BookingMoneyInput {
  totalMinor: number;
  depositMinor: number;
  /** Σ of the payments not voided (`bookings.paid_minor`): what was received, before any refund. */
  receivedMinor: number;
  /** Σ of the refunds paid back. */
  refundedMinor: number;
  cancelled: boolean;
}

export interface BookingMoney {
  receivedMinor: number;
  refundedMinor: number;
  /** What the traveller has paid: received − refunded. A refund is money given back. */
  paidMinor: number;
  /** total − paid; negative when overpaid; 0 once cancelled (what is owed then is the refund due). */
  balanceMinor: number;
  /** The deposit still to pay (0 once it is in, or once cancelled). */
  depositDueMinor: number;
  /** Paid at least the total, net of refunds; never for a cancelled booking, whose trip will not run. */
  paidInFull: boolean;
}

export function bookingMoney(b: BookingMoneyInput): BookingMoney {
  const paidMinor = b.receivedMinor - b.refundedMinor;
  return {
    receivedMinor: b.receivedMinor,
    refundedMinor: b.refundedMinor,
    paidMinor,
    balanceMinor: b.cancelled ? 0 : b.totalMinor - paidMinor,
    depositDueMinor: b.cancelled ? 0 : Math.max(0, b.depositMinor - paidMinor),
    paidInFull: !b.cancelled && paidMinor >= b.totalMinor,
  };
}

/**
 * The day the balance falls due: SPEC's 60 days before departure. A booking made later than that owes it at once
 * (issue 26): its due date is the day it was made, never a day already past. Null without a departure date.
 */
export function balanceDueOn(departureOn: string | null, bookedOn: string): string | null {
  if (!departureOn) return null;
  const due = addDays(departureOn, -BALANCE_DUE_DAYS_BEFORE);
  return due < bookedOn ? bookedOn : due;
}

/** A cancelled booking's refund still to pay back: the refund due less what was refunded, never below 0. */
export function refundOutstandingMinor(refundDueMinor: number, refundedMinor: number): number {
  return Math.max(0, refundDueMinor - refundedMinor);
}

/** The day the travellers come home: the departure plus every stop's nights (a stop of no nights adds none). */
export function returnOn(departureOn: string | null, stops: readonly { nights: number }[]): string | null {
  if (!departureOn) return null;
  return addDays(departureOn, stops.reduce((nights, stop) => nights + stop.nights, 0));
}

export interface BookingFactsInput extends BookingMoneyInput {
  departureOn: string | null;
  /** The operator's day (SITE_TIMEZONE) the booking was made. */
  bookedOn: string;
  stops: readonly { nights: number }[];
}

export type BookingFacts = BookingMoney & { balanceDueOn: string | null; returnOn: string | null };

export function bookingFacts(b: BookingFactsInput): BookingFacts {
  return { ...bookingMoney(b), balanceDueOn: balanceDueOn(b.departureOn, b.bookedOn), returnOn: returnOn(b.departureOn, b.stops) };
}
