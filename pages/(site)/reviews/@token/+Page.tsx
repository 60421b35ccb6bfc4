import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { ReviewFormOnFirstUse } from '#components/site/reviews/ReviewFormOnFirstUse.tsx';
import { reviewFormCopy } from '#components/site/reviews/reviews.content.de.ts';
import { formatDateTime } from '#lib/format.ts';
import type { Data } from './+data.ts';

const text = (n: number | null) => (n ? String(n) : '');

/** The traveller writes (or, within 14 days, edits) the review of the trip they booked. */
export default function Page() {
  const { token, locale, tripName, travelledOn, review, editableUntil, locked, notYet, withheld, reviewLinks } = useData<Data>();
  const { site } = usePageContext();
  const copy = reviewFormCopy[locale];
  return (
    <section lang={locale} aria-labelledby="review-heading" className="bg-sand-50 px-4 pt-28 pb-16 sm:px-6">
      <div className="mx-auto max-w-2xl">
        <h1 id="review-heading" className="font-serif text-3xl font-semibold text-bush-900 sm:text-4xl">
          {copy.heading(tripName)}
        </h1>
        <p className="mt-3 text-lg text-stone-700">{copy.intro(copy.month(travelledOn))}</p>
        {withheld && !notYet && <p className="mt-3 rounded-xl bg-white p-4 text-stone-800 ring-1 ring-sand-200">{copy.withheld(copy.reasons[withheld])}</p>}
        {editableUntil && !locked && !notYet && <p className="mt-2 text-sm text-stone-600">{copy.editing(formatDateTime(editableUntil, site.timeZone, locale))}</p>}
        <div className="mt-8">
          {notYet ? (
            // Reviews come from trips taken (issue 38): before the return the link says when it opens.
            <p className="rounded-2xl bg-white p-6 text-stone-700 shadow-sm ring-1 ring-sand-200">{notYet}.</p>
          ) : locked ? (
            <p className="rounded-2xl bg-white p-6 text-stone-700 shadow-sm ring-1 ring-sand-200">{copy.locked}</p>
          ) : (
            <ReviewFormOnFirstUse
              token={token}
              written={review !== null}
              photoCount={review?.photos.length ?? 0}
              reviewLinks={reviewLinks}
              initial={{
                rating: text(review?.rating ?? null),
                guiding: text(review?.guiding ?? null),
                lodges: text(review?.lodges ?? null),
                value: text(review?.value ?? null),
                title: review?.title ?? '',
                text: review?.text ?? '',
                name: review?.name ?? '',
                country: review?.country ?? '',
                consent: false,
              }}
            />
          )}
        </div>
      </div>
    </section>
  );
}
