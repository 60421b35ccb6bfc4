import { useLocale } from '../use-locale.ts';
import { reviewCardWords } from './review-card.words.ts';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** A rating as five stars, the filled ones in colour; read out as "Rated 4 out of 5". */
export function ReviewStars({ rating, className = 'text-ochre-500' }: { rating: number; className?: string }) {
  const copy = reviewCardWords[useLocale()];
  return (
    <p className={`flex gap-0.5 ${className}`}>
      <span className="sr-only">{copy.ratingLabel(rating)}</span>
      {Array.from({ length: 5 }, (_, index) => (
        <svg key={index} aria-hidden="true" viewBox="0 0 20 20" className={`h-5 w-5 ${index < rating ? '' : 'opacity-25'}`} fill="currentColor">
          <path d={STAR} />
        </svg>
      ))}
    </p>
  );
}
