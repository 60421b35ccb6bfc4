import type { EntityManager } from '@mikro-orm/postgresql';
import type { InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Inquiry, InquiryEvent } from '../entities/index.ts';
import type { MailDelay, MailInquiry, MailProblem, MailRecord, MailTemplate } from '../dto.ts';
import { eventTime } from './inquiries.repo.ts';
import { toMailInquiry } from './inquiry-rows.ts';

type EventEntity = InferEntity<typeof InquiryEvent>;

function toRecord(e: EventEntity): MailRecord {
  return {
    id: e.id,
    inquiryId: e.inquiry.id,
    template: e.mailTemplate as MailTemplate,
    recipient: e.mailTo ?? '',
    subject: e.subject ?? '',
    body: e.body ?? null,
    status: e.mailStatus as MailRecord['status'],
    attempts: e.mailAttempts ?? 0,
    lastError: e.error ?? null,
    messageId: e.messageId ?? null,
    sentAt: e.sentAt ? e.sentAt.toISOString() : null,
    createdAt: e.createdAt.toISOString(),
  };
}

/** pg-boss's queue of mail jobs (server/mail/queue.ts works it); named here so the delay list can read its jobs. */
export const MAIL_QUEUE = 'mail';

/** A mail failing this long is "delayed" on the Overview (issue 21: at once, not after a day of retries). */
export const MAIL_DELAYED_AFTER_MINUTES = 5;

/** Server errors can be long (a whole SMTP transcript); the timeline needs the gist. */
const clip = (text: string) => (text.length > 1000 ? `${text.slice(0, 999)}…` : text);

/**
 * Mails as `mail` events on the enquiry's timeline (`inquiry_events`): queued with the request that
 * causes them, then marked sent (time, Message-ID) or failed (the server's error) by the worker.
 */
