import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { reviewFormCopy } from '#components/site/reviews/reviews.content.de.ts';
import { siteToday } from '#database/site-time-zone.ts';
import { REVIEW_LINK_ENDED, REVIEW_LINK_ENDED_TEXT, reviewOpensMessage } from '#lib/domain/review/review-policy.ts';
import { tokenHash } from '#server/links/token-links.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * `/reviews/<token>`: the review form for the booking the link was sent for, filled in when the traveller wrote
 * one already. An unknown link is SPEC's 404 page; a cancelled booking, or a traveller erased on request, answers
 * 410 Gone with its own words (issue 38). Before the return it says the day the review opens, without the form.
 */
export async function data(pageContext: PageContextServer) {
  const token = pageContext.routeParams.token ?? '';
  const hash = tokenHash(token);
  const view = hash ? await pageContext.services.reviews.forLink(hash, siteToday()) : null;
  if (!view) throw render(404);
  if (view.ended) throw render(410, { heading: REVIEW_LINK_ENDED, text: REVIEW_LINK_ENDED_TEXT });
  const { cancelled } = reviewFormCopy[view.locale];
  if (view.cancelled) throw render(410, { heading: cancelled.heading, text: cancelled.text });
  const { reviewLinks } = await pageContext.services.companySettings.get();
  const locked = view.editableUntil !== null && view.editableUntil < new Date().toISOString();
  const notYet = view.open ? null : reviewOpensMessage(view.opensOn);
  return { token, ...view, locked, notYet, reviewLinks };
}
