import type { PgBoss } from 'pg-boss';
import type { Orm } from '#database/orm.ts';
import { holdsToWatch, markHoldReminded } from '#database/repositories/reservation-holds.ts';
import { addDays, todayIn } from '#lib/domain/dates.ts';
import { holdDecision, type HoldReminder } from '#lib/domain/reservation/holds.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createServices, type Services } from '../../services.ts';
import { supplierMailContent as copy } from './supplier-mail.content.ts';

/**
 * Issue 41's hold watch (decision 193): every minute, staff's reminders 72 and 24 hours before a lodge's hold ends,
 * and a hold whose day has passed made `lapsed` with staff told. Every minute, so a hold recorded by a path that does
 * not check at once (none today) is still told within a minute, and a lapse follows the operator's midnight closely.
 */
export const HOLD_WATCH_QUEUE = 'reservation-holds';
export const HOLD_WATCH_CRON = '* * * * *';

/** When the watch runs and in which zone the operator's days are: injected, so a test can move the clock. */
export interface HoldClock {
  now: Date;
  timeZone: string;
}

/** What the watch needs of the Mailer: the outbox (staged on the transaction) and where staff read their alerts. */
export type HoldMailer = Pick<Mailer, 'enqueue' | 'settings'>;

export interface HoldAlertData {
  alertReservationId: string;
  bookingId: string;
  kind: 'reminder' | 'lapsed';
  heldUntil: string;
  /** The reminders this one mail stands for (both, for a hold recorded with less than a day left). */
  reminders: HoldReminder[];
  hoursLeft: number;
}

export async function scheduleHoldWatch(boss: PgBoss): Promise<void> {
  const queue = { policy: 'singleton', retryLimit: 3, retryDelay: 30, expireInSeconds: 5 * 60 } as const;
  if (!(await boss.getQueue(HOLD_WATCH_QUEUE)))
    await boss.createQueue(HOLD_WATCH_QUEUE, queue).catch(async (error: unknown) => {
      if (!(await boss.getQueue(HOLD_WATCH_QUEUE))) throw error;
    });
  await boss.schedule(HOLD_WATCH_QUEUE, HOLD_WATCH_CRON, null, { tz: 'UTC' });
}

/**
 * One pass on `tx`'s transaction: every provisional hold within 72 hours of its end (or past it), or only `only`.
 * The pure rule (lib/domain/reservation/holds.ts) decides; the mails go into the outbox with the marks that say they
 * went, so they exist if and only if the pass commits, and a restart or a second process never sends one twice.
 */
export async function actOnHolds(tx: Services, mailer: HoldMailer, clock: HoldClock, only: string | null = null): Promise<{ reminded: number; lapsed: number }> {
  // A hold ends at the midnight after its day: 72 hours ahead reaches at most the day after the day after tomorrow.
  const lastDay = addDays(todayIn(clock.timeZone, clock.now), 4);
  let reminded = 0;
  let lapsed = 0;
  for (const hold of await holdsToWatch(tx.em, lastDay, only)) {
    const action = holdDecision(hold, clock.now, clock.timeZone);
    if (!action) continue;
    const alert = (kind: HoldAlertData['kind'], reminders: HoldReminder[], hoursLeft: number) =>
      mailer.enqueue(tx.em, {
        template: 'reservation-hold-alert',
        recipient: mailer.settings.notifyEmail,
        subject: kind === 'lapsed' ? copy.holdAlert.lapsedSubject(hold.supplier, hold.bookingReference) : copy.holdAlert.subject(hold.supplier, hold.bookingReference, hoursLeft),
        data: { alertReservationId: hold.id, bookingId: hold.bookingId, kind, heldUntil: hold.heldUntil!, reminders, hoursLeft } satisfies HoldAlertData,
      });
    if (action.kind === 'remind') {
      await markHoldReminded(tx.em, hold.id, action.reminders, hold.heldUntil!);
      await tx.reservations.event(hold.id, 'hold-reminder', null, { hours: action.reminders.join(' and '), heldUntil: hold.heldUntil });
      await alert('reminder', action.reminders, action.hoursLeft);
      reminded += 1;
    } else {
      const moved = await tx.reservations.move(hold.id, { cause: 'hold-passed' });
      if (!moved || moved === 'refused') continue;
      await tx.reservations.event(hold.id, 'lapsed', null, { heldUntil: hold.heldUntil });
      await alert('lapsed', [], 0);
      lapsed += 1;
    }
  }
  return { reminded, lapsed };
}

/** The job: one pass in a transaction of its own, at the clock given (the real one when run by pg-boss). */
export async function watchHolds(orm: Orm, mailer: HoldMailer, clock: HoldClock): Promise<{ reminded: number; lapsed: number }> {
  return createServices(orm.em.fork()).transaction((tx) => actOnHolds(tx, mailer, clock));
}
