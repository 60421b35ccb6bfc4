import type { Mailer } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import { proposalMailContent as copy } from './proposal-mail.content.ts';
import { retryOnce } from './retry-once.ts';

/** Null: no proposal has that link. 'accepted' and 'replaced' cannot be declined; declining again is 'declined'. */
export type DeclineAnswer = { kind: 'declined' | 'accepted' | 'replaced' } | null;

/**
 * The traveller says no (issue 26): the proposal stops holding seats, and staff are told, once. One transaction,
 * locked in the sale's order; a deadlock or serialization failure is tried once more (decision 135).
 */
export async function declineProposal(services: Services, mailer: Mailer, tokenHash: string): Promise<DeclineAnswer> {
  const outcome = await retryOnce(() =>
    services.transaction(async (tx) => {
      const declined = await tx.proposals.decline(tokenHash);
      if (declined && typeof declined === 'object' && !declined.again) {
        const alert = copy.declinedAlert;
        await mailer.queueMail(tx.em, declined.inquiryId, 'declined-alert', { to: mailer.settings.notifyEmail, subject: alert.subject(declined.travellerName), body: alert.body(declined.travellerName, declined.version) });
      }
      return declined;
    }),
  );
  if (!outcome) return null;
  return { kind: typeof outcome === 'string' ? outcome : 'declined' };
}
