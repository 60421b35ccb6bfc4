import type { StaffReview } from '#lib/domain/review/review.types.ts';
import { STAFF_REVIEWS_PER_PAGE } from '#lib/domain/review/review-policy.ts';
import { EmptyState } from '#components/admin/EmptyState.tsx';
import { PanelHeader } from '#components/admin/PanelHeader.tsx';
import { reviewsAdminContent as copy } from '#components/admin/reviews/reviews-admin.content.ts';
import { StaffReviewCard } from './StaffReviewCard.tsx';

export type ReviewFilter = 'all' | 'waiting' | 'withheld';

const href = (filter: ReviewFilter, page = 1) => `/admin/reviews${filter === 'all' && page === 1 ? '' : `?filter=${filter}${page > 1 ? `&page=${page}` : ''}`}`;

/** The Reviews tab: every review, newest first, filtered by what needs doing. */
export function ReviewsSection({ reviews, total, filter, page }: { reviews: StaffReview[]; total: number; filter: ReviewFilter; page: number }) {
  const pages = Math.max(1, Math.ceil(total / STAFF_REVIEWS_PER_PAGE));
  return (
    <section aria-labelledby="reviews-heading">
      <PanelHeader id="reviews-heading" title={copy.title} intro={copy.intro}>
        <a href="/reviews/policy" className="text-sm font-semibold text-bush-800 underline underline-offset-4">
          {copy.policyLink}
        </a>
      </PanelHeader>
      <nav aria-label={copy.title} className="mb-6 flex flex-wrap gap-2">
        {(['all', 'waiting', 'withheld'] as const).map((f) => (
          <a
            key={f}
            href={href(f)}
            aria-current={f === filter ? 'page' : undefined}
            className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-sand-300 aria-[current=page]:bg-bush-800 aria-[current=page]:text-white"
          >
            {copy.filters[f]}
          </a>
        ))}
      </nav>
      {reviews.length === 0 ? (
        <EmptyState title={copy.filters[filter]} text={copy.empty[filter]} />
      ) : (
        <ul className="space-y-5">
          {reviews.map((review) => (
            <li key={review.id}>
              <StaffReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={copy.page(page, pages)} className="mt-6 flex items-center justify-between">
          {page > 1 ? <a href={href(filter, page - 1)}>{copy.previous}</a> : <span />}
          <span className="text-sm text-stone-600">{copy.page(page, pages)}</span>
          {page < pages ? <a href={href(filter, page + 1)}>{copy.next}</a> : <span />}
        </nav>
      )}
    </section>
  );
}
