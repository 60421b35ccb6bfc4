import type { PublicReview } from '#lib/domain/review/review.types.ts';
import { uploadedSrcSet } from '#lib/domain/catalogue/uploaded-image.ts';
import { ReviewStars } from './ReviewStars.tsx';
import { useLocale, useSiteLink } from '../use-locale.ts';
import { reviewCardWords } from './review-card.words.ts';

/**
 * One published review: the stars, the traveller's title and words (React escapes them: HTML stays text), where
 * it comes from ("Travelled May 2027 · booked with us · Germany"), the photos, and the operator's reply.
 */
export function ReviewCard({ review, showTrip = false }: { review: PublicReview; showTrip?: boolean }) {
  const copy = reviewCardWords[useLocale()];
  const siteLink = useSiteLink();
  return (
    <article aria-labelledby={`review-${review.id}`} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
      <ReviewStars rating={review.rating} />
      <h3 id={`review-${review.id}`} className="mt-3 text-lg font-semibold text-bush-900">
        {review.title}
      </h3>
      {showTrip && (
        <p className="mt-1 text-sm font-medium text-ochre-800">
          {review.trip.path ? <a className="underline underline-offset-2 hover:text-ochre-900" {...siteLink(review.trip.path)}>{review.trip.name}</a> : review.trip.name}
        </p>
      )}
      <p className="mt-3 whitespace-pre-line leading-relaxed text-stone-700">{review.text}</p>
      {review.photos.length > 0 && (
        <ul className="mt-4 grid grid-cols-3 gap-2">
          {review.photos.map((photo, index) => (
            <li key={photo.id}>
              <img
                src={photo.url}
                srcSet={uploadedSrcSet(photo.url)}
                sizes="(min-width: 768px) 12rem, 30vw"
                alt={copy.photoAlt(review.name, index)}
                loading="lazy"
                width={photo.width}
                height={photo.height}
                className="aspect-square w-full rounded-lg object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-5 border-t border-sand-200 pt-4">
        <span className="block font-semibold text-bush-900">{review.name}</span>
        <span className="text-sm text-stone-600">{copy.provenance(review.travelledOn, review.country)}</span>
      </p>
      {review.reply && (
        <div className="mt-4 rounded-xl bg-sand-100 p-4">
          <p className="text-sm font-semibold text-bush-900">{copy.replyFrom}</p>
          <p className="mt-1 whitespace-pre-line text-sm leading-relaxed text-stone-700">{review.reply}</p>
        </div>
      )}
    </article>
  );
}
