import { ReviewCard } from '#components/site/reviews/ReviewCard.tsx';
import { reviewsContent as copy } from '#components/site/reviews/reviews.content.ts';
import type { PublicReviewPage } from '#lib/domain/review/review.types.ts';

/** A trip's reviews from travellers who booked it, newest first, with their average and number (issue 31). */
export function TripReviews({ reviews, slug }: { reviews: PublicReviewPage; slug: string }) {
  return (
    <div className="mx-auto max-w-6xl">
      {reviews.average !== null && <p className="text-lg font-semibold text-bush-900">{copy.average(reviews.average, reviews.total)}</p>}
      <p className="mt-1 text-stone-700">
        {copy.verified}{' '}
        <a href="/reviews/policy" className="underline underline-offset-2 hover:text-bush-900">
          {copy.policyLink}
        </a>
      </p>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {reviews.items.map((review) => (
          <li key={review.id} className="flex">
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      {reviews.total > reviews.items.length && (
        <p className="mt-8">
          <a href={`/reviews?trip=${slug}`} className="font-semibold text-bush-800 underline underline-offset-4">
            {copy.tripReviews.more(reviews.total)}
          </a>
        </p>
      )}
    </div>
  );
}
