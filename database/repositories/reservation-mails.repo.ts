import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

export type SupplierMailTemplate = 'request' | 'reminder' | 'cancellation';

export interface SupplierMailToSend {
  id: string;
  reservationId: string;
  template: SupplierMailTemplate;
  recipient: string;
  subject: string;
}

const clip = (text: string) => (text.length > 1000 ? `${text.slice(0, 999)}…` : text);

/**
 * Mails to suppliers (issue 30), claimed, sent and recorded by the mail worker as staff mail is (decisions 037
 * and 122). Their words are composed when sent, from the reservation as it is then.
 */
export class ReservationMailsRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async queue(reservationId: string, template: SupplierMailTemplate, recipient: string, subject: string): Promise<string> {
    const id = randomUUID();
    await this.em.execute(`insert into reservation_mails (id, reservation_id, template, recipient, subject, status, attempts, created_at) values (?, ?, ?, ?, ?, 'queued', 0, now())`, [id, reservationId, template, recipient, subject]);
    return id;
  }

  async claim(id: string, expiresSeconds: number): Promise<SupplierMailToSend | 'busy' | 'done' | null> {
    const [row] = await this.em.execute<{ id: string; reservation_id: string; template: SupplierMailTemplate; recipient: string; subject: string }[]>(
      `update reservation_mails set claimed_at = now() where id = ? and status = 'queued' and (claimed_at is null or claimed_at < now() - make_interval(secs => ?))
        returning id, reservation_id, template, recipient, subject`,
      [id, expiresSeconds],
    );
    if (row) return { id: row.id, reservationId: row.reservation_id, template: row.template, recipient: row.recipient, subject: row.subject };
    const [existing] = await this.em.execute<{ status: string }[]>('select status from reservation_mails where id = ?', [id]);
    if (!existing) return null;
    return existing.status === 'queued' ? 'busy' : 'done';
  }

  async markSent(id: string, messageId: string): Promise<void> {
    await this.em.execute(`update reservation_mails set status = 'sent', message_id = ?, sent_at = now(), error = null, claimed_at = null, attempts = attempts + 1 where id = ?`, [messageId, id]);
  }

  async noteFailure(id: string, error: string): Promise<void> {
    await this.em.execute(`update reservation_mails set attempts = attempts + 1, error = ?, claimed_at = null where id = ? and status = 'queued'`, [clip(error), id]);
  }

  async markFailed(id: string, fallbackError: string): Promise<void> {
    await this.em.execute(`update reservation_mails set status = 'failed', error = coalesce(error, ?), claimed_at = null where id = ? and status = 'queued'`, [fallbackError, id]);
  }

  /** The Message-IDs of the reservation's mails sent so far, oldest first: a new mail threads after them. */
  async sentMessageIds(reservationId: string): Promise<string[]> {
    const rows = await this.em.execute<{ message_id: string }[]>(`select message_id from reservation_mails where reservation_id = ? and message_id is not null order by sent_at`, [reservationId]);
    return rows.map((r) => r.message_id);
  }

  /** The reservation a mail answers, by the Message-IDs it names (only ids of mails we sent count). */
  async reservationByMessageIds(ids: string[]): Promise<string | null> {
    if (ids.length === 0) return null;
    const [row] = await this.em.execute<{ reservation_id: string }[]>(`select reservation_id from reservation_mails where message_id in (?) limit 1`, [ids]);
    return row?.reservation_id ?? null;
  }
}
