import type { EntityManager } from '@mikro-orm/postgresql';
import type { Job, PgBoss } from 'pg-boss';
import type { Orm } from '#database/orm.ts';
import type { MailTemplate } from '#lib/domain/mail/mail.types.ts';
import { atLocalHour } from '#lib/domain/dates.ts';
import { REMINDER_HOUR, reminderDays, reminderStop, type ReminderKind } from '#lib/domain/booking/balance-reminders.ts';
import { siteTimeZone, siteToday } from '#database/site-time-zone.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createServices } from '../../services.ts';
import { transactionDb } from '../../mail/queue.ts';
import { planPack } from '../pack/trip-pack.ts';
import { travellerLetters } from '../sale/proposal-mail.content.de.ts';

/**
 * Balance reminders (issue 18, decision 100): pg-boss jobs planned when a booking is made, 14 days before the
 * balance is due and on the day. Planned in the booking's transaction with one key per booking and kind
 * (`exclusive` queue), so a restart neither skips nor doubles one; the job re-reads the booking, and the
 * `booking_reminders` row it inserts with the mail makes a job that runs twice mail once.
 */
export const REMINDER_QUEUE = 'booking-reminders';
export interface ReminderJob {
  bookingId: string;
  kind: ReminderKind;
  /** The due date it was planned for: a booking whose due date moved since has a newer job. */
  dueOn: string;
}

export async function ensureReminderQueue(boss: PgBoss): Promise<void> {
  const options = { retryLimit: 10, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600 };
  if (await boss.getQueue(REMINDER_QUEUE)) await boss.updateQueue(REMINDER_QUEUE, options);
  else await boss.createQueue(REMINDER_QUEUE, { ...options, policy: 'exclusive' });
}

/**
 * Plans (or re-plans, same keys) a booking's reminders in `em`'s transaction, on the queue the Mailer's pg-boss
 * holds, at REMINDER_HOUR in the process's SITE_TIMEZONE (set by bootstrap, the same in every process). None on the
 * day it was booked (`bookedOn`, today when it is being booked; issue 38): its confirmation says what is due.
 */
export async function planReminders(
  mailer: Pick<Mailer, 'boss'>,
  em: EntityManager,
  booking: { id: string; balanceDueOn: string | null; status?: string; bookedOn?: string },
  today: string,
): Promise<number> {
  const boss = mailer.boss;
  const timeZone = siteTimeZone();
  // Issue 30: the traveller's pack, 14 days before departure, planned with them (one job per booking).
  await planPack(boss, em, booking);
  // A cancelled booking plans none (issue 26); the job also checks, for those planned before the cancel.
  if (!booking.balanceDueOn || booking.status === 'cancelled') return 0;
  const days = reminderDays(booking.balanceDueOn, today, booking.bookedOn ?? today);
  for (const { kind, on } of days) {
    const job: ReminderJob = { bookingId: booking.id, kind, dueOn: booking.balanceDueOn };
    await boss.upsert(REMINDER_QUEUE, job, { singletonKey: `${booking.id}:${kind}`, startAfter: atLocalHour(on, REMINDER_HOUR, timeZone), db: transactionDb(em) });
  }
  return days.length;
}

export type QueueMail = (em: EntityManager, inquiryId: string, template: MailTemplate, mail: { to: string; subject: string; data?: Record<string, unknown> }) => Promise<unknown>;

/**
 * One reminder job: mails the traveller unless the booking was cancelled (issue 26) or its enquiry erased, the
 * balance is paid, the due date moved, or it was mailed already. A reminder sent goes on the booking's timeline.
 */
export async function runReminder(orm: Orm, job: Job<ReminderJob>, queueMail: QueueMail): Promise<'sent' | 'skipped'> {
  const { bookingId, kind, dueOn } = job.data;
  return orm.em.fork().transactional(async (em) => {
    const { bookings, bookingReminders, inquiries } = createServices(em);
    // The booking's row locked first: a cancel at the same moment either comes first (no mail) or waits for this one.
    await bookings.lock(bookingId);
    const booking = await bookings.forMail({ id: bookingId });
    if (!booking || !booking.inquiryId || booking.balanceDueOn !== dueOn || reminderStop(booking)) return 'skipped';
    if (!(await bookingReminders.claim(bookingId, kind, dueOn))) return 'skipped';
    // `sentOn`: the operator's day it went, in SITE_TIMEZONE (a worker's "today" is the web process's).
    await bookingReminders.noteSent(bookingId, { kind, dueOn, sentOn: siteToday(), balanceMinor: booking.money.balanceMinor, currency: booking.currency });
    await queueMail(em, booking.inquiryId, 'balance-reminder', { to: booking.email, subject: travellerLetters[await inquiries.localeOf(booking.inquiryId)].reminder.subject(booking.reference, kind === 'balance-due'), data: { bookingId } });
    return 'sent';
  });
}
