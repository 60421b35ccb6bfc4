import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Inquiry, InquiryEvent } from '../entities/index.ts';
import type { MailInquiry, MailProblem, MailRecord, MailTemplate } from '../dto.ts';
import { eventTime, InquiriesRepository } from './inquiries.repo.ts';
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
   * The mail and its enquiry, the row locked until the caller's transaction ends: a second worker
   * running the same job waits here, then sees it sent.
   */
  async lockForSending(id: string): Promise<{ mail: MailRecord; inquiry: MailInquiry } | null> {
    const event = await this.em.findOne(InquiryEvent, { id, kind: 'mail' }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!event) return null;
    const inquiry = await this.em.findOneOrFail(Inquiry, { id: event.inquiry.id }, { populate: ['package'] });
    return { mail: toRecord(event), inquiry: toMailInquiry(inquiry) };
  }

  async markSent(id: string, messageId: string, sentAt: Date): Promise<void> {
    await this.em.nativeUpdate(InquiryEvent, { id }, { mailStatus: 'sent', messageId, sentAt, error: null });
  }

  /** A failed attempt: counted, and its error kept for the timeline while retries continue. */
  async noteFailure(id: string, error: string): Promise<void> {
    await this.em.execute(
      `update inquiry_events set mail_attempts = coalesce(mail_attempts, 0) + 1, error = ? where id = ? and mail_status <> 'sent'`,
      [clip(error), id],
    );
  }

  /** Every retry is spent: the mail becomes a "mail problem" until staff retry it. */
  async markFailed(id: string, fallbackError: string): Promise<void> {
    await this.em.execute(
      `update inquiry_events set mail_status = 'failed', error = coalesce(error, ?) where id = ? and mail_status <> 'sent'`,
      [fallbackError, id],
    );
  }

  /** Back in the queue after staff asked to retry; false unless it had failed. */
  async requeue(id: string): Promise<boolean> {
    const changed = await this.em.nativeUpdate(InquiryEvent, { id, kind: 'mail', mailStatus: 'failed' }, { mailStatus: 'queued', mailAttempts: 0 });
    return changed > 0;
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

  /**
   * A reply answers the enquiry: a New one becomes contacted (which sets the first response, once,
   * by the desk's rule); any other without a first response gets it now.
   */
  async markResponded(inquiryId: string, author: string | null): Promise<void> {
    const inquiry = await this.em.findOne(Inquiry, { id: inquiryId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!inquiry) return;
    if (inquiry.status === 'pending') await new InquiriesRepository(this.em).setStatus(inquiryId, 'contacted', author);
    else if (!inquiry.firstRespondedAt) inquiry.firstRespondedAt = eventTime();
  }

  /** An enquiry's mails, oldest first. */
  async forInquiry(inquiryId: string): Promise<MailRecord[]> {
    const rows = await this.em.find(InquiryEvent, { inquiry: inquiryId, kind: 'mail' }, { orderBy: { createdAt: 'asc', id: 'asc' }, refresh: true });
    return rows.map(toRecord);
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
