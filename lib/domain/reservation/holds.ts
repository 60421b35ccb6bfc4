import { addDays, atLocalHour, type PlainDate } from '../dates.ts';
import type { ReservationStatus } from './reservation-status.ts';

/** Staff are told this many hours before a lodge's hold ends (issue 41), once each per hold date. */
export const HOLD_REMINDER_HOURS = [72, 24] as const;
export type HoldReminder = (typeof HOLD_REMINDER_HOURS)[number];

export const HELD_UNTIL_PAST_MESSAGE = 'Held until cannot be in the past';

const HOUR_MS = 3_600_000;

/** What the hold watch reads of a reservation: its status, its hold, and the hold each reminder was sent for. */
export interface HoldState {
  status: ReservationStatus;
  heldUntil: PlainDate | null;
  reminded72For: PlainDate | null;
  reminded24For: PlainDate | null;
}

export type HoldAction = { kind: 'remind'; reminders: HoldReminder[]; hoursLeft: number } | { kind: 'lapse' } | null;

/**
 * A lodge holds rooms "until" a day: the hold stands through that day and ends at the operator's next midnight
 * (Settings' time zone), the moment it lapses.
 */
export function holdEndsAt(heldUntil: PlainDate, timeZone: string): Date {
  return atLocalHour(addDays(heldUntil, 1), 0, timeZone);
}

/**
 * What the hold watch does with one reservation at `now`: nothing unless it is a provisional hold; past its end, it
 * lapses; within 72 or 24 hours of it, the reminders not yet sent for this very hold date are due (both at once for a
 * hold recorded with less than a day left, in one mail). A reminder remembers its hold date, so a lodge's new date
 * asks for both again and the same date never twice.
 */
export function holdDecision(hold: HoldState, now: Date, timeZone: string): HoldAction {
  if (hold.status !== 'provisional' || !hold.heldUntil) return null;
  const left = holdEndsAt(hold.heldUntil, timeZone).getTime() - now.getTime();
  if (left <= 0) return { kind: 'lapse' };
  const sent: Record<HoldReminder, PlainDate | null> = { 72: hold.reminded72For, 24: hold.reminded24For };
  const reminders = HOLD_REMINDER_HOURS.filter((hours) => left <= hours * HOUR_MS && sent[hours] !== hold.heldUntil);
  return reminders.length > 0 ? { kind: 'remind', reminders, hoursLeft: Math.ceil(left / HOUR_MS) } : null;
}

/** A hold given as ending before today (in the operator's zone) is refused: 400 on `heldUntil`. */
export function heldUntilPast(r: { status?: string; answer?: string; heldUntil?: string | null }, today: PlainDate): boolean {
  const holding = r.status === 'provisional' || r.answer === 'provisional';
  return holding && Boolean(r.heldUntil) && r.heldUntil! < today;
}
