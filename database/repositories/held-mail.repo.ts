import type { EntityManager } from '@mikro-orm/postgresql';
import type { HeldMailSummary, InboundAttachmentView } from '#lib/domain/enquiry/enquiry.types.ts';
import { stageInboundMail, type InboundAnswer } from './inbound-mail.repo.ts';

/** The timeline kind of a mail that names an enquiry but is not from its traveller (decision 136). */
export const HELD_KIND = 'inbound-held';


interface HeldRow {
  author: string | null;
  subject: string | null;
  body: string | null;
  quoted: string | null;
  messageId: string;
  mailFrom: string | null;
  bodyDigest: string | null;
  attachments: InboundAttachmentView[] | null;
}

/**
 * Mail that names an enquiry (by our Message-IDs or `[AST-n]`) from someone other than its traveller: held on
 * the timeline as "From another sender" until staff accept it (it then becomes the traveller's answer, through
 * the one path answers take) or discard it. Held mail changes no status; its files have an allowance of their
 * own, apart from the traveller's (decision 171), and go after 14 days unless accepted. Writes are staged or run on the caller's transaction.
 */
export class HeldMailRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** The enquiry's e-mail and the addresses staff added; null when there is no such enquiry. */
  async travellerAddresses(inquiryId: string): Promise<{ email: string; added: string[] } | null> {
    const [inquiry] = await this.em.execute<{ email: string }[]>(`select email from inquiries where id = ?`, [inquiryId]);
    if (!inquiry) return null;
    const added = await this.em.execute<{ email: string }[]>(`select email from inquiry_addresses where inquiry_id = ?`, [inquiryId]);
    return { email: inquiry.email, added: added.map((a) => a.email) };
  }

  /** Whether this very mail (same Message-ID, sender and body) is already on a timeline, held or answered. */
  async isStored(messageId: string, sender: string | null, bodyDigest: string): Promise<boolean> {
    const rows = await this.em.execute(
      `select 1 from inquiry_events where kind in ('inbound', '${HELD_KIND}') and message_id = ? and mail_from is not distinct from ? and body_digest = ?`,
      [messageId, sender, bodyDigest],
    );
    return rows.length > 0;
  }

  /** The bytes of files the enquiry keeps of its traveller's answers (held mail has an allowance of its own). */
  async storedBytes(inquiryId: string): Promise<number> {
    return this.bytes(inquiryId, 'not in');
  }

  /** The bytes of files the enquiry keeps of held mail. */
  async heldBytes(inquiryId: string): Promise<number> {
    return this.bytes(inquiryId, 'in');
  }

  private async bytes(inquiryId: string, held: 'in' | 'not in'): Promise<number> {
    const [row] = await this.em.execute<{ bytes: string | null }[]>(
      `select sum(a.size) as bytes from inbound_attachments a join inquiry_events e on e.id = a.event_id where a.inquiry_id = ? and e.kind ${held} ('${HELD_KIND}')`,
      [inquiryId],
    );
    return Number(row?.bytes ?? 0);
  }

  /** Mail from `sender` held on any enquiry since `since` (decision 171's allowance per sender). */
  async heldSince(sender: string | null, since: Date): Promise<number> {
    const [row] = await this.em.execute<{ n: string }[]>(
      `select count(*) as n from inquiry_events where kind = '${HELD_KIND}' and created_at >= ? and mail_from is not distinct from ?`,
      [since, sender],
    );
    return Number(row?.n ?? 0);
  }

  /** Held mail older than `before` that staff neither accepted nor discarded goes, its files with it (cascade). */
  async dropHeldBefore(before: Date): Promise<number> {
    const rows = await this.em.execute(`delete from inquiry_events where kind = '${HELD_KIND}' and created_at < ? returning id`, [before]);
    return rows.length;
  }

  /** Stages the mail as a held entry with its files; the enquiry itself is left as it is. */
  hold(inquiryId: string, answer: InboundAnswer): void {
    stageInboundMail(this.em, inquiryId, answer, HELD_KIND);
  }

  /**
   * Takes a held mail off the timeline, with its files' bytes, as the answer it becomes once accepted; null when
   * the enquiry has no held mail by that id (already accepted or discarded). Run it in the accepting transaction:
   * the row is locked and deleted at once, so two staff accepting together record it once.
   */
  async take(inquiryId: string, eventId: string): Promise<InboundAnswer | null> {
    const [row] = await this.em.execute<HeldRow[]>(
      `select author, subject, body, quoted, message_id as "messageId", mail_from as "mailFrom", body_digest as "bodyDigest", attachments
         from inquiry_events where id = ? and inquiry_id = ? and kind = '${HELD_KIND}' for update`,
      [eventId, inquiryId],
    );
    if (!row) return null;
    const stored = await this.em.execute<{ id: string; data: Buffer }[]>(`select id, data from inbound_attachments where event_id = ?`, [eventId]);
    const listed = row.attachments ?? [];
    const files = listed.flatMap((a) => {
      const file = stored.find((s) => s.id === a.id);
      return file ? [{ name: a.name, contentType: a.contentType, data: file.data }] : [];
    });
    // The files go with the event (cascade); the answer stages them again.
    await this.em.execute(`delete from inquiry_events where id = ?`, [eventId]);
    return {
      messageId: row.messageId,
      from: row.author ?? row.mailFrom ?? '',
      subject: row.subject ?? '',
      text: row.body ?? '',
      quoted: row.quoted,
      files,
      skipped: listed.filter((a) => a.skipped).map((a) => ({ name: a.name, contentType: a.contentType, size: a.size })),
      mailFrom: row.mailFrom,
      bodyDigest: row.bodyDigest,
    };
  }

  /** Held mail waiting for staff, oldest first (at most `limit`), and how many in all. */
  async waiting(limit = 10): Promise<{ total: number; items: HeldMailSummary[] }> {
    const rows = await this.em.execute<{ inquiryId: string; reference: number; firstName: string; lastName: string; sender: string | null; at: Date; total: string }[]>(
      `select e.inquiry_id as "inquiryId", i.reference, i.first_name as "firstName", i.last_name as "lastName", e.mail_from as sender, e.created_at as at,
              count(*) over () as total
         from inquiry_events e join inquiries i on i.id = e.inquiry_id
        where e.kind = '${HELD_KIND}' order by e.created_at, e.id limit ?`,
      [limit],
    );
    return {
      total: Number(rows[0]?.total ?? 0),
      items: rows.map((r) => ({ inquiryId: r.inquiryId, reference: r.reference, name: `${r.firstName} ${r.lastName}`, sender: r.sender, at: new Date(r.at).toISOString() })),
    };
  }

  /** Deletes a held mail and its files; false when the enquiry has none by that id. */
  async discard(inquiryId: string, eventId: string): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(`delete from inquiry_events where id = ? and inquiry_id = ? and kind = '${HELD_KIND}' returning id`, [eventId, inquiryId]);
    return rows.length > 0;
  }
}
