import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { reviewsContent as copy } from '#components/site/reviews/reviews.content.ts';
import { tokenHash } from '#server/links/token-links.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * `/reviews/<token>`: the review form for the booking the link was sent for, filled in when the traveller wrote
 * one already. An unknown link is SPEC's 404 page; a cancelled booking answers 410 Gone with its own words.
 */
export async function data(pageContext: PageContextServer) {
  const token = pageContext.routeParams.token ?? '';
  const hash = tokenHash(token);
  const view = hash ? await pageContext.services.reviews.forLink(hash) : null;
  if (!view) throw render(404);
  if (view.cancelled) throw render(410, { heading: copy.form.cancelled.heading, text: copy.form.cancelled.text });
  const { reviewLinks } = await pageContext.services.companySettings.get();
  const locked = view.editableUntil !== null && view.editableUntil < new Date().toISOString();
  return { token, ...view, locked, reviewLinks };
}
