import type { MailRecord } from '#lib/domain/mail/mail.types.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import { travellerLetters } from './proposal-mail.content.de.ts';

/**
 * A proposal version's mail, staged on `tx`'s transaction. It keeps the version's id (decision 140): however late it
 * is sent, it carries this version's link and PDF, and says which version it replaces (issue 29).
 */
export async function proposalSent(mailer: Mailer, tx: Services, sent: { proposalId: string; version: number; inquiryId: string; to: string; firstName: string }): Promise<MailRecord> {
  const replacesVersion = await tx.proposalMailFacts.replacedVersion(sent.proposalId);
  const letters = travellerLetters[await tx.inquiries.localeOf(sent.inquiryId)];
  return mailer.enqueue(tx.em, {
    template: 'proposal',
    recipient: sent.to,
    subject: letters.proposal.subject(sent.version),
    data: { proposalId: sent.proposalId, version: sent.version, firstName: sent.firstName, replacesVersion },
    inquiryId: sent.inquiryId,
  });
}
