import type { CancellationBand, FaqItem, TermsSection } from '#lib/domain/site/company-settings.types.ts';
import { DEFAULT_DEPOSIT_PERCENT } from '#lib/domain/sale/proposal.schema.ts';
import { BALANCE_DUE_DAYS_BEFORE } from './booking-facts.ts';

/*
 * The booking figures the FAQ and the Terms state (issue 29), filled in from what the booking flow itself
 * uses: the deposit percent a proposal starts with, the days before departure the balance falls due, and
 * the cancellation schedule under Settings. The stored texts say "{depositPercent}%" rather than "30%", so
 * the pages cannot promise one thing while a booking does another. Client-safe.
 */

export const BOOKING_TERM_PLACEHOLDERS = ['depositPercent', 'balanceDays', 'cancellationTable', 'cancellationSummary'] as const;
export type BookingTermPlaceholder = (typeof BOOKING_TERM_PLACEHOLDERS)[number];

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** The schedule's bands, most days first, each with the day before the next band's as its upper end. */
function bands(schedule: readonly CancellationBand[]) {
  const sorted = [...schedule].sort((a, b) => b.daysBefore - a.daysBefore);
  return sorted.map((band, i) => ({ ...band, upTo: i === 0 ? null : sorted[i - 1]!.daysBefore - 1 }));
}

const when = (band: { daysBefore: number; upTo: number | null }) =>
  band.upTo === null ? `${band.daysBefore} or more days before departure` : `${band.daysBefore} to ${band.upTo} days before departure`;
const refund = (percent: number) => (percent > 0 ? `${percent}%` : 'No refund');

/** The words each placeholder stands for. */
export function bookingTermValues(schedule: readonly CancellationBand[]): Record<BookingTermPlaceholder, string> {
  const ordered = bands(schedule);
  const last = ordered.at(-1);
  const rows = ordered.map((band) => `${when(band)} | ${refund(band.refundPercent)}`);
  if (last && last.daysBefore > 0) rows.push(`Less than ${days(last.daysBefore)} before departure | No refund`);
  const summary = ordered.map((band) => `${when(band)}, ${band.refundPercent > 0 ? `${band.refundPercent}% of the total price` : 'nothing'}`);
  if (last && last.daysBefore > 0) summary.push(`less than ${days(last.daysBefore)} before departure, nothing`);
  return {
    depositPercent: String(DEFAULT_DEPOSIT_PERCENT),
    balanceDays: String(BALANCE_DUE_DAYS_BEFORE),
    cancellationTable: ['Cancellation received | Refund', ...rows].join('\n'),
    cancellationSummary: ordered.length > 0 ? `We refund, if you cancel ${summary.join('; ')}.` : 'We refund nothing once the deposit is paid.',
  };
}

const PATTERN = /\{(depositPercent|balanceDays|cancellationTable|cancellationSummary)\}/g;

/** A text with the figures in place; anything else in braces stays as written. */
export function fillBookingTerms(text: string, values: Record<BookingTermPlaceholder, string>): string {
  return text.replace(PATTERN, (_whole, name: BookingTermPlaceholder) => values[name]);
}

/** The FAQ as visitors read it. */
export const faqForVisitors = (items: readonly FaqItem[], schedule: readonly CancellationBand[]): FaqItem[] => {
  const values = bookingTermValues(schedule);
  return items.map(({ question, answer }) => ({ question: fillBookingTerms(question, values), answer: fillBookingTerms(answer, values) }));
};

/** The Terms as visitors read them. */
export const termsForVisitors = (items: readonly TermsSection[], schedule: readonly CancellationBand[]): TermsSection[] => {
  const values = bookingTermValues(schedule);
  return items.map(({ heading, body }) => ({ heading: fillBookingTerms(heading, values), body: fillBookingTerms(body, values) }));
};
