import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Admin, StaffMail } from '../entities/index.ts';

export interface StaffMailInput {
  adminId: string;
  template: 'password-reset';
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /** Not sent after this (the link inside has expired). */
  expiresAt: Date;
}

export interface StaffMailToSend {
  id: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

export interface StaffMailRecord {
  id: string;
  adminId: string;
  template: string;
  recipient: string;
  subject: string;
  status: 'queued' | 'sent' | 'failed' | 'expired';
  attempts: number;
  error: string | null;
  sentAt: string | null;
  createdAt: string;
}

const clip = (text: string) => (text.length > 1000 ? `${text.slice(0, 999)}…` : text);

/**
 * Mail to staff (decision 122): queued with the request that causes it, claimed and sent by the mail
 * worker like travellers' mail (decision 037), its words wiped once sent or expired.
 */
export class StaffMailRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  queue(mail: StaffMailInput): string {
    const { adminId, ...rest } = mail;
    const row = this.em.create(StaffMail, {
      ...rest,
      id: randomUUID(),
      admin: this.em.getReference(Admin, adminId),
      status: 'queued',
      attempts: 0,
      createdAt: new Date(),
    });
    return row.id;
  }

  /**
   * Takes the mail for sending, committed before the SMTP exchange (one statement, as for travellers'
   * mail). 'expired' when its link died first (the words are wiped, nothing is sent), 'busy' while another
   * worker's claim is fresh, 'done' once sent or given up, null when there is no such mail.
   */
  async claim(id: string, expiresSeconds: number): Promise<StaffMailToSend | 'busy' | 'done' | 'expired' | null> {
    const expired = await this.em.execute<{ id: string }[]>(
      `update staff_mails set status = 'expired', text = null, html = null, claimed_at = null
        where id = ? and status = 'queued' and expires_at <= now() returning id`,
      [id],
    );
    if (expired.length > 0) return 'expired';
    const rows = await this.em.execute<{ id: string; recipient: string; subject: string; text: string | null; html: string | null }[]>(
      `update staff_mails set claimed_at = now()
        where id = ? and status = 'queued' and text is not null
          and (claimed_at is null or claimed_at < now() - make_interval(secs => ?))
        returning id, recipient, subject, text, html`,
      [id, expiresSeconds],
    );
    const row = rows[0];
    if (row) return { id: row.id, recipient: row.recipient, subject: row.subject, text: row.text ?? '', html: row.html ?? '' };
    const existing = await this.em.execute<{ status: string }[]>('select status from staff_mails where id = ?', [id]);
    if (!existing[0]) return null;
    return existing[0].status === 'queued' ? 'busy' : 'done';
  }

  async markSent(id: string, messageId: string): Promise<void> {
    await this.em.execute(
      `update staff_mails set status = 'sent', message_id = ?, sent_at = now(), error = null, claimed_at = null, text = null, html = null where id = ?`,
      [messageId, id],
    );
  }

  async noteFailure(id: string, error: string): Promise<void> {
    await this.em.execute(
      `update staff_mails set attempts = attempts + 1, error = ?, claimed_at = null where id = ? and status = 'queued'`,
      [clip(error), id],
    );
  }

  /** Every retry is spent: nobody will receive this link, so its words go too. */
  async markFailed(id: string, fallbackError: string): Promise<void> {
    await this.em.execute(
      `update staff_mails set status = 'failed', error = coalesce(error, ?), claimed_at = null, text = null, html = null where id = ? and status = 'queued'`,
      [fallbackError, id],
    );
  }

  /** An account's mails, oldest first (tests and diagnostics). */
  async forAdmin(adminId: string): Promise<StaffMailRecord[]> {
    const rows = await this.em.find(StaffMail, { admin: adminId }, { orderBy: { createdAt: 'asc' }, refresh: true });
    return rows.map((m) => ({
      id: m.id,
      adminId,
      template: m.template,
      recipient: m.recipient,
      subject: m.subject,
      status: m.status as StaffMailRecord['status'],
      attempts: m.attempts,
      error: m.error ?? null,
      sentAt: m.sentAt ? m.sentAt.toISOString() : null,
      createdAt: m.createdAt.toISOString(),
    }));
  }
}
