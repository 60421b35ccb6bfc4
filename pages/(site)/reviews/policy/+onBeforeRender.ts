import type { PageContextServer } from 'vike/types';

/** The policy's live counts: published reviews and those withheld, by reason (issue 31). Server only. */
export async function onBeforeRender(pageContext: PageContextServer) {
  return { pageContext: { reviewPolicy: await pageContext.services.reviews.policyCounts() } };
}
