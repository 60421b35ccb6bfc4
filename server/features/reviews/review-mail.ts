import type { Services } from '../../services.ts';
import { reviewLinks } from './review-links.ts';

/**
 * What a review request or reminder says, from the request it was queued for (its `requestId`): the link is made
 * again from the request's nonce when the mail is sent (the token itself is never stored).
 */
export async function reviewMailFacts(services: Services, requestId: string | null, siteUrl: string) {
  const request = requestId ? await services.reviewRequests.mailFor(requestId) : null;
  if (!request) throw new Error(`No review request ${requestId}`);
  return { leadName: request.leadName, tripName: request.tripName, link: reviewLinks.url(siteUrl, request.linkNonce) };
}
