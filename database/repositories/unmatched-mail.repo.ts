import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { UnmatchedMailView } from '#lib/domain/enquiry/unmatched-mail.ts';

/** A mail no feature claimed, as the mailbox reader stores it. */
export interface UnmatchedMailInput {
  sender: string;
  mailFrom: string | null;
  subject: string;
  excerpt: string;
  messageId: string;
  bodyDigest: string;
}

/** The stored mail with what makes it one mail (decision 136), for recording it on a timeline. */
export type UnmatchedMailRow = UnmatchedMailView & { messageId: string; bodyDigest: string };

const COLUMNS = `id, sender, mail_from as "mailFrom", subject, excerpt, received_at as "receivedAt", message_id as "messageId", body_digest as "bodyDigest"`;

const toRow = (row: Omit<UnmatchedMailRow, 'receivedAt'> & { receivedAt: Date | string }): UnmatchedMailRow => ({ ...row, receivedAt: new Date(row.receivedAt).toISOString() });

/**
 * Mail in the desk's mailbox that names no enquiry or booking (issue 39, R11), waiting for staff to attach it to an
 * enquiry or discard it; the housekeeping sweep deletes what staff left for 30 days. Writes run on the caller's
 * transaction.
 */
export class UnmatchedMailRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** Stores the mail once (its Message-ID, sender and body digest); false when it is already here. */
  async store(mail: UnmatchedMailInput): Promise<boolean> {
    const rows = await this.em.execute(
      `insert into unmatched_mails (id, sender, mail_from, subject, excerpt, message_id, body_digest, received_at) values (?, ?, ?, ?, ?, ?, ?, now())
       on conflict do nothing returning id`,
      [randomUUID(), mail.sender, mail.mailFrom, mail.subject, mail.excerpt, mail.messageId, mail.bodyDigest],
    );
    return rows.length > 0;
  }

  /** Unmatched mail from `sender` stored since `since`: one sender's allowance. */
  async storedSince(sender: string | null, since: Date): Promise<number> {
    const [row] = await this.em.execute<{ n: string }[]>(`select count(*) as n from unmatched_mails where received_at >= ? and mail_from is not distinct from ?`, [since, sender]);
    return Number(row?.n ?? 0);
  }

  /** Newest first, at most `limit`, and how many there are in all. */
  async list(limit: number): Promise<{ items: UnmatchedMailView[]; total: number }> {
    const rows = await this.em.execute<(UnmatchedMailRow & { receivedAt: Date | string })[]>(`select ${COLUMNS} from unmatched_mails order by received_at desc, id desc limit ?`, [limit]);
    const [count] = await this.em.execute<{ n: string }[]>(`select count(*) as n from unmatched_mails`);
    const items = rows.map((row) => {
      const { messageId: _id, bodyDigest: _digest, ...view } = toRow(row);
      return view;
    });
    return { items, total: Number(count?.n ?? 0) };
  }

  /** Takes the mail out of the list (locked, so two staff attaching it at once attach it once); null when it is gone. */
  async take(id: string): Promise<UnmatchedMailRow | null> {
    const [row] = await this.em.execute<(UnmatchedMailRow & { receivedAt: Date | string })[]>(`delete from unmatched_mails where id = ? returning ${COLUMNS}`, [id]);
    return row ? toRow(row) : null;
  }

  /** Deletes the mail; false when there is none by that id. */
  async discard(id: string): Promise<boolean> {
    const rows = await this.em.execute(`delete from unmatched_mails where id = ? returning id`, [id]);
    return rows.length > 0;
  }

  /** The housekeeping sweep: mail staff left since before `before`. */
  async dropBefore(before: Date): Promise<number> {
    const rows = await this.em.execute(`delete from unmatched_mails where received_at < ? returning id`, [before]);
    return rows.length;
  }

  /** The enquiry of the booking with this reference (`AST-7K3Q`); null when there is none. */
  async inquiryOfBooking(reference: string): Promise<string | null> {
    const [row] = await this.em.execute<{ inquiryId: string }[]>(`select inquiry_id as "inquiryId" from bookings where reference = ?`, [reference]);
    return row?.inquiryId ?? null;
  }
}
