import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { InboundAttachment, Inquiry, InquiryEvent } from '../entities/index.ts';
import type { InboundAttachmentView } from '#lib/domain/enquiry/enquiry.types.ts';
import type { MailboxState } from '#lib/domain/mail/mail.types.ts';
import { eventTime } from './inquiries.repo.ts';

/** A traveller's answer as the IMAP worker read it, ready to be stored on its enquiry's timeline. */
export interface InboundAnswer {
  messageId: string;
  /** "Amara Okafor <amara@example.com>", clipped to the author column. */
  from: string;
  subject: string;
  text: string;
  quoted: string | null;
  files: { name: string; contentType: string; data: Buffer }[];
  skipped: { name: string; contentType: string; size: number }[];
  /** The sender's address, lower case, and the sha256 of the body: with messageId, which mail it is (decision 136). */
  mailFrom?: string | null;
  bodyDigest?: string | null;
}

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * Inbound mail (issue 21, decisions 110-114): how mails of an enquiry thread, which enquiry an answer
 * belongs to, the answers themselves with their files, and the mailbox's state. Writes are staged; the
 * IMAP worker commits one answer per transaction, after the IMAP exchange that read it.
 */
export class InboundMailRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /**
   * The enquiry's reference and traveller, and the Message-IDs of its conversation before `mailId`, oldest
   * first: our mails to the traveller (one still queued will carry `<id@domain>`, the id it is sent with)
   * and the traveller's answers. Null when the mail or enquiry is gone.
   */
  async conversation(inquiryId: string, mailId: string, domain: string): Promise<{ reference: number; travellerEmail: string; messageIds: string[] } | null> {
    const [inquiry] = await this.em.execute<{ reference: number; email: string }[]>(`select reference, email from inquiries where id = ?`, [inquiryId]);
    if (!inquiry) return null;
    // Our mails are outbox rows (decision 140) named by their timeline entry (same id); answers are inbound events.
    const rows = await this.em.execute<{ messageId: string }[]>(
      `select coalesce(m.message_id, e.message_id, '<' || e.id || '@' || ? || '>') as "messageId"
         from inquiry_events e left join outbox_mails m on m.id = e.mail_id, inquiry_events this
        where this.id = ? and e.inquiry_id = ? and e.id <> this.id
          and (e.created_at, e.id) < (this.created_at, this.id)
          and ((e.kind = 'mail' and lower(m.recipient) = lower(?) and m.status <> 'failed') or e.kind = 'inbound')
        order by e.created_at, e.id`,
      [domain, mailId, inquiryId, inquiry.email],
    );
    return { reference: inquiry.reference, travellerEmail: inquiry.email, messageIds: rows.map((r) => r.messageId) };
  }

  /**
   * The enquiry whose mail one of `messageIds` names, trying them in the order given (In-Reply-To, then
   * References from the newest). Only ids we issued count: our sent mails' Message-IDs (decision 112).
   */
  async inquiryByOurMessageId(messageIds: string[]): Promise<string | null> {
    if (messageIds.length === 0) return null;
    const rows = await this.em.execute<{ messageId: string; inquiryId: string }[]>(
      `select message_id as "messageId", inquiry_id as "inquiryId" from outbox_mails
        where inquiry_id is not null and message_id in (${messageIds.map(() => '?').join(', ')})`,
      messageIds,
    );
    for (const id of messageIds) {
      const row = rows.find((r) => r.messageId === id);
      if (row) return row.inquiryId;
    }
    return null;
  }

  async inquiryByReference(reference: number): Promise<string | null> {
    const [row] = await this.em.execute<{ id: string }[]>(`select id from inquiries where reference = ?`, [reference]);
    return row?.id ?? null;
  }

  /**
   * Stages the answer as an `inbound` event with its files. What it does to the enquiry (Needs reply, no
   * status change) is the caller's: server/features/desk/record-answer.ts.
   */
  async addAnswer(inquiryId: string, answer: InboundAnswer): Promise<void> {
    stageInboundMail(this.em, inquiryId, answer, 'inbound');
  }

  /** An attachment of this enquiry, with its bytes; null when there is none by that id. */
  async attachment(inquiryId: string, attachmentId: string): Promise<{ fileName: string; contentType: string; data: Buffer } | null> {
    const [row] = await this.em.execute<{ fileName: string; contentType: string; data: Buffer }[]>(
      `select file_name as "fileName", content_type as "contentType", data from inbound_attachments where id = ? and inquiry_id = ?`,
      [attachmentId, inquiryId],
    );
    return row ?? null;
  }

  /** The mailbox answers: any earlier outage is over. */
  async noteReachable(mailbox: string): Promise<void> {
    await this.em.execute(
      `insert into mailbox_status (id, mailbox, reachable, failing_since, last_error, checked_at) values (1, ?, true, null, null, now())
       on conflict (id) do update set mailbox = excluded.mailbox, reachable = true, failing_since = null, last_error = null, checked_at = now()`,
      [mailbox],
    );
  }

  /** The mailbox does not answer; the outage is dated from its first failure. */
  async noteUnreachable(mailbox: string, error: string): Promise<void> {
    await this.em.execute(
      `insert into mailbox_status (id, mailbox, reachable, failing_since, last_error, checked_at) values (1, ?, false, now(), ?, now())
       on conflict (id) do update set mailbox = excluded.mailbox, reachable = false, last_error = excluded.last_error, checked_at = now(),
         failing_since = coalesce(mailbox_status.failing_since, now())`,
      [mailbox, clip(error, 1000)],
    );
  }

  /** What the Overview says about the mailbox; null before a worker ever checked it. */
  async mailboxState(): Promise<MailboxState | null> {
    const [row] = await this.em.execute<{ mailbox: string; reachable: boolean; failingSince: Date | null; lastError: string | null; checkedAt: Date }[]>(
      `select mailbox, reachable, failing_since as "failingSince", last_error as "lastError", checked_at as "checkedAt" from mailbox_status where id = 1`,
    );
    if (!row) return null;
    return {
      mailbox: row.mailbox,
      reachable: row.reachable,
      failingSince: row.failingSince ? new Date(row.failingSince).toISOString() : null,
      lastError: row.lastError,
      checkedAt: new Date(row.checkedAt).toISOString(),
    };
  }
}

