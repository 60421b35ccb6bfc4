/*
 * The ledger's checks before money is written (issues 38 and 39), pure so the server and the dashboard read the same
 * rule: when two bank references are the same, when a credited amount is implausible, and which forms still apply.
 */

/** Bank references as a bank prints them in different ways: letters and digits only, no case ("AB-12/3" is "ab123"). */
export function referenceKey(reference: string): string {
  return reference.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** Two references name the same transfer; an empty key (only punctuation) matches nothing. */
export function sameReference(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = referenceKey(a ?? '');
  return left !== '' && left === referenceKey(b ?? '');
}

/**
 * Units of each currency a US dollar buys, give or take: only to catch a typing slip (ZAR 0.01 credited as USD
 * 9,999,999), never to convert. The bank's own rate is what is recorded (decision 150).
 */
export const ROUGH_UNITS_PER_USD: Readonly<Record<string, number>> = { USD: 1, EUR: 0.92, GBP: 0.79, ZAR: 18.5 };

/** How far the rate implied by a credited amount may stray from the rough one, either way, before staff are asked. */
export const RATE_TOLERANCE = 3;

/**
 * True when `credited` (booking currency) for `received` (another currency) implies a rate more than RATE_TOLERANCE
 * times off the rough one, either way. A currency without a rough rate is not judged.
 */
export function implausibleRate(received: { amount: number; currency: string }, credited: { amount: number; currency: string }): boolean {
  const from = ROUGH_UNITS_PER_USD[received.currency];
  const to = ROUGH_UNITS_PER_USD[credited.currency];
  if (!from || !to || received.amount <= 0 || credited.amount <= 0) return false;
  const ratio = credited.amount / received.amount / (to / from);
  return ratio > RATE_TOLERANCE || ratio < 1 / RATE_TOLERANCE;
}

/** True when `amountMinor` more than settles what is still owed (`balanceMinor`, total − paid net). */
export const overpays = (amountMinor: number, balanceMinor: number): boolean => amountMinor > Math.max(0, balanceMinor);

/** The "Record payment" form applies while money is still owed on a booking that will run (issue 39). */
export const paymentFormApplies = (booking: { status: string; balance: number }): boolean => booking.status !== 'cancelled' && booking.balance > 0;

/** The "Record refund" form applies while something net was paid (issue 39). */
export const refundFormApplies = (booking: { net: number }): boolean => booking.net > 0;
