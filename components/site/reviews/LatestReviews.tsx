import type { PublicReview } from '#lib/domain/review/review.types.ts';
import { ReviewCard } from './ReviewCard.tsx';
import { useLocale, useSiteLink } from '../use-locale.ts';
import { reviewCardWords } from './review-card.words.ts';

/** The home page's latest reviews from real trips, beside SPEC's testimonials (issue 31). Hidden when there are none. */
export function LatestReviews({ reviews }: { reviews: PublicReview[] }) {
  const copy = reviewCardWords[useLocale()];
  const siteLink = useSiteLink();
  if (reviews.length === 0) return null;
  return (
    <div className="mt-16">
      <h3 className="text-center font-serif text-3xl font-semibold text-white">{copy.home.heading}</h3>
      <p className="mx-auto mt-3 max-w-2xl text-center text-sand-200">{copy.verified}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {reviews.map((review) => (
          <li key={review.id} className="flex">
            <ReviewCard review={review} showTrip />
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center">
        <a {...siteLink('/reviews')} className="inline-flex min-h-11 items-center rounded-full border border-sand-200 px-6 font-semibold text-white hover:bg-white/10">
          {copy.home.link}
        </a>
      </p>
    </div>
  );
}