export class MailRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** Stages a queued mail; written when the caller's transaction commits, with its queue job. */
  queue(
    inquiryId: string,
    mail: { template: MailTemplate; recipient: string; subject: string; body?: string; author?: string | null },
  ): MailRecord {
    const event = this.em.create(InquiryEvent, {
      id: randomUUID(),
      inquiry: this.em.getReference(Inquiry, inquiryId),
      kind: 'mail',
      author: mail.author ?? null,
      body: mail.body ?? null,
      subject: mail.subject,
      mailTemplate: mail.template,
      mailTo: mail.recipient,
      mailStatus: 'queued',
      mailAttempts: 0,
      createdAt: eventTime(),
    });
    return toRecord(event);
  }

  /**
   * Takes the mail for sending: one statement, committed before the SMTP exchange starts, so no
   * transaction (and no connection) is held while a mail server takes its time. 'busy' while another
   * worker's claim is younger than `expiresSeconds` (a send cannot outlast it; an older claim is a
   * crashed worker's and is taken over); 'sent' once it went out; null when there is no such mail.
   */
  async claim(id: string, expiresSeconds: number): Promise<{ mail: MailRecord; inquiry: MailInquiry } | 'busy' | 'sent' | null> {
    const claimed = await this.em.execute<{ id: string }[]>(
      `update inquiry_events set mail_claimed_at = now()
        where id = ? and kind = 'mail' and mail_status <> 'sent'
          and (mail_claimed_at is null or mail_claimed_at < now() - make_interval(secs => ?))
        returning id`,
      [id, expiresSeconds],
    );
    const event = await this.em.findOne(InquiryEvent, { id, kind: 'mail' }, { refresh: true });
    if (!event) return null;
    if (claimed.length === 0) return event.mailStatus === 'sent' ? 'sent' : 'busy';
    const inquiry = await this.em.findOneOrFail(Inquiry, { id: event.inquiry.id }, { populate: ['package'] });
    return { mail: toRecord(event), inquiry: toMailInquiry(inquiry) };
  }

  async markSent(id: string, messageId: string, sentAt: Date): Promise<void> {
    await this.em.nativeUpdate(InquiryEvent, { id }, { mailStatus: 'sent', messageId, sentAt, error: null, mailClaimedAt: null, mailFailingSince: null, mailJobId: null });
  }

  /**
   * A failed attempt: counted, its error kept for the timeline while retries continue, the time of the
   * first failure kept, and the job that will retry it noted (the Overview reads its next try).
   */
  async noteFailure(id: string, error: string, jobId: string | null = null): Promise<void> {
    await this.em.execute(
      `update inquiry_events set mail_attempts = coalesce(mail_attempts, 0) + 1, error = ?, mail_claimed_at = null,
         mail_failing_since = coalesce(mail_failing_since, now()), mail_job_id = coalesce(?, mail_job_id)
        where id = ? and mail_status <> 'sent'`,
      [clip(error), jobId, id],
    );
  }

  /** Every retry is spent: the mail becomes a "mail problem" until staff retry it. */
  async markFailed(id: string, fallbackError: string): Promise<void> {
    await this.em.execute(
      `update inquiry_events set mail_status = 'failed', error = coalesce(error, ?), mail_claimed_at = null where id = ? and mail_status <> 'sent'`,
      [fallbackError, id],
    );
  }

  /** Back in the queue after staff asked to retry; false unless it had failed. */
  async requeue(id: string): Promise<boolean> {
    const changed = await this.em.nativeUpdate(
      InquiryEvent,
      { id, kind: 'mail', mailStatus: 'failed' },
      { mailStatus: 'queued', mailAttempts: 0, mailClaimedAt: null, mailFailingSince: null, mailJobId: null },
    );
    return changed > 0;
  }

  /** The queue job that retries a mail still failing (not yet given up on); null when there is none. */
  async retryingJob(id: string): Promise<string | null> {
    const event = await this.em.findOne(InquiryEvent, { id, kind: 'mail', mailStatus: 'queued', mailFailingSince: { $ne: null } }, { refresh: true });
    return event?.mailJobId ?? null;
  }

  async find(id: string): Promise<MailRecord | null> {
    const event = await this.em.findOne(InquiryEvent, { id, kind: 'mail' }, { refresh: true });
    return event ? toRecord(event) : null;
  }

  /** The enquiry a reply answers, in the shape mails use; null when there is none. */
  async inquiry(id: string): Promise<MailInquiry | null> {
    const inquiry = await this.em.findOne(Inquiry, { id }, { populate: ['package'] });
    return inquiry ? toMailInquiry(inquiry) : null;
  }

  /** An enquiry's mails, oldest first. */
  async forInquiry(inquiryId: string): Promise<MailRecord[]> {
    const rows = await this.em.find(InquiryEvent, { inquiry: inquiryId, kind: 'mail' }, { orderBy: { createdAt: 'asc', id: 'asc' }, refresh: true });
    return rows.map(toRecord);
  }

  /**
   * Mails failing for longer than MAIL_DELAYED_AFTER_MINUTES and still being retried, longest first, at most `limit`:
   * the partial index on `mail_failing_since` holds only failing mails. The next try is the retry
   * job's start, read by its key from pg-boss's table (schema `pgboss`, its default, which MailQueue keeps).
   */
  async delayed(limit = 10): Promise<MailDelay[]> {
    const rows = await this.em.execute<(Omit<MailDelay, 'failingSince' | 'nextTryAt'> & { failingSince: Date; nextTryAt: Date | null })[]>(
      `select e.id, e.inquiry_id as "inquiryId", i.first_name || ' ' || i.last_name as "inquiryName", e.mail_to as recipient,
              e.subject, e.error as "lastError", e.mail_attempts as attempts, e.mail_failing_since as "failingSince",
              (select j.start_after from pgboss.job j where j.name = ? and j.id = e.mail_job_id and j.state = 'retry') as "nextTryAt"
         from inquiry_events e join inquiries i on i.id = e.inquiry_id
        where e.mail_failing_since is not null and e.mail_failing_since < now() - make_interval(mins => ?) and e.mail_status = 'queued'
        order by e.mail_failing_since limit ?`,
      [MAIL_QUEUE, MAIL_DELAYED_AFTER_MINUTES, limit],
    );
    return rows.map((row) => ({
      ...row,
      attempts: row.attempts ?? 0,
      failingSince: new Date(row.failingSince).toISOString(),
      nextTryAt: row.nextTryAt ? new Date(row.nextTryAt).toISOString() : null,
    }));
  }

  /** Mails given up on, newest first. */
  async problems(): Promise<MailProblem[]> {
    const rows = await this.em.find(
      InquiryEvent,
      { kind: 'mail', mailStatus: 'failed' },
      { populate: ['inquiry'], orderBy: { createdAt: 'desc' }, refresh: true },
    );
    return rows.map((e) => ({ ...toRecord(e), inquiryName: `${e.inquiry.firstName} ${e.inquiry.lastName}` }));
  }
}
