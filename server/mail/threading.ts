import type { EntityManager } from '@mikro-orm/postgresql';
import { createServices } from '../services.ts';
import { threadedSubject } from '#lib/domain/enquiry/inquiry-reference.ts';

/**
 * RFC 5322 asks for the parent's References plus the parent; a long conversation keeps the first id and the
 * latest ones, as mail programs do, so the header stays short and the thread's root is never lost.
 */
const MAX_REFERENCES = 12;

export interface Thread {
  subject: string;
  inReplyTo?: string;
  references?: string[];
}

/**
 * How a mail to an enquiry's traveller threads with what came before (decision 111): the reference in the
 * subject, and In-Reply-To/References naming the earlier mails of the conversation, ours and the traveller's.
 * Applied in the send path to every mail whose recipient is the enquiry's traveller, so a new kind of mail
 * (a proposal) threads without its author doing anything. Mail to staff (the alert) is left as composed.
 */
export async function threadFor(
  em: EntityManager,
  mail: { id: string; inquiryId: string; recipient: string; subject: string },
  domain: string,
  /** Booking mails name the booking's reference instead of the enquiry's (issue 29: one reference in a subject). */
  options: { tag?: boolean } = {},
): Promise<Thread> {
  const thread = await createServices(em).inboundMail.conversation(mail.inquiryId, mail.id, domain);
  if (!thread || thread.travellerEmail.toLowerCase() !== mail.recipient.toLowerCase()) return { subject: mail.subject };
  const ids = thread.messageIds;
  const references = ids.length > MAX_REFERENCES ? [ids[0]!, ...ids.slice(-(MAX_REFERENCES - 1))] : ids;
  return {
    subject: options.tag === false ? mail.subject : threadedSubject(mail.subject, thread.reference),
    ...(references.length ? { inReplyTo: references[references.length - 1], references } : {}),
  };
}