/** A mail read from the mailbox, staged on the enquiry's timeline as `kind` (an answer, or held) with its files. */
export function stageInboundMail(em: EntityManager, inquiryId: string, answer: InboundAnswer, kind: 'inbound' | 'inbound-held'): void {
  const inquiry = em.getReference(Inquiry, inquiryId);
  const files = answer.files.map((file) => ({ ...file, id: randomUUID() }));
  const attachments: InboundAttachmentView[] = [
    ...files.map((f) => ({ id: f.id, name: f.name, size: f.data.length, contentType: f.contentType })),
    ...answer.skipped.map((f) => ({ name: f.name, size: f.size, contentType: f.contentType, skipped: true })),
  ];
  const event = em.create(InquiryEvent, {
    id: randomUUID(),
    inquiry,
    kind,
    author: clip(answer.from, 100),
    subject: clip(answer.subject, 300),
    body: answer.text,
    quoted: answer.quoted,
    messageId: answer.messageId,
    mailFrom: answer.mailFrom ?? null,
    bodyDigest: answer.bodyDigest ?? null,
    attachments: attachments.length ? attachments : null,
    createdAt: eventTime(),
  });
  for (const file of files) {
    em.create(InboundAttachment, {
      id: file.id,
      inquiry,
      event,
      fileName: clip(file.name, 255),
      contentType: clip(file.contentType, 255),
      size: file.data.length,
      data: file.data,
      createdAt: new Date(),
    });
  }
}
