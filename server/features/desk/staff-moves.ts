import type { InquiryRecord, InquiryStatus } from '#lib/domain/enquiry/enquiry.types.ts';
import type { Locale } from '#lib/domain/site/locale.ts';
import type { MailRecord } from '#lib/domain/mail/mail.types.ts';
import type { ReplyInput } from '#lib/domain/enquiry/reply.schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { HttpError } from '../../middleware/errors.ts';
import type { Services } from '../../services.ts';
import { inquiryReceived, replyMail } from './desk-mail.ts';

/** Staff asked to move a booked enquiry: only a cancelled booking takes it out of Booked (decision 133). */
export const BOOKED_STAYS = 'This inquiry is booked. Cancel the booking first to give it another status.';

/**
 * The desk's own moves of an enquiry (decision 133): each one transaction, in which the enquiry's row is
 * locked by `inquiries.move`, the one writer of its status and "needs reply". Null when there is no
 * such enquiry.
 */

/** Staff choose a status. Out of spam for the first time after the honeypot filed it, the mails it held back go now, once. */
export function changeStatus(services: Services, mailer: Mailer, id: string, status: InquiryStatus, author: string | null): Promise<InquiryRecord | null> {
  return services.transaction(async (tx) => {
    const record = await tx.inquiries.move(id, status, { cause: 'staff', author });
    if (record === 'refused') throw new HttpError(409, BOOKED_STAYS);
    if (!record || !(await tx.inquiries.releaseHeldMails(id))) return record;
    await inquiryReceived(mailer, tx.em, (await tx.mail.inquiry(id))!);
    return { ...record, spamFlag: 'released' as const };
  });
}

/** A reply to the traveller, queued with its move: a New enquiry becomes Contacted, and none needs a reply any more. */
export function sendReply(services: Services, mailer: Mailer, id: string, reply: ReplyInput, author: string | null): Promise<MailRecord | null> {
  return services.transaction(async (tx) => {
    const inquiry = await tx.mail.inquiry(id);
    if (!inquiry) return null;
    const queued = await replyMail(mailer, tx.em, inquiry, reply, author);
    await tx.inquiries.move(id, 'contacted', { cause: 'reply-sent', author });
    return queued;
  });
}

/** Staff correct the traveller's language; the audit subscriber logs the change with its value (not personal data). */
export function setTravellerLocale(services: Services, id: string, locale: Locale): Promise<InquiryRecord | null> {
  return services.transaction((tx) => tx.inquiries.setLocale(id, locale));
}

/** "Mark as answered": staff answered another way (a call, a mail from their own inbox), or nothing needs saying. */
export async function markAnswered(services: Services, id: string, author: string | null): Promise<InquiryRecord | null> {
  const record = await services.transaction((tx) => tx.inquiries.move(id, null, { cause: 'marked-answered', author }));
  return record === 'refused' ? null : record;
}
