import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { isDataError } from '#database/errors.ts';
import { subjectReference } from '#lib/domain/enquiry/inquiry-reference.ts';
import { bookingReferences } from '#lib/domain/enquiry/unmatched-mail.ts';
import { oneLine, plain, readMessage, sender, type InboundMatcher, type InboundOffer, type InboundOutcome } from '../../mail/inbound/inbound-message.ts';
import { isTravellersAddress, ownMessageId, senderAddress, standInMessageId } from '../../mail/inbound/mail-identity.ts';
import { HELD_MAX_BYTES, INQUIRY_MAX_BYTES } from '../../mail/inbound/read-answer.ts';
import { createServices } from '../../services.ts';
import { heldAllowanceLeft } from './held-mail.ts';
import { recordAnswer } from './record-answer.ts';

/**
 * A traveller's answer: matched to its enquiry by the ids it answers (only ids we issued count), else by
 * `[AST-1234]` in its subject (decision 112), else by a booking's reference (`AST-7K3Q`) in its subject (issue 39,
 * R11; the body is searched once no feature claimed the mail: ./unmatched-mail.ts). It is the traveller's answer
 * only when it comes from the enquiry's address or one staff added (decision 136); anything else naming the enquiry is held for staff, within
 * an allowance of its own (decision 171): 20 MB of files an enquiry, 10 mails a sender a day; past it, the mail is
 * left in the mailbox for a person, and the traveller's own 100 MB is never touched.
 * A match is read, stored in one transaction (after the IMAP read: no transaction is open across it) and
 * flagged \Seen; a mail already stored (same Message-ID, sender and body) is only flagged; unmatched mail is
 * left as it was, unseen, for whoever reads the mailbox otherwise. `progress` is called as the message's bytes
 * arrive: a big mail on a slow line is not a stalled mailbox.
 */
export const enquiryAnswers: InboundMatcher = async (offer) => {
  const { inboundMail: inbound, unmatchedMail } = createServices(offer.orm.em.fork());
  const subject = offer.candidate.envelope.subject ?? '';
  const reference = subjectReference(subject);
  const inquiryId =
    (await inbound.inquiryByOurMessageId(offer.answered)) ??
    (reference === null ? null : await inbound.inquiryByReference(reference)) ??
    (await inquiryOfBookings(unmatchedMail, bookingReferences(subject)));
  return inquiryId ? fileOnEnquiry(offer, inquiryId) : null;
};

/**
 * The one enquiry the booking references name; null when they name none, or bookings of different enquiries (such a
 * mail is for a person to place).
 */
export async function inquiryOfBookings(bookings: { inquiryOfBooking(reference: string): Promise<string | null> }, references: string[]): Promise<string | null> {
  const found = new Set<string>();
  for (const reference of references.slice(0, 10)) {
    const id = await bookings.inquiryOfBooking(reference);
    if (id) found.add(id);
  }
  return found.size === 1 ? [...found][0]! : null;
}

/**
 * A mail known to name `inquiryId`, filed by the sender rules every answer follows (decision 136): the traveller's
 * answer from the enquiry's address or one staff added, else held as "From another sender". Null when the enquiry is
 * gone.
 */
export async function fileOnEnquiry({ imap, orm, candidate, progress }: InboundOffer, inquiryId: string): Promise<InboundOutcome | null> {
  const { heldMail: held } = createServices(orm.em.fork());
  const subject = candidate.envelope.subject ?? '';
  const markSeen = () => imap.messageFlagsAdd(String(candidate.uid), ['\\Seen'], { uid: true });
  const addresses = await held.travellerAddresses(inquiryId);
  if (!addresses) return null;

  const from = senderAddress(candidate.envelope);
  const travellers = isTravellersAddress(from, addresses.email, addresses.added);
  if (!travellers && !(await heldAllowanceLeft(createServices(orm.em.fork()), from))) return 'unmatched';
  const room = travellers ? INQUIRY_MAX_BYTES - (await held.storedBytes(inquiryId)) : HELD_MAX_BYTES - (await held.heldBytes(inquiryId));
  const read = await readMessage(imap, candidate.uid, room, progress);
  if (!read) return 'unmatched';
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
  try {
    if (travellers) {
      if (!(await recordAnswer(orm, inquiryId, answer))) return 'unmatched';
    } else {
      await createServices(orm.em.fork()).transaction(async (tx) => tx.heldMail.hold(inquiryId, answer));
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
};
