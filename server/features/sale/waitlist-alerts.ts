import type { PgBoss } from 'pg-boss';
import type { Orm } from '#database/orm.ts';
import { formatDate } from '#lib/format.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createServices } from '../../services.ts';
import { proposalMailContent as copy } from './proposal-mail.content.ts';

/**
 * Staff hear when a seat frees on a departure someone waits for (issue 39, R10): a hold ends when its proposal
 * passes its last valid day, is declined or is replaced, and none of those tells anyone by itself. Every ten
 * minutes one working process looks; an entry is marked told in the transaction that queues its alert, so a
 * restart or a second process never tells twice.
 */
export const WAITLIST_QUEUE = 'waitlist-seats';
export const WAITLIST_CRON = '*/10 * * * *';

export async function scheduleWaitlistAlerts(boss: PgBoss): Promise<void> {
  const queue = { policy: 'singleton', retryLimit: 3, retryDelay: 60, expireInSeconds: 15 * 60 } as const;
  // Another process may create it at the same moment; either way it exists afterwards.
  if (!(await boss.getQueue(WAITLIST_QUEUE))) await boss.createQueue(WAITLIST_QUEUE, queue).catch(async (error: unknown) => {
    if (!(await boss.getQueue(WAITLIST_QUEUE))) throw error;
  });
  await boss.schedule(WAITLIST_QUEUE, WAITLIST_CRON, null, { tz: 'UTC' });
}

/** One run: an alert for each waiting traveller whose departure has a seat again. Resolves with how many. */
export async function runWaitlistAlerts(orm: Orm, mailer: Mailer, today: string, now = new Date()): Promise<number> {
  const due = await createServices(orm.em.fork()).waitlist.seatsFree(today);
  let told = 0;
  for (const entry of due) {
    const sent = await orm.em.fork().transactional(async (em) => {
      if (!(await createServices(em).waitlist.markTold(entry.entryId, now))) return false;
      const date = formatDate(entry.date);
      await mailer.queueMail(em, entry.inquiryId, 'waitlist-seat-alert', {
        to: mailer.settings.notifyEmail,
        subject: copy.waitlistAlert.subject(entry.travellerName, date),
        body: copy.waitlistAlert.body(entry.travellerName, entry.tripName, date, entry.seatsLeft),
      });
      return true;
    });
    if (sent) told++;
  }
  return told;
}
