import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ImapFlow, MessageEnvelopeObject } from 'imapflow';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { isDataError } from '#database/errors.ts';
import type { Orm } from '#database/orm.ts';
import { HeldMailRepository } from '#database/repositories/held-mail.repo.ts';
import { InboundMailRepository } from '#database/repositories/inbound-mail.repo.ts';
import { subjectReference } from '#lib/inquiry-reference.ts';
import { recordAnswer } from '../../features/desk/record-answer.ts';
import { handleSupplierMessage } from '../../features/reservations/supplier-inbound.ts';
import { BodyDigest, isMultipart, isTravellersAddress, ownMessageId, senderAddress, standInMessageId } from './mail-identity.ts';
import { INQUIRY_MAX_BYTES, readAnswer, TEXT_MAX_CHARS } from './read-answer.ts';

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

/** PostgreSQL text holds no NUL, and control characters have no place on a timeline. */
export const plain = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
/** A sender or subject: one line, so it cannot split a log line or a header. */
export const oneLine = (text: string) => plain(text).replace(/[\r\n\t\u2028\u2029]+/g, ' ');

function sender(envelope: MessageEnvelopeObject): string {
  const from = envelope.from?.[0];
  if (!from) return 'Unknown sender';
  return from.name && from.address ? `${from.name} <${from.address}>` : (from.address ?? from.name ?? 'Unknown sender');
}

/** The whole message off the IMAP connection: its words and files (within `room`), and its body's digest. */
export async function readMessage(imap: ImapFlow, uid: number, room: number, progress: () => void) {
  const download = await imap.download(String(uid), undefined, { uid: true });
  if (!download.content) return null;
  const digest = new BodyDigest();
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      digest.update(chunk);
      progress();
      done(null, chunk);
    },
  });
  // pipeline, not pipe: a download that fails midway ends the tap too, instead of leaving it waiting.
  const piped = pipeline(download.content, tap).then(() => true, () => false);
  const read = await readAnswer(tap, room);
  // The digest needs the whole body, also when mailparser gave up early.
  if (!(await piped)) throw new Error('The IMAP server stopped sending the message');
  let text = read.text;
  // A multipart mail without a usable boundary gives mailparser no part at all: its raw text is kept instead.
  if (!text && read.files.length === 0 && read.skipped.length === 0 && isMultipart(digest.headers())) text = digest.bodyText().replace(/\r\n?/g, '\n').trim().slice(0, TEXT_MAX_CHARS);
  return { ...read, text, bodyDigest: digest.digest() };
}

/**
 * One unseen message: matched to its enquiry by the ids it answers (only ids we issued count), else by
 * `[AST-1234]` in its subject (decision 112). It is the traveller's answer only when it comes from the
 * enquiry's address or one staff added (decision 136); anything else naming the enquiry is held for staff.
 * A match is read, stored in one transaction (after the IMAP read: no transaction is open across it) and
 * flagged \Seen; a mail already stored (same Message-ID, sender and body) is only flagged; unmatched mail is
 * left as it was, unseen, for whoever reads the mailbox otherwise. `progress` is called as the message's bytes
 * arrive: a big mail on a slow line is not a stalled mailbox.
 */
export async function handleMessage(imap: ImapFlow, orm: Orm, candidate: Candidate, progress: () => void = () => {}): Promise<'stored' | 'held' | 'duplicate' | 'unmatched'> {
  // A supplier's answer to a reservation (issue 30) goes on the reservation's timeline, not an enquiry's.
  const bySupplier = await handleSupplierMessage(imap, orm, candidate, answeredIds(candidate), progress);
  if (bySupplier) return bySupplier;
  const em = orm.em.fork();
  const held = new HeldMailRepository(em);
  const inbound = new InboundMailRepository(em);
  const subject = candidate.envelope.subject ?? '';
  const markSeen = () => imap.messageFlagsAdd(String(candidate.uid), ['\\Seen'], { uid: true });
  const reference = subjectReference(subject);
  const inquiryId = (await inbound.inquiryByOurMessageId(answeredIds(candidate))) ?? (reference === null ? null : await inbound.inquiryByReference(reference));
  const addresses = inquiryId ? await held.travellerAddresses(inquiryId) : null;
  if (!inquiryId || !addresses) return 'unmatched';

  const read = await readMessage(imap, candidate.uid, INQUIRY_MAX_BYTES - (await held.storedBytes(inquiryId)), progress);
  if (!read) return 'unmatched';
  const from = senderAddress(candidate.envelope);
  const messageId = plain(ownMessageId(candidate.envelope) ?? standInMessageId(from, read.bodyDigest));
  if (await held.isStored(messageId, from, read.bodyDigest)) {
    await markSeen();
    return 'duplicate';
  }
  const answer = {
    text: plain(read.text),
    quoted: read.quoted === null ? null : plain(read.quoted),
    files: read.files.map((f) => ({ ...f, contentType: oneLine(f.contentType) })),
    skipped: read.skipped.map((f) => ({ ...f, contentType: oneLine(f.contentType) })),
    messageId,
    subject: oneLine(subject),
    from: oneLine(sender(candidate.envelope)),
    mailFrom: from,
    bodyDigest: read.bodyDigest,
  };
  const travellers = isTravellersAddress(from, addresses.email, addresses.added);
  try {
    if (travellers) {
      if (!(await recordAnswer(orm, inquiryId, answer))) return 'unmatched';
    } else {
      await orm.em.fork().transactional(async (tx) => new HeldMailRepository(tx).hold(inquiryId, answer));
    }
  } catch (error) {
    // Another reader stored it between our check and our write (the unique index on the mail's identity).
    if (error instanceof UniqueConstraintViolationException) {
      await markSeen();
      return 'duplicate';
    }
    // Bytes PostgreSQL refuses despite the clean-up: left in the mailbox for a person, not retried for ever.
    if (isDataError(error)) return 'unmatched';
    throw error;
  }
  await markSeen();
  return travellers ? 'stored' : 'held';
}
