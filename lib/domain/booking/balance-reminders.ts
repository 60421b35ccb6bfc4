import { addDays } from '../dates.ts';

/**
 * The balance-reminder rule (issue 18, decision 100), in one place: which reminders a booking gets, on which
 * days, at which hour of the operator's day, and when one does not go. The planner (server/jobs), the job that
 * mails, the booking's page and the ledger's words all read it from here.
 */
export const BALANCE_REMINDERS = [
  { kind: 'balance-14d', daysBefore: 14 },
  { kind: 'balance-due', daysBefore: 0 },
] as const;

export type ReminderKind = (typeof BALANCE_REMINDERS)[number]['kind'];

/** The hour (SITE_TIMEZONE) when a reminder goes out. */
export const REMINDER_HOUR = 8;

/** Every reminder of a due date, whether or not its day has passed. */
export function reminderSchedule(balanceDueOn: string): { kind: ReminderKind; on: string }[] {
  return BALANCE_REMINDERS.map(({ kind, daysBefore }) => ({ kind, on: addDays(balanceDueOn, -daysBefore) }));
}

/**
 * The reminders still ahead for a due date. None falls on or before the booking day (issue 38): a booking made within
 * the balance window is told "balance due now" in its confirmation, never "due today" again the same day.
 */
export function reminderDays(balanceDueOn: string, today: string, bookedOn: string = today): { kind: ReminderKind; on: string }[] {
  return reminderSchedule(balanceDueOn).filter((d) => d.on >= today && d.on > bookedOn);
}

/** True when a reminder on `on` is never planned: it falls on or before the day the booking was made. */
export const unplannedReminder = (on: string, bookedOn: string): boolean => on <= bookedOn;

/** Why a reminder would not go now: a cancelled booking (issue 26) or a balance paid; null when it goes. */
export function reminderStop(booking: { status?: string | null; balance: number }): 'stopped' | 'skipped' | null {
  if (booking.status === 'cancelled') return 'stopped';
  return booking.balance <= 0 ? 'skipped' : null;
}

/** How many days before the due date a kind goes (0: on the day). */
export const daysBeforeDue = (kind: ReminderKind): number => BALANCE_REMINDERS.find((r) => r.kind === kind)?.daysBefore ?? 0;
