import type { EntityManager } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import type { Orm } from '#database/orm.ts';
import type { MailTemplate } from '#lib/domain/mail/mail.types.ts';
import type { ReviewRequestMail } from '#database/repositories/review-requests.repo.ts';
import { createServices } from '../../services.ts';
import { reviewLinks } from './review-links.ts';
import { reviewMailCopy } from './review-mail.content.de.ts';

/**
 * Review requests as a pg-boss schedule (issue 31, decision 156): every ten minutes one working process makes the
 * requests that are due (three days after a booking's return) and the reminders (seven days after, once). A
 * request is a row with a unique booking, made in the same transaction as its mail, so a restart, a second
 * process or a job that runs twice never asks twice; a cancelled booking is never asked.
 */
export const REVIEW_REQUEST_QUEUE = 'review-requests';
export const REVIEW_REQUEST_CRON = '*/10 * * * *';

export type QueueMail = (em: EntityManager, inquiryId: string, template: MailTemplate, mail: { to: string; subject: string; data: Record<string, unknown> }) => Promise<unknown>;

export async function scheduleReviewRequests(boss: PgBoss): Promise<void> {
  const queue = { policy: 'singleton', retryLimit: 3, retryDelay: 60, expireInSeconds: 15 * 60 } as const;
  // Another process may create it at the same moment; either way it exists afterwards.
  if (!(await boss.getQueue(REVIEW_REQUEST_QUEUE))) await boss.createQueue(REVIEW_REQUEST_QUEUE, queue).catch(async (error: unknown) => {
    if (!(await boss.getQueue(REVIEW_REQUEST_QUEUE))) throw error;
  });
  await boss.schedule(REVIEW_REQUEST_QUEUE, REVIEW_REQUEST_CRON, null, { tz: 'UTC' });
}

async function mailRequest(em: EntityManager, queueMail: QueueMail, request: ReviewRequestMail, template: 'review-request' | 'review-reminder'): Promise<void> {
  const copy = reviewMailCopy[await createServices(em).inquiries.localeOf(request.inquiryId)];
  const subject = template === 'review-request' ? copy.request.subject(request.tripName, request.reference) : copy.reminder.subject(request.tripName, request.reference);
  await queueMail(em, request.inquiryId, template, { to: request.email, subject, data: { requestId: request.requestId, bookingId: request.bookingId } });
}

/** One run: the requests now due and the reminders now due, each mailed once. `today` is the operator's date. */
export async function runReviewRequests(orm: Orm, queueMail: QueueMail, today: string, now = new Date()): Promise<{ requests: number; reminders: number }> {
  return orm.em.fork().transactional(async (em) => {
    const requests = createServices(em).reviewRequests;
    const made = await requests.createDue(today, () => reviewLinks.issue());
    for (const request of made) {
      await mailRequest(em, queueMail, request, 'review-request');
      await requests.noteSent(request.requestId, now);
    }
    const reminders = await requests.takeDueReminders(now);
    for (const request of reminders) await mailRequest(em, queueMail, request, 'review-reminder');
    return { requests: made.length, reminders: reminders.length };
  });
}

/** Staff's "Send review request" (again): the booking's one link, mailed now. Must run inside a transaction. */
export async function sendReviewRequestNow(
  em: EntityManager,
  queueMail: QueueMail,
  bookingId: string,
  today: string,
  now = new Date(),
): Promise<'sent' | 'not-found' | 'cancelled' | 'no-address' | { opensOn: string | null }> {
  const requests = createServices(em).reviewRequests;
  const request = await requests.forBooking(bookingId, () => reviewLinks.issue(), today);
  if (typeof request === 'string' || 'opensOn' in request) return request;
  await mailRequest(em, queueMail, request, 'review-request');
  await requests.noteSent(request.requestId, now);
  return 'sent';
}
