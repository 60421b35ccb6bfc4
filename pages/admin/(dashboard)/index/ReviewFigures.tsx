import { reviewsAdminContent } from '#components/admin/reviews/reviews-admin.content.ts';
import type { ReviewSummary } from '#lib/domain/review/review.types.ts';

const copy = reviewsAdminContent.overview;

/** The Overview's reviews: the last 90 days' average rating, and the published reviews still without a reply (issue 31). */
export function ReviewFigures({ summary }: { summary: ReviewSummary }) {
  return (
    <section aria-labelledby="review-figures-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="review-figures-heading" className="text-2xl font-semibold">
          {copy.title}
        </h2>
        <a href={summary.waitingForReply > 0 ? '/admin/reviews?filter=waiting' : '/admin/reviews'} className="text-sm font-semibold text-bush-800 underline underline-offset-4">
          {copy.open}
        </a>
      </div>
      <p className="mt-3 text-lg text-bush-900">{summary.averageLast90Days === null ? copy.none : copy.average(summary.averageLast90Days, summary.countLast90Days)}</p>
      {summary.waitingForReply > 0 && <p className="mt-1 font-semibold text-ochre-700">{copy.waiting(summary.waitingForReply)}</p>}
    </section>
  );
}
