import { siteToday } from '#database/site-time-zone.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import { proposalMailContent as copy } from './proposal-mail.content.ts';
import { travellerLetters } from './proposal-mail.content.de.ts';

/** Null: no proposal has that link. 'accepted': booked, so changes go through staff. */
export type ChangesAnswer = { kind: 'asked' | 'accepted' } | null;

/**
 * The traveller asks for changes by the proposal's link (issue 18): in one transaction, the message goes on the
 * timeline, the enquiry back in front of staff, and the desk's alert and the traveller's copy are queued.
 */
export function askForChanges(services: Services, mailer: Mailer, tokenHash: string, message: string): Promise<ChangesAnswer> {
  return services.transaction(async (tx) => {
    const asked = await tx.proposals.askForChanges(tokenHash, message, siteToday());
    if (!asked) return null;
    if (asked === 'accepted') return { kind: 'accepted' };
    // Into "Needs reply", its status unchanged (decision 133).
    await tx.inquiries.move(asked.inquiryId, null, { cause: 'changes-asked' });
    await mailer.queueMail(tx.em, asked.inquiryId, 'changes-alert', {
      to: mailer.settings.notifyEmail,
      subject: copy.changesAlert.subject(asked.travellerName, asked.state),
      body: message,
      data: { travellerName: asked.travellerName, version: asked.version },
    });
    // The traveller keeps a copy of what they asked (issue 29).
    await mailer.queueMail(tx.em, asked.inquiryId, 'changes-copy', {
      to: asked.email,
      subject: travellerLetters[await tx.inquiries.localeOf(asked.inquiryId)].changesCopy.subject(asked.version),
      body: message,
      data: { firstName: asked.firstName, version: asked.version },
    });
    return { kind: 'asked' };
  });
}
