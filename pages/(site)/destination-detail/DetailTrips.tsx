import { ActivityIcon } from '#components/site/activity/ActivityIcon.tsx';
import { ActivitySection } from '#components/site/activity/ActivitySection.tsx';
import { formatMoney } from '#lib/domain/money/money.ts';
import type { PlaceTrip } from '#lib/trip-geo.ts';
import type { BandTone } from './destination-detail.types.ts';
import { detailContent as copy } from './destination-detail.content.ts';

/** The trips with a stop inside the destination, each linking to its page (server-rendered, no code). */
export function DetailTrips({ name, trips, tone }: { name: string; trips: PlaceTrip[]; tone: BandTone }) {
  return (
    <ActivitySection id="trips" tone={tone} eyebrow={copy.tripsEyebrow} title={copy.tripsTitle(name)} intro={copy.tripsIntro}>
      {/* Centred rows: one or two trips sit in the middle, not stranded on the left of a three-column grid. */}
      <ul className="flex flex-wrap justify-center gap-6">
        {trips.map((trip) => (
          <li key={trip.id} className="relative flex w-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 hover:ring-ochre-400 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ochre-600 sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]">
            <h3 className="font-serif text-xl font-semibold text-bush-900">
              {/* The whole card is the link's target area; the name alone is its text, and the card shows its focus. */}
              <a href={trip.path} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
                {trip.name}
              </a>
            </h3>
            <p className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-ochre-700">
              <ActivityIcon name="clock" className="h-4 w-4" />
              <span>
                <span className="sr-only">{copy.durationLabel}: </span>
                {trip.lengthText}
              </span>
            </p>
            <p className="mt-2 flex-1 text-stone-700">
              <span className="sr-only">{copy.tripPriceLabel}: </span>
              {trip.fromPrice === null ? copy.priceOnRequest : copy.fromPrice(formatMoney(trip.fromPrice))}
            </p>
            <p aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-bush-700">
              {copy.seeTrip}
              <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </p>
          </li>
        ))}
      </ul>
    </ActivitySection>
  );
}
