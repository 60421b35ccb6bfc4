import { usePageContext } from 'vike-react/usePageContext';
import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import type { PublicReviewPage } from '#lib/domain/review/review.types.ts';
import { ReviewCard } from './ReviewCard.tsx';
import { reviewsContent } from './reviews.content.ts';

const copy = reviewsContent.list;
export const REVIEWS_PER_PAGE = 10;

export interface ReviewListData extends PublicReviewPage {
  trips: { name: string; slug: string; count: number }[];
  trip: string | null;
  page: number;
}

const pagePath = (trip: string | null, page: number) => {
  const params = new URLSearchParams();
  if (trip) params.set('trip', trip);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/reviews?${query}` : '/reviews';
};

/** `/reviews`: every published review, newest first, filtered by trip with a plain GET form and paged on the server. */
export function ReviewListSections() {
  const { reviewList } = usePageContext();
  if (!reviewList) return null;
  const { items, total, average, trips, trip, page } = reviewList;
  const pages = Math.max(1, Math.ceil(total / REVIEWS_PER_PAGE));
  return (
    <>
      <section className="bg-bush-900 px-4 pt-28 pb-14 sm:px-6">
        <SectionHeading level={1} inverted eyebrow={copy.title} title={copy.heading} intro={copy.intro} />
        {average !== null && <p className="mt-6 text-center text-lg font-semibold text-sand-100">{reviewsContent.average(average, total)}</p>}
        <p className="mt-3 text-center">
          <a href="/reviews/policy" className="text-sand-200 underline underline-offset-4 hover:text-white">
            {reviewsContent.policyLink}
          </a>
        </p>
      </section>
      <section aria-label={copy.title} className="bg-sand-50 px-4 py-14 sm:px-6">
        <div className="mx-auto max-w-4xl">
          {trips.length > 0 && (
            <form method="get" action="/reviews" className="mb-10 flex flex-wrap items-end gap-3">
              <div>
                <label htmlFor="review-trip" className="mb-1.5 block text-sm font-medium text-stone-800">
                  {copy.filterLabel}
                </label>
                <select id="review-trip" name="trip" defaultValue={trip ?? ''} className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-stone-900">
                  <option value="">{copy.allTrips}</option>
                  {trips.map((t) => (
                    <option key={t.slug} value={t.slug}>
                      {`${t.name} (${t.count})`}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="min-h-11 rounded-full bg-bush-800 px-5 font-semibold text-white hover:bg-bush-900">
                {copy.filter}
              </button>
            </form>
          )}
          {items.length === 0 ? (
            <p className="text-lg text-stone-700">{trip ? copy.noneForTrip : copy.none}</p>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2">
              {items.map((review) => (
                <li key={review.id} className="flex">
                  <ReviewCard review={review} showTrip />
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav aria-label={copy.page(page, pages)} className="mt-10 flex items-center justify-between gap-4">
              {page > 1 ? <a className="font-semibold text-bush-800 underline" href={pagePath(trip, page - 1)}>{copy.previous}</a> : <span />}
              <span className="text-sm text-stone-600">{copy.page(page, pages)}</span>
              {page < pages ? <a className="font-semibold text-bush-800 underline" href={pagePath(trip, page + 1)}>{copy.next}</a> : <span />}
            </nav>
          )}
        </div>
      </section>
    </>
  );
}
