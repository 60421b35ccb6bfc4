/**
 * The dates and states of a proposal and a booking (issue 18, decision 100), pure so the editor, the API, the PDF
 * and the tests agree. Their sums are lib/money.ts's, in integer minor units (issue 26).
 */

/** SPEC's terms: "full payment due 60 days before departure". */
export const BALANCE_DUE_DAYS_BEFORE = 60;

export type BookingState = 'deposit-due' | 'confirmed' | 'paid';

/** Where a booking stands after `paidMinor` was received: deposit due → confirmed (deposit paid) → paid in full. */
export function bookingState(paidMinor: number, depositMinor: number, totalMinor: number): BookingState {
  if (paidMinor >= totalMinor) return 'paid';
  if (paidMinor >= depositMinor) return 'confirmed';
  return 'deposit-due';
}
