import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ImapFlow, MessageEnvelopeObject } from 'imapflow';
import type { Orm } from '#database/orm.ts';
import { BodyDigest, isMultipart } from './mail-identity.ts';
import { readAnswer, TEXT_MAX_CHARS } from './read-answer.ts';

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

/** The sender as the mail names it, "Name <address>", for a timeline entry. */
export function sender(envelope: MessageEnvelopeObject): string {
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
  return { ...read, text, bodyDigest: digest.digest(), headerBlock: digest.headers() };
}

/** `kept`: no feature claimed it, and it waits in the desk's list of unmatched mail (issue 39, R11). */
export type InboundOutcome = 'stored' | 'held' | 'duplicate' | 'kept' | 'unmatched';

/** What a feature's matcher is offered: one unseen message, by its headers, and the ids it answers. */
export interface InboundOffer {
  imap: ImapFlow;
  orm: Orm;
  candidate: Candidate;
  answered: string[];
  /** Called as the message's bytes arrive: a big mail on a slow line is not a stalled mailbox. */
  progress: () => void;
}

/**
 * A feature's claim on mail read from the desk's mailbox (decision 164): null when the message is not the feature's,
 * so the next feature is asked; otherwise what became of it. A matcher reads the message (readMessage) only once it
 * knows the record it belongs to, stores it in a transaction opened after the read, and flags it \Seen itself.
 */
export type InboundMatcher = (offer: InboundOffer) => Promise<InboundOutcome | null>;

/**
 * One unseen message, offered to the features' matchers in order (a lodge's answer to a reservation, then a
 * traveller's answer to an enquiry), then, when none claims it, to the `unclaimed` handlers (the desk keeps it for
 * staff, issue 39 R11). Mail nothing takes is left as it was, unseen, for whoever reads the mailbox otherwise.
 */
export async function handleMessage(
  imap: ImapFlow,
  orm: Orm,
  candidate: Candidate,
  matchers: readonly InboundMatcher[],
  progress: () => void = () => {},
  unclaimed: readonly InboundMatcher[] = [],
): Promise<InboundOutcome> {
  const offer: InboundOffer = { imap, orm, candidate, answered: answeredIds(candidate), progress };
  for (const matcher of matchers) {
    const outcome = await matcher(offer);
    if (outcome) return outcome;
  }
  for (const handler of unclaimed) {
    const outcome = await handler(offer);
    if (outcome) return outcome;
  }
  return 'unmatched';
}
