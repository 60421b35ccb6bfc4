import { WITHHOLD_REASONS, type WithholdReason } from '#lib/domain/review/review-policy.ts';
import type { Locale } from '#lib/domain/site/locale.ts';
import { formatDateTime } from '#lib/format.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { str } from '../../mail/render.ts';
import type { Services } from '../../services.ts';
import { reviewLinks } from './review-links.ts';
import { reviewMailCopy } from './review-mail.content.de.ts';
import type { ReviewWithheldProps } from './review.mails.ts';

/**
 * What a review request or reminder says, from the request it was queued for (its `requestId`): the link is made
 * again from the request's nonce when the mail is sent (the token itself is never stored).
 */
export async function reviewMailFacts(services: Services, requestId: string | null, siteUrl: string) {
  const request = requestId ? await services.reviewRequests.mailFor(requestId) : null;
  if (!request) throw new Error(`No review request ${requestId}`);
  return { leadName: request.leadName, tripName: request.tripName, link: reviewLinks.url(siteUrl, request.linkNonce) };
}

/**
 * Queues the mail that tells a review's author it was withheld, why and how to fix it (issue 39), in the caller's
 * transaction; nothing when the traveller can no longer be reached (erased). The words are kept in the mail's data,
 * so a later change of reason does not rewrite a mail already queued.
 */
export async function queueWithheldMail(tx: Services, mailer: Mailer, reviewId: string): Promise<boolean> {
  const facts = await tx.reviews.withheldMailFacts(reviewId);
  if (!facts?.inquiryId) return false;
  const request = facts.requestId ? await tx.reviewRequests.mailFor(facts.requestId) : null;
  await mailer.queueMail(tx.em, facts.inquiryId, 'review-withheld', {
    to: facts.email,
    subject: reviewMailCopy[await tx.inquiries.localeOf(facts.inquiryId)].withheld.subject(facts.tripName, facts.reference),
    data: {
      reviewId,
      leadName: facts.leadName,
      tripName: facts.tripName,
      reason: facts.reason,
      // The nonce, not the token: the link is made again when the mail is written, as the request's is.
      linkNonce: request?.linkNonce ?? null,
      editableUntil: facts.editableUntil,
    },
  });
  return true;
}

const reasonOf = (value: unknown): WithholdReason => (WITHHOLD_REASONS as readonly unknown[]).includes(value) ? (value as WithholdReason) : 'off-topic';

/** The withholding mail's words from its data, when it is written. */
export function withheldMailProps(data: Record<string, unknown>, siteUrl: string, timeZone: string, locale: Locale = 'en'): ReviewWithheldProps {
  const words = reviewMailCopy[locale].withheld;
  const reason = reasonOf(data.reason);
  const nonce = str(data.linkNonce);
  const until = str(data.editableUntil);
  // A link past its 14 days edits nothing: the mail then says only why, and to reply.
  const open = nonce !== null && until !== null && until > new Date().toISOString() && reason !== 'not-this-trip';
  return {
    leadName: str(data.leadName) ?? '',
    tripName: str(data.tripName) ?? '',
    reason: words.reasons[reason],
    fix: open || reason === 'not-this-trip' ? words.fix[reason] : words.reply,
    link: open ? reviewLinks.url(siteUrl, nonce) : null,
    editableUntil: open ? formatDateTime(until, timeZone, locale) : null,
    policyLink: new URL('/reviews/policy', siteUrl).toString(),
    locale,
  };
}
