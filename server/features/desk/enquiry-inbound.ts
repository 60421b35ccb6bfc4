import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { isDataError } from '#database/errors.ts';
import { subjectReference } from '#lib/domain/enquiry/inquiry-reference.ts';
import { oneLine, plain, readMessage, sender, type InboundMatcher } from '../../mail/inbound/inbound-message.ts';
import { isTravellersAddress, ownMessageId, senderAddress, standInMessageId } from '../../mail/inbound/mail-identity.ts';
import { HELD_MAX_BYTES, INQUIRY_MAX_BYTES } from '../../mail/inbound/read-answer.ts';
import { createServices } from '../../services.ts';
import { heldAllowanceLeft } from './held-mail.ts';
import { recordAnswer } from './record-answer.ts';

/**
 * A traveller's answer: matched to its enquiry by the ids it answers (only ids we issued count), else by
 * `[AST-1234]` in its subject (decision 112). It is the traveller's answer only when it comes from the
 * enquiry's address or one staff added (decision 136); anything else naming the enquiry is held for staff, within
 * an allowance of its own (decision 171): 20 MB of files an enquiry, 10 mails a sender a day; past it, the mail is
 * left in the mailbox for a person, and the traveller's own 100 MB is never touched.
 * A match is read, stored in one transaction (after the IMAP read: no transaction is open across it) and
 * flagged \Seen; a mail already stored (same Message-ID, sender and body) is only flagged; unmatched mail is
 * left as it was, unseen, for whoever reads the mailbox otherwise. `progress` is called as the message's bytes
 * arrive: a big mail on a slow line is not a stalled mailbox.
 */
export const enquiryAnswers: InboundMatcher = async ({ imap, orm, candidate, answered, progress }) => {
  const { heldMail: held, inboundMail: inbound } = createServices(orm.em.fork());
  const subject = candidate.envelope.subject ?? '';
  const markSeen = () => imap.messageFlagsAdd(String(candidate.uid), ['\\Seen'], { uid: true });
  const reference = subjectReference(subject);
  const inquiryId = (await inbound.inquiryByOurMessageId(answered)) ?? (reference === null ? null : await inbound.inquiryByReference(reference));
  const addresses = inquiryId ? await held.travellerAddresses(inquiryId) : null;
  if (!inquiryId || !addresses) return null;

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
