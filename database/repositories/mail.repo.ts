import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode, type InferEntity } from '@mikro-orm/core';
import { Inquiry, MailMessage } from '../entities/index.ts';
import type { InquiryRecord, MailProblem, MailRecord } from '../dto.ts';

type MailEntity = InferEntity<typeof MailMessage>;
type InquiryEntity = InferEntity<typeof Inquiry>;

/** What a mail says about its enquiry. */
export type MailInquiryFields = Pick<
  InquiryRecord,
  'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'packageType' | 'groupSize' | 'arrivalDate' | 'departureDate' | 'budgetRange' | 'message' | 'createdAt'
>;

function inquiryFields(i: InquiryEntity): MailInquiryFields {
  return {
    id: i.id,
    firstName: i.firstName,
    lastName: i.lastName,
    email: i.email,
    phone: i.phone ?? null,
    packageType: i.packageType,
    groupSize: i.groupSize,
    arrivalDate: i.arrivalDate ?? null,
    departureDate: i.departureDate ?? null,
    budgetRange: i.budgetRange ?? null,
    message: i.message,
    createdAt: i.createdAt.toISOString(),
  };
}

function toRecord(m: MailEntity): MailRecord {
  return {
    id: m.id,
    inquiryId: m.inquiry.id,
    template: m.template as MailRecord['template'],
    recipient: m.recipient,
    subject: m.subject,
    body: m.body ?? null,
    status: m.status as MailRecord['status'],
    attempts: m.attempts,
    lastError: m.lastError ?? null,
    messageId: m.messageId ?? null,
    sentAt: m.sentAt ? m.sentAt.toISOString() : null,
    createdAt: m.createdAt.toISOString(),
  };
}

/** Server errors can be long (a whole SMTP transcript); the timeline needs the gist. */
const clip = (text: string) => (text.length > 1000 ? `${text.slice(0, 999)}…` : text);

export class MailRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** Stages a queued mail; written when the caller's transaction commits, with its queue job. */
  queue(inquiryId: string, mail: { template: MailRecord['template']; recipient: string; subject: string; body?: string }): MailRecord {
    const entity = this.em.create(MailMessage, {
      inquiry: this.em.getReference(Inquiry, inquiryId),
      template: mail.template,
      recipient: mail.recipient,
      subject: mail.subject,
      body: mail.body ?? null,
      status: 'queued',
      attempts: 0,
      createdAt: new Date(),
    });
    return toRecord(entity);
  }

  /**
   * The mail and its enquiry, the row locked until the caller's transaction ends: a second worker
   * running the same job waits here, then sees it sent.
   */
  async lockForSending(id: string): Promise<{ mail: MailRecord; inquiry: MailInquiryFields } | null> {
    const mail = await this.em.findOne(MailMessage, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!mail) return null;
    const inquiry = await this.em.findOneOrFail(Inquiry, { id: mail.inquiry.id });
    return { mail: toRecord(mail), inquiry: inquiryFields(inquiry) };
  }

  async markSent(id: string, messageId: string, sentAt: Date): Promise<void> {
    await this.em.nativeUpdate(MailMessage, { id }, { status: 'sent', messageId, sentAt, lastError: null });
  }

  /** A failed attempt: counted, and its error kept for the timeline while retries continue. */
  async noteFailure(id: string, error: string): Promise<void> {
    const mail = await this.em.findOne(MailMessage, { id });
    if (!mail || mail.status === 'sent') return;
    await this.em.nativeUpdate(MailMessage, { id }, { attempts: mail.attempts + 1, lastError: clip(error) });
  }

  /** Every retry is spent: the mail becomes a "mail problem" until staff retry it. */
  async markFailed(id: string, fallbackError: string): Promise<void> {
    const mail = await this.em.findOne(MailMessage, { id });
    if (!mail || mail.status === 'sent') return;
    await this.em.nativeUpdate(MailMessage, { id }, { status: 'failed', lastError: mail.lastError ?? fallbackError });
  }

  /** Back in the queue after staff asked to retry; false unless it had failed. */
  async requeue(id: string): Promise<boolean> {
    const changed = await this.em.nativeUpdate(MailMessage, { id, status: 'failed' }, { status: 'queued', attempts: 0 });
    return changed > 0;
  }

  /** The enquiry a reply answers, in the shape mails use; null when there is none. */
  async inquiry(id: string): Promise<MailInquiryFields | null> {
    const inquiry = await this.em.findOne(Inquiry, { id });
    return inquiry ? inquiryFields(inquiry) : null;
  }

  /** The first reply answers the enquiry: a new one becomes contacted. */
  async markResponded(inquiryId: string): Promise<void> {
    await this.em.nativeUpdate(Inquiry, { id: inquiryId, status: 'pending' }, { status: 'contacted' });
  }

  async find(id: string): Promise<MailRecord | null> {
    const mail = await this.em.findOne(MailMessage, { id });
    return mail ? toRecord(mail) : null;
  }

  /** An enquiry's mails, oldest first, for its timeline. */
  async forInquiry(inquiryId: string): Promise<MailRecord[]> {
    const rows = await this.em.find(MailMessage, { inquiry: inquiryId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return rows.map(toRecord);
  }

  /** Mails given up on, newest first. */
  async problems(): Promise<MailProblem[]> {
    const rows = await this.em.find(MailMessage, { status: 'failed' }, { populate: ['inquiry'], orderBy: { createdAt: 'desc' } });
    return rows.map((m) => ({ ...toRecord(m), inquiryName: `${m.inquiry.firstName} ${m.inquiry.lastName}` }));
  }
}
