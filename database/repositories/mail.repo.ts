import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Admin, Inquiry, InquiryEvent, OutboxMail } from '../entities/index.ts';
import type { MailDelay, MailProblem, MailRecord, MailTemplate, MailView } from '#lib/domain/mail/mail.types.ts';
import type { MailInquiry } from '#lib/domain/enquiry/enquiry.types.ts';
import { eventTime } from './inquiries.repo.ts';
import { toMailInquiry } from './inquiry-rows.ts';

type OutboxRow = { id: string; template: string; recipient: string; subject: string; data?: Record<string, unknown> | null; inquiry?: { id: string } | null; admin?: { id: string } | null; status: string; attempts: number; error?: string | null; messageId?: string | null; sentAt?: Date | null; createdAt: Date };

function toRecord(m: OutboxRow): MailRecord {
  return {
    id: m.id,
    inquiryId: m.inquiry?.id ?? null,
    adminId: m.admin?.id ?? null,
    template: m.template as MailTemplate,
    recipient: m.recipient,
    subject: m.subject,
    data: m.data ?? {},
    body: typeof m.data?.body === 'string' ? m.data.body : null,
    status: m.status as MailRecord['status'],
    attempts: m.attempts,
    lastError: m.error ?? null,
    messageId: m.messageId ?? null,
    sentAt: m.sentAt ? m.sentAt.toISOString() : null,
    createdAt: m.createdAt.toISOString(),
  };
}

/** A mail as the desk may see it: without its data. */
export function toView({ data: _data, ...view }: MailRecord): MailView {
  return view;
}

/** pg-boss's queue of mail jobs (server/mail/queue.ts works it); named here so the delay list can read its jobs. */
export const MAIL_QUEUE = 'mail';

/** A mail failing this long is "delayed" on the Overview (issue 21: at once, not after a day of retries). */
export const MAIL_DELAYED_AFTER_MINUTES = 5;

/** Mails whose data holds a secret (a password link): wiped once sent, given up or expired. */
const SECRET_TEMPLATES: MailTemplate[] = ['password-reset'];
const WIPE = `data = case when template in (${SECRET_TEMPLATES.map((t) => `'${t}'`).join(', ')}) then null else data end`;

/** Server errors can be long (a whole SMTP transcript); the timeline needs the gist. */
const clip = (text: string) => (text.length > 1000 ? `${text.slice(0, 999)}…` : text);

export interface OutboxInput {
  template: MailTemplate;
  recipient: string;
  subject: string;
  /** The template's input as it is now: the mail is rendered from it alone. */
  data: Record<string, unknown>;
  /** A mail about an enquiry shows on its timeline. */
  inquiryId?: string | null;
  /** A mail to a member of staff's account. */
  adminId?: string | null;
  /** Who caused it (staff's reply), for the timeline. */
  author?: string | null;
  /** Not sent after this. */
  expiresAt?: Date | null;
}

/**
 * The outbox (decision 140): every mail, queued with the request that causes it, then claimed, marked sent
 * (time, Message-ID), retried or given up by the worker. A mail about an enquiry is on its timeline as a `mail`
 * event that names the outbox row (the same id).
 */
