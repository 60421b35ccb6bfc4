/**
 * The sums of a proposal and a booking (issue 18, decision 100), pure so the editor, the API, the PDF and the
 * tests agree. Every currency offered (USD, ZAR, EUR, GBP) has cents, so minor units are hundredths.
 */

/** Major units (4850.5) to integer minor units (485050), exactly for amounts with at most cents. */
export const toMinor = (amount: number) => Math.round(amount * 100);
export const fromMinor = (minor: number) => minor / 100;

export interface PricedLine {
  quantity: number;
  /** Minor units. */
  unitPriceMinor: number;
}

/** Σ quantity × unitPrice, and the deposit: total × percent / 100 rounded to the cent (half up). */
export function proposalTotals(lines: readonly PricedLine[], depositPercent: number): { totalMinor: number; depositMinor: number } {
  const totalMinor = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceMinor, 0);
  // Percent has at most 2 decimals: scale to integers first so 30 % of 485050 is not 145514.99999….
  const depositMinor = Math.round((totalMinor * Math.round(depositPercent * 100)) / 10_000);
  return { totalMinor, depositMinor };
}

/** SPEC's terms: "full payment due 60 days before departure". */
export const BALANCE_DUE_DAYS_BEFORE = 60;

/** A calendar date ("YYYY-MM-DD") moved by whole days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

export type BookingState = 'deposit-due' | 'confirmed' | 'paid';

/** Where a booking stands after `paidMinor` was received: deposit due → confirmed (deposit paid) → paid in full. */
export function bookingState(paidMinor: number, depositMinor: number, totalMinor: number): BookingState {
  if (paidMinor >= totalMinor) return 'paid';
  if (paidMinor >= depositMinor) return 'confirmed';
  return 'deposit-due';
}

export type ReminderKind = 'balance-14d' | 'balance-due';

/** Balance reminders (decision 100): 14 days before the due date and on it. */
export function reminderSchedule(balanceDueOn: string): { kind: ReminderKind; on: string }[] {
  return [
    { kind: 'balance-14d', on: addDays(balanceDueOn, -14) },
    { kind: 'balance-due', on: balanceDueOn },
  ];
}
