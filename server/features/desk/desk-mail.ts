import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailInquiry } from '#lib/domain/enquiry/enquiry.types.ts';
import type { MailRecord } from '#lib/domain/mail/mail.types.ts';
import { interestLabel } from '#lib/inquiry-labels.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { DEFAULT_LOCALE } from '#lib/domain/site/locale.ts';
import { inquiryMailContent } from './inquiry-mail.content.ts';
import { acknowledgementCopy } from './inquiry-mail.content.de.ts';
import { possibleSpamContent } from './possible-spam.content.ts';

/**
 * The operator's alert and the traveller's acknowledgement, staged on `em`'s transaction with their
 * jobs: both exist if and only if the enquiry was committed. Each keeps the enquiry as it was received.
 */
export async function inquiryReceived(mailer: Mailer, em: EntityManager, inquiry: MailInquiry): Promise<MailRecord[]> {
  const name = `${inquiry.firstName} ${inquiry.lastName}`;
  // An enquiry from a trip page names that trip; one only marked possible spam says so first (decision 125).
  // The trip is the interest (issue 29): its name, else SPEC's label, never one invented.
  const what = inquiryMailContent.operator.subject(name, interestLabel({ ...inquiry, tripName: inquiry.package?.name ?? inquiry.tripName }) ?? inquiryMailContent.notGiven);
  const alertSubject = inquiry.spamFlag === 'possible' ? possibleSpamContent.subject(what) : what;
  return [
    await mailer.enqueue(em, { template: 'operator-alert', recipient: mailer.settings.notifyEmail, subject: alertSubject, data: { inquiry }, inquiryId: inquiry.id }),
    await mailer.enqueue(em, { template: 'acknowledgement', recipient: inquiry.email, subject: acknowledgementCopy[inquiry.locale ?? DEFAULT_LOCALE].subject, data: { inquiry }, inquiryId: inquiry.id }),
  ];
}

/** Staff's reply to the traveller, staged on `em`'s transaction. */
export function replyMail(mailer: Mailer, em: EntityManager, inquiry: MailInquiry, reply: { subject: string; body: string }, author: string | null): Promise<MailRecord> {
  return mailer.enqueue(em, { template: 'reply', recipient: inquiry.email, subject: reply.subject, data: { body: reply.body }, inquiryId: inquiry.id, author });
}
