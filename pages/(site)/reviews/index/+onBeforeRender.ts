import type { PageContextServer } from 'vike/types';
import { REVIEWS_PER_PAGE } from '#components/site/reviews/ReviewListSections.server.tsx';

/**
 * `/reviews?trip=<slug>&page=<n>`: a page of published reviews, paged on the server, on `pageContext` (the page
 * renders on the server only and sends none of it to the browser). An unknown trip or page shows none.
 */
export async function onBeforeRender(pageContext: PageContextServer) {
  const search = pageContext.urlParsed.search;
  const slug = /^[a-z0-9-]{1,120}$/.test(search.trip ?? '') ? search.trip! : null;
  const page = /^\d{1,5}$/.test(search.page ?? '') ? Math.max(1, Number(search.page)) : 1;
  const { reviews } = pageContext.services;
  const [trips, packageId] = await Promise.all([reviews.reviewedTrips(), slug ? reviews.tripIdBySlug(slug) : Promise.resolve(undefined)]);
  const found =
    packageId === null ? { items: [], total: 0, average: null } : await reviews.published({ packageId, limit: REVIEWS_PER_PAGE, offset: (page - 1) * REVIEWS_PER_PAGE });
  return { pageContext: { reviewList: { ...found, trips, trip: slug, page } } };
}
