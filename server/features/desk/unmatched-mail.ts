import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Orm } from '#database/orm.ts';
import { bookingReferences, mailExcerpt, UNMATCHED_KEPT_DAYS, UNMATCHED_PER_SENDER_PER_DAY } from '#lib/domain/enquiry/unmatched-mail.ts';
import { oneLine, plain, readMessage, sender, type InboundMatcher } from '../../mail/inbound/inbound-message.ts';
import { isTravellersAddress, ownMessageId, senderAddress, standInMessageId } from '../../mail/inbound/mail-identity.ts';
import { createServices, type Services } from '../../services.ts';
import { fileOnEnquiry, inquiryOfBookings } from './enquiry-inbound.ts';
import { recordAnswerIn } from './record-answer.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Mail no feature claimed (issue 39, R11). It is read (its files are not kept), and when its words name a booking's
 * reference (`AST-7K3Q`) it is filed on that booking's enquiry by the sender rules every answer follows (decision
 * 136). Anything else is kept in the desk's list of unmatched mail (sender, subject, the first 500 characters, its
 * identity) and flagged \Seen: staff see it there. Past one sender's daily allowance, or when it cannot be read, it
 * is left unseen in the mailbox for a person.
 */
export const unclaimedMail: InboundMatcher = async (offer) => {
  const { imap, orm, candidate, progress } = offer;
  const read = await readMessage(imap, candidate.uid, 0, progress);
  if (!read) return null;
  const services = createServices(orm.em.fork());
  const named = await inquiryOfBookings(services.unmatchedMail, bookingReferences(`${read.text}\n${read.quoted ?? ''}`));
  // Read again, with the enquiry's room for files: the first read kept none.
  if (named) return fileOnEnquiry(offer, named);

  const from = senderAddress(candidate.envelope);
  if ((await services.unmatchedMail.storedSince(from, new Date(Date.now() - DAY_MS))) >= UNMATCHED_PER_SENDER_PER_DAY) return null;
  const messageId = plain(ownMessageId(candidate.envelope) ?? standInMessageId(from, read.bodyDigest));
  const markSeen = () => imap.messageFlagsAdd(String(candidate.uid), ['\\Seen'], { uid: true });
  // Already on a timeline (attached earlier, or filed there): nothing to keep twice.
  if (await services.heldMail.isStored(messageId, from, read.bodyDigest)) {
    await markSeen();
    return 'duplicate';
  }
  const stored = await services.unmatchedMail.store({
    sender: clip(oneLine(sender(candidate.envelope)), 300),
    mailFrom: from,
    subject: clip(oneLine(candidate.envelope.subject ?? ''), 300),
    excerpt: mailExcerpt(plain(read.text || read.quoted || '')),
    messageId,
    bodyDigest: read.bodyDigest,
  });
  await markSeen();
  return stored ? 'kept' : 'duplicate';
};

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

class NoInquiry extends Error {}

/**
 * Staff attach an unmatched mail to an enquiry: it leaves the list and is recorded as the traveller's answer by the
 * one path every answer takes (`recordAnswerIn`), with the words the list kept. A sender other than the enquiry's
 * addresses is added to them, as staff's explicit choice (decision 136). One transaction; 'no-mail' when it was
 * attached or discarded already, 'no-inquiry' when there is no such enquiry and 'on-a-timeline' when this very mail is on
 * one already (in both, the mail stays in the list).
 */
export async function attachUnmatchedMail(
  services: Services,
  id: string,
  inquiryId: string,
  by: string | null,
): Promise<'no-mail' | 'no-inquiry' | 'on-a-timeline' | { addresses: string[] | null }> {
  try {
    return await services.transaction(async (tx) => {
      const mail = await tx.unmatchedMail.take(id);
      if (!mail) return 'no-mail' as const;
      const addresses = await tx.heldMail.travellerAddresses(inquiryId);
      if (!addresses) throw new NoInquiry();
      const answer = { messageId: mail.messageId, from: mail.sender, subject: mail.subject, text: mail.excerpt, quoted: null, files: [], skipped: [], mailFrom: mail.mailFrom, bodyDigest: mail.bodyDigest };
      if (!(await recordAnswerIn(tx.em, inquiryId, answer))) throw new NoInquiry();
      if (!mail.mailFrom || isTravellersAddress(mail.mailFrom, addresses.email, addresses.added)) return { addresses: null };
      await tx.inquiryAddresses.add(inquiryId, mail.mailFrom, by);
      await tx.em.flush();
      return { addresses: await tx.inquiryAddresses.list(inquiryId) };
    });
  } catch (error) {
    if (error instanceof NoInquiry) return 'no-inquiry';
    // The very mail is on a timeline already (the unique index on a mail's identity, decision 136).
    if (error instanceof UniqueConstraintViolationException) return 'on-a-timeline';
    throw error;
  }
}

/** The housekeeping sweep: unmatched mail staff left for UNMATCHED_KEPT_DAYS goes (it stays in the mailbox). */
export function dropStaleUnmatchedMail(orm: Orm, now: Date): Promise<number> {
  return createServices(orm.em.fork()).unmatchedMail.dropBefore(new Date(now.getTime() - UNMATCHED_KEPT_DAYS * DAY_MS));
}
