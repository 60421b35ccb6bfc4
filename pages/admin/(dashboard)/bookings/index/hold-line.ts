import { daysBetween, type PlainDate } from '#lib/domain/dates.ts';

/** What a booking's first hold says on the bookings list (issue 41), worked out on the server in the operator's today. */
export interface HoldLine {
  supplier: string;
  /** Whole days to the hold's last day; the hold stands through it. */
  daysLeft: number;
  lapsed: boolean;
}

const words = {
  lapsed: (supplier: string) => `hold lapsed at ${supplier}`,
  today: (supplier: string) => `hold ends today at ${supplier}`,
  inDays: (days: number, supplier: string) => `hold ends in ${days} ${days === 1 ? 'day' : 'days'} at ${supplier}`,
};

export function holdLine(hold: { supplier: string; heldUntil: PlainDate; lapsed: boolean }, today: PlainDate): HoldLine {
  return { supplier: hold.supplier, daysLeft: daysBetween(today, hold.heldUntil), lapsed: hold.lapsed };
}

/** "hold ends in 2 days at Mombo", "hold ends today at …", "hold lapsed at …". */
export function holdWords(line: HoldLine): string {
  if (line.lapsed || line.daysLeft < 0) return words.lapsed(line.supplier);
  return line.daysLeft === 0 ? words.today(line.supplier) : words.inDays(line.daysLeft, line.supplier);
}
