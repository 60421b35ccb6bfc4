import { ReviewStars } from '#components/site/reviews/ReviewStars.tsx';
import { monthOfTravel } from '#components/site/reviews/reviews.content.ts';
import type { StaffReview } from '#lib/domain/review/review.types.ts';
import { Badge } from '#components/admin/Badge.tsx';
import { Button } from '#components/ui/Button.tsx';
import { ReviewReplyForm, withdrawReply } from './ReviewReplyForm.tsx';
import { reviewsAdminContent as copy } from '#components/admin/reviews/reviews-admin.content.ts';
import { publishAgain, WithholdReviewForm } from './WithholdReviewForm.tsx';

/** One review as staff see it: what the traveller wrote, where it came from, and what can be done with it. */
export function StaffReviewCard({ review }: { review: StaffReview }) {
  const parts = copy.parts(review.guiding, review.lodges, review.value);
  return (
    <article aria-labelledby={`staff-review-${review.id}`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ReviewStars rating={review.rating} />
        <Badge tone={review.withheld ? 'warning' : 'success'}>{review.withheld ? copy.withheld(copy.reasons[review.withheld.reason]) : copy.published}</Badge>
      </div>
      <h3 id={`staff-review-${review.id}`} className="mt-3 text-lg font-semibold text-bush-900">
        {review.title}
      </h3>
      <p className="mt-1 text-sm text-stone-600">
        {review.name} · {review.country} · {review.trip.name} · {copy.travelled(monthOfTravel(review.travelledOn))} ·{' '}
        <a className="underline underline-offset-2" href={`/admin/bookings/${review.bookingId}`}>
          {copy.booking(review.bookingReference)}
        </a>
      </p>
      {parts && <p className="mt-1 text-sm text-stone-600">{parts}</p>}
      <p className="mt-3 whitespace-pre-line leading-relaxed text-stone-800">{review.text}</p>
      {review.photos.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {review.photos.map((photo) => (
            <li key={photo.id}>
              <img src={photo.url} alt="" width={photo.width} height={photo.height} loading="lazy" className="h-20 w-20 rounded-lg object-cover" />
            </li>
          ))}
        </ul>
      )}
      {review.reply ? (
        <div className="mt-4 rounded-xl bg-sand-100 p-4">
          <p className="text-sm font-semibold text-bush-900">{copy.reply.by(review.repliedBy)}</p>
          <p className="mt-1 whitespace-pre-line text-sm text-stone-700">{review.reply}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void withdrawReply(review.id)}>
            {copy.reply.withdraw}
          </Button>
        </div>
      ) : (
        !review.withheld && (
          <div className="mt-4">
            <ReviewReplyForm reviewId={review.id} />
          </div>
        )
      )}
      <div className="mt-4 flex flex-wrap items-end gap-3 border-t border-sand-200 pt-4">
        {review.withheld && (
          <Button variant="outline" size="sm" onClick={() => void publishAgain(review.id)}>
            {copy.withhold.publishAgain}
          </Button>
        )}
        <div className="min-w-0 flex-1">
          <WithholdReviewForm reviewId={review.id} />
        </div>
      </div>
    </article>
  );
}
