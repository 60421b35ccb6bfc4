import { createHash } from 'node:crypto';
import type { ImapFlow, MessageEnvelopeObject } from 'imapflow';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { isDataError } from '#database/errors.ts';
import type { Orm } from '#database/orm.ts';
import { InboundMailRepository } from '#database/repositories/inbound-mail.repo.ts';
import { subjectReference } from '#lib/inquiry-reference.ts';
import { recordAnswer } from '../../desk/record-answer.ts';
import { readAnswer } from './read-answer.ts';

/** An unseen message as its headers describe it, before anything of its body is read. */
export interface Candidate {
  uid: number;
  envelope: MessageEnvelopeObject;
  /** The raw References and In-Reply-To header lines. */
  headers: string;
}

const MESSAGE_ID = /<[^<>\s]{1,250}>/g;

/** The Message-IDs a header names (`<a@b> <c@d>`), in order. */
function messageIds(headers: string, name: string): string[] {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name}:`));
  return line ? (line.slice(name.length + 1).match(MESSAGE_ID) ?? []) : [];
}

/** In-Reply-To first (the mail answered), then References from the newest back. */
export function answeredIds(candidate: Candidate): string[] {
  const inReplyTo = messageIds(candidate.headers, 'in-reply-to');
  const references = messageIds(candidate.headers, 'references').reverse();
  return [...new Set([...inReplyTo, ...references])];
}

/**
 * The answer's own Message-ID (the key that makes a second reading a duplicate). A mail without one gets
 * a stable stand-in from what identifies it, so reading it twice still finds the first.
 */
function ownMessageId(candidate: Candidate): string {
  const id = candidate.envelope.messageId?.trim();
  if (id && id.length <= 300) return id;
  const { date, subject, from } = candidate.envelope;
  const digest = createHash('sha256').update(JSON.stringify([String(date ?? ''), subject ?? '', from?.[0]?.address ?? '', candidate.headers])).digest('hex');
  return `<${digest.slice(0, 40)}@no-message-id.invalid>`;
}

/** PostgreSQL text holds no NUL, and control characters have no place on a timeline. */
const plain = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');

function sender(envelope: MessageEnvelopeObject): string {
  const from = envelope.from?.[0];
  if (!from) return 'Unknown sender';
  return from.name && from.address ? `${from.name} <${from.address}>` : (from.address ?? from.name ?? 'Unknown sender');
}

/**
 * One unseen message: matched by the ids it answers (only ids we issued count), else by `[AST-1234]` in its
 * subject (decision 112). A match is read, stored in one transaction (after the IMAP read: no transaction
 * is open across it) and flagged \Seen; an answer already stored is only flagged; unmatched mail is left
 * as it was, unseen, for whoever reads the mailbox otherwise.
 */
export async function handleMessage(imap: ImapFlow, orm: Orm, candidate: Candidate): Promise<'stored' | 'duplicate' | 'unmatched'> {
  const repo = new InboundMailRepository(orm.em.fork());
  const messageId = ownMessageId(candidate);
  const subject = candidate.envelope.subject ?? '';
  const markSeen = () => imap.messageFlagsAdd(String(candidate.uid), ['\\Seen'], { uid: true });
  if (await repo.hasAnswer(messageId)) {
    await markSeen();
    return 'duplicate';
  }
  const reference = subjectReference(subject);
  const inquiryId = (await repo.inquiryByOurMessageId(answeredIds(candidate))) ?? (reference === null ? null : await repo.inquiryByReference(reference));
  if (!inquiryId) return 'unmatched';

  const download = await imap.download(String(candidate.uid), undefined, { uid: true });
  if (!download.content) return 'unmatched';
  const read = await readAnswer(download.content);
  const answer = {
    text: plain(read.text),
    quoted: read.quoted === null ? null : plain(read.quoted),
    files: read.files.map((f) => ({ ...f, name: plain(f.name), contentType: plain(f.contentType) })),
    skipped: read.skipped.map((f) => ({ ...f, name: plain(f.name), contentType: plain(f.contentType) })),
    messageId: plain(messageId),
    subject: plain(subject),
    from: plain(sender(candidate.envelope)),
  };
  try {
    if (!(await recordAnswer(orm, inquiryId, answer))) return 'unmatched';
  } catch (error) {
    // Another reader stored it between our check and our write (the unique index on the answer's id).
    if (error instanceof UniqueConstraintViolationException) {
      await markSeen();
      return 'duplicate';
    }
    // Bytes PostgreSQL refuses despite the clean-up: left in the mailbox for a person, not retried for ever.
    if (isDataError(error)) return 'unmatched';
    throw error;
  }
  await markSeen();
  return 'stored';
}
