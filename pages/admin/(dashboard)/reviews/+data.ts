import type { PageContextServer } from 'vike/types';
import type { ReviewFilter } from './ReviewsSection.tsx';
import { STAFF_REVIEWS_PER_PAGE } from '#lib/domain/review/review-policy.ts';

export type Data = Awaited<ReturnType<typeof data>>;

const FILTERS: readonly ReviewFilter[] = ['all', 'waiting', 'withheld'];

/** `/admin/reviews?filter=&page=`: every review, newest first, or those waiting for a reply, or those withheld. */
export async function data(pageContext: PageContextServer) {
  const { search } = pageContext.urlParsed;
  const filter = FILTERS.find((f) => f === search.filter) ?? 'all';
  const page = /^\d{1,5}$/.test(search.page ?? '') ? Math.max(1, Number(search.page)) : 1;
  const found = await pageContext.services.reviews.forStaff({ filter, limit: STAFF_REVIEWS_PER_PAGE, offset: (page - 1) * STAFF_REVIEWS_PER_PAGE });
  return { reviews: found.items, total: found.total, filter, page };
}