export class MailRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** Stages a queued mail; written when the caller's transaction commits, with its queue job. */
  queue(mail: OutboxInput): MailRecord {
    const id = randomUUID();
    const createdAt = eventTime();
    const row = this.em.create(OutboxMail, {
      id,
      template: mail.template,
      recipient: mail.recipient,
      subject: mail.subject,
      data: mail.data,
      inquiry: mail.inquiryId ? this.em.getReference(Inquiry, mail.inquiryId) : null,
      admin: mail.adminId ? this.em.getReference(Admin, mail.adminId) : null,
      status: 'queued',
      attempts: 0,
      expiresAt: mail.expiresAt ?? null,
      createdAt,
    });
    if (mail.inquiryId) {
      this.em.create(InquiryEvent, { id, inquiry: this.em.getReference(Inquiry, mail.inquiryId), kind: 'mail', author: mail.author ?? null, mail: row, createdAt });
    }
    return toRecord(row);
  }

  /**
   * Takes the mail for sending: one statement, committed before the SMTP exchange starts, so no transaction
   * (and no connection) is held while a mail server takes its time (decision 037). 'busy' while another
   * worker's claim is younger than `expiresSeconds` (an older claim is a crashed worker's and is taken over);
   * 'done' once sent or given up; 'expired' when it was not sent in time (its data is wiped); null when unknown.
   */
  async claim(id: string, expiresSeconds: number): Promise<MailRecord | 'busy' | 'done' | 'expired' | null> {
    const expired = await this.em.execute<{ id: string }[]>(
      `update outbox_mails set status = 'expired', data = null, claimed_at = null
        where id = ? and status = 'queued' and expires_at <= now() returning id`,
      [id],
    );
    if (expired.length > 0) return 'expired';
    const claimed = await this.em.execute<{ id: string }[]>(
      `update outbox_mails set claimed_at = now()
        where id = ? and status = 'queued' and (claimed_at is null or claimed_at < now() - make_interval(secs => ?))
        returning id`,
      [id, expiresSeconds],
    );
    const row = await this.em.findOne(OutboxMail, { id }, { refresh: true });
    if (!row) return null;
    if (claimed.length === 0) return row.status === 'queued' ? 'busy' : 'done';
    return toRecord(row);
  }

  /** The enquiry as it is now, for a mail queued before its data was kept (decision 140's migration). */
  async inquiry(id: string): Promise<MailInquiry | null> {
    const inquiry = await this.em.findOne(Inquiry, { id }, { populate: ['package'] });
    return inquiry ? toMailInquiry(inquiry) : null;
  }

  async markSent(id: string, messageId: string, sentAt: Date): Promise<void> {
    await this.em.execute(
      `update outbox_mails set status = 'sent', message_id = ?, sent_at = ?, error = null, claimed_at = null, failing_since = null, job_id = null, ${WIPE} where id = ?`,
      [messageId, sentAt, id],
    );
  }

  /**
   * A failed attempt: counted, its error kept for the timeline while retries continue, the time of the
   * first failure kept, and the job that will retry it noted (the Overview reads its next try).
   */
  async noteFailure(id: string, error: string, jobId: string | null = null): Promise<void> {
    await this.em.execute(
      `update outbox_mails set attempts = attempts + 1, error = ?, claimed_at = null,
         failing_since = coalesce(failing_since, now()), job_id = coalesce(?, job_id)
        where id = ? and status = 'queued'`,
      [clip(error), jobId, id],
    );
  }

  /** Every retry is spent: the mail becomes a "mail problem" until staff retry it. */
  async markFailed(id: string, fallbackError: string): Promise<void> {
    await this.em.execute(
      `update outbox_mails set status = 'failed', error = coalesce(error, ?), claimed_at = null, ${WIPE} where id = ? and status = 'queued'`,
      [fallbackError, id],
    );
  }

  /** Back in the queue after staff asked to retry; false unless it had failed and can still be rendered. */
  async requeue(id: string): Promise<boolean> {
    const changed = await this.em.execute<{ id: string }[]>(
      `update outbox_mails set status = 'queued', attempts = 0, claimed_at = null, failing_since = null, job_id = null
        where id = ? and status = 'failed' and data is not null returning id`,
      [id],
    );
    return changed.length > 0;
  }

  /** The queue job that retries a mail still failing (not yet given up on); null when there is none. */
  async retryingJob(id: string): Promise<string | null> {
    const row = await this.em.findOne(OutboxMail, { id, status: 'queued', failingSince: { $ne: null } }, { refresh: true });
    return row?.jobId ?? null;
  }

  async find(id: string): Promise<MailRecord | null> {
    const row = await this.em.findOne(OutboxMail, { id }, { refresh: true });
    return row ? toRecord(row) : null;
  }

  /** An enquiry's mails, oldest first. */
  async forInquiry(inquiryId: string): Promise<MailRecord[]> {
    const rows = await this.em.find(OutboxMail, { inquiry: inquiryId }, { orderBy: { createdAt: 'asc', id: 'asc' }, refresh: true });
    return rows.map(toRecord);
  }

  /** A staff account's mails, oldest first. */
  async forAdmin(adminId: string): Promise<MailRecord[]> {
    const rows = await this.em.find(OutboxMail, { admin: adminId }, { orderBy: { createdAt: 'asc', id: 'asc' }, refresh: true });
    return rows.map(toRecord);
  }

  /**
   * Enquiries' mails failing for longer than MAIL_DELAYED_AFTER_MINUTES and still being retried, longest first, at
   * most `limit`. The next try is the retry job's start, read by its key from pg-boss's table (schema `pgboss`).
   */
  async delayed(limit = 10): Promise<MailDelay[]> {
    const rows = await this.em.execute<(Omit<MailDelay, 'failingSince' | 'nextTryAt'> & { failingSince: Date; nextTryAt: Date | null })[]>(
      `select m.id, m.inquiry_id as "inquiryId", i.first_name || ' ' || i.last_name as "inquiryName", m.recipient,
              m.subject, m.error as "lastError", m.attempts, m.failing_since as "failingSince",
              (select j.start_after from pgboss.job j where j.name = ? and j.id = m.job_id and j.state = 'retry') as "nextTryAt"
         from outbox_mails m join inquiries i on i.id = m.inquiry_id
        where m.failing_since is not null and m.failing_since < now() - make_interval(mins => ?) and m.status = 'queued'
        order by m.failing_since limit ?`,
      [MAIL_QUEUE, MAIL_DELAYED_AFTER_MINUTES, limit],
    );
    return rows.map((row) => ({
      ...row,
      failingSince: new Date(row.failingSince).toISOString(),
      nextTryAt: row.nextTryAt ? new Date(row.nextTryAt).toISOString() : null,
    }));
  }

  /** Enquiries' mails given up on, newest first. */
  async problems(): Promise<MailProblem[]> {
    const rows = await this.em.find(OutboxMail, { status: 'failed', inquiry: { $ne: null } }, { populate: ['inquiry'], orderBy: { createdAt: 'desc' }, refresh: true });
    return rows.map((m) => ({ ...toView(toRecord(m)), inquiryId: m.inquiry!.id, inquiryName: `${m.inquiry!.firstName} ${m.inquiry!.lastName}` }));
  }
}
