import { createHash, type Hash } from 'node:crypto';
import type { MessageEnvelopeObject } from 'imapflow';

/**
 * Who sent a mail and which mail it is (decision 136). The pure rules of the answer's path: the sender's
 * address (never the display name) decides whose answer it is; Message-ID, sender and a digest of the body
 * together decide whether a mail is one already stored.
 */

/** The header From's one address, lower case; null when there is none or more than one (nobody to match). */
export function senderAddress(envelope: Pick<MessageEnvelopeObject, 'from'>): string | null {
  const from = envelope.from ?? [];
  if (from.length !== 1) return null;
  const address = from[0]!.address?.trim().toLowerCase();
  return address && address.includes('@') && address.length <= 254 ? address : null;
}

/** Whether mail from `address` is the traveller's: the enquiry's own e-mail or one staff added, whatever its case. */
export function isTravellersAddress(address: string | null, inquiryEmail: string, added: readonly string[]): boolean {
  return isKnownAddress(address, [inquiryEmail, ...added]);
}

/** Whether `address` is one of `known` (a supplier's own and added addresses, decision 171), whatever its case. */
export function isKnownAddress(address: string | null, known: readonly string[]): boolean {
  if (!address) return false;
  const wanted = address.toLowerCase();
  return known.some((k) => k.trim().toLowerCase() === wanted);
}

/** What the headers leave of a raw message kept for the fallbacks: the header block and the body's start. */
const HEAD_MAX_BYTES = 64 * 1024;
const BODY_START_MAX_BYTES = 64 * 1024;

/**
 * The sha256 of a raw message's body (everything after the blank line that ends its headers), fed chunk by
 * chunk as the message streams. Headers are left out: the same mail delivered twice gets other Received lines.
 * It also keeps the header block and the body's start, bounded, for a mail mailparser reads no text from.
 */
export class BodyDigest {
  private readonly hash: Hash = createHash('sha256');
  private head: Buffer[] = [];
  private headBytes = 0;
  private inBody = false;
  /** The last bytes of the header block seen, so a blank line split across two chunks is still found. */
  private tail = Buffer.alloc(0);
  private readonly bodyStart: Buffer[] = [];
  private bodyStartBytes = 0;

  update(chunk: Buffer): void {
    if (this.inBody) return this.body(chunk);
    const joined = Buffer.concat([this.tail, chunk]);
    const end = blankLineEnd(joined);
    if (end < 0) {
      this.keepHead(chunk);
      this.tail = joined.subarray(Math.max(0, joined.length - 3));
      return;
    }
    const inChunk = end - this.tail.length;
    this.keepHead(chunk.subarray(0, Math.max(0, inChunk)));
    this.inBody = true;
    this.body(chunk.subarray(Math.max(0, inChunk)));
  }

  private keepHead(bytes: Buffer) {
    if (this.headBytes >= HEAD_MAX_BYTES) return;
    this.head.push(bytes.subarray(0, HEAD_MAX_BYTES - this.headBytes));
    this.headBytes += Math.min(bytes.length, HEAD_MAX_BYTES - this.headBytes);
  }

  private body(bytes: Buffer) {
    this.hash.update(bytes);
    if (this.bodyStartBytes < BODY_START_MAX_BYTES) {
      const kept = bytes.subarray(0, BODY_START_MAX_BYTES - this.bodyStartBytes);
      this.bodyStart.push(kept);
      this.bodyStartBytes += kept.length;
    }
  }

  /** The hex digest; call once, after the whole message was fed. */
  digest(): string {
    return this.hash.digest('hex');
  }

  headers(): string {
    return Buffer.concat(this.head).toString('latin1').trimEnd();
  }

  bodyText(): string {
    return Buffer.concat(this.bodyStart).toString('utf8');
  }
}

/** Where the first blank line (CRLF CRLF, or LF LF) ends in `bytes`, or -1. */
function blankLineEnd(bytes: Buffer): number {
  const crlf = bytes.indexOf('\r\n\r\n');
  const lf = bytes.indexOf('\n\n');
  if (crlf < 0 && lf < 0) return -1;
  if (crlf < 0) return lf + 2;
  if (lf < 0) return crlf + 4;
  return Math.min(crlf + 4, lf + 2);
}

/**
 * A Message-ID for a mail that has none, from its sender and body: reading the same mail again gives the same
 * id (a duplicate), a second, different answer another one (stored).
 */
export function standInMessageId(sender: string | null, bodyDigest: string): string {
  const digest = createHash('sha256').update(`${sender ?? ''}\n${bodyDigest}`).digest('hex');
  return `<${digest.slice(0, 40)}@no-message-id.invalid>`;
}

/** The mail's own Message-ID when it has a usable one. */
export function ownMessageId(envelope: Pick<MessageEnvelopeObject, 'messageId'>): string | null {
  const id = envelope.messageId?.trim();
  return id && id.length <= 300 ? id : null;
}

/** A multipart mail whose parts mailparser could not find (no boundary, or one the body never uses). */
export function isMultipart(headers: string): boolean {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  return /^content-type:\s*multipart\//im.test(unfolded);
}
