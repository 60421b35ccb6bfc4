import * as v from 'valibot';

/** Mail in the desk's mailbox that names no enquiry or booking, as staff see it (issue 39, R11). */
export interface UnmatchedMailView {
  id: string;
  /** "Name <address>" as the mail names its sender. */
  sender: string;
  /** The sender's address, lower case; null when the mail gives none. */
  mailFrom: string | null;
  subject: string;
  /** The mail's first words, at most UNMATCHED_EXCERPT_CHARS; the whole mail stays in the mailbox. */
  excerpt: string;
  receivedAt: string;
}

/** What the list keeps of a mail's words: enough to recognise it, not a copy of it. */
export const UNMATCHED_EXCERPT_CHARS = 500;
/** How long unmatched mail waits for staff before the housekeeping sweep deletes it. */
export const UNMATCHED_KEPT_DAYS = 30;
/** Unmatched mail kept per sender a day: more waits in the mailbox for a person, so one sender cannot fill the list. */
export const UNMATCHED_PER_SENDER_PER_DAY = 20;

const INQUIRY_MESSAGE = 'Choose an enquiry from the list';

/** `POST /api/admin/unmatched-mail/:id/attach`: the enquiry the mail is the traveller's answer to. */
export const unmatchedMailAttachSchema = v.object({
  inquiryId: v.pipe(v.string(INQUIRY_MESSAGE), v.trim(), v.nonEmpty(INQUIRY_MESSAGE), v.uuid(INQUIRY_MESSAGE)),
});

/**
 * A booking's reference as travellers quote it (`AST-7K3Q`: the booking alphabet, no 0/O or 1/I), in any case and
 * standing alone (not inside a longer code).
 */
const BOOKING_REFERENCE = /(?<![\p{L}\p{N}])AST-([2-9A-HJ-NP-Z]{4})(?![\p{L}\p{N}])/giu;

/** Every distinct booking reference a text names, upper case, in order. */
export function bookingReferences(text: string): string[] {
  return [...new Set([...text.matchAll(BOOKING_REFERENCE)].map((m) => `AST-${m[1]!.toUpperCase()}`))];
}

/** The start of a mail's words for the list: its lines kept, cut at UNMATCHED_EXCERPT_CHARS with an ellipsis. */
export function mailExcerpt(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > UNMATCHED_EXCERPT_CHARS ? `${trimmed.slice(0, UNMATCHED_EXCERPT_CHARS - 1)}…` : trimmed;
}
