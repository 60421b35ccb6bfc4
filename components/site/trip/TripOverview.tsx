import { CheckList } from '#components/site/activity/CheckList.tsx';
import type { Trip } from '#lib/domain/catalogue/catalogue.types.ts';
import { priceLabel } from '#lib/domain/money/money.ts';
import { useTripCopy } from './trip.copy.ts';
import { TripPrice } from './TripPrice.tsx';

const CARD = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200';

/** The summary beside the trip at a glance: length, group, lodging, price; then the highlights. */
export function TripOverview({ trip }: { trip: Trip }) {
  const copy = useTripCopy();
  // What the German texts do not cover (highlights, group size, accommodation) is the operator's English: marked so.
  const operatorLang = copy.locale === 'en' ? undefined : 'en';
  const facts = [
    { label: copy.facts.duration, value: copy.durationLine(trip.itinerary, trip.duration), own: true },
    { label: copy.facts.groupSize, value: trip.groupSize },
    { label: copy.facts.accommodation, value: trip.accommodation },
    ...(trip.singleSupplement ? [{ label: copy.facts.singleSupplement, value: priceLabel(trip.singleSupplement, trip.priceCurrency, copy.locale), own: true }] : []),
  ].filter((fact) => fact.value);
  return (
    <section aria-labelledby="overview-title" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[3fr_2fr] lg:gap-14">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-ochre-700">{copy.overviewEyebrow}</p>
          <h2 id="overview-title" className="mt-2 text-3xl font-semibold sm:text-4xl">
            {copy.overviewTitle}
          </h2>
          <p className="mt-6 text-base leading-relaxed text-stone-700 sm:text-lg">{trip.description}</p>
          {trip.features.length > 0 && (
            <>
              <h3 className="mt-10 text-2xl font-semibold">{copy.highlightsTitle}</h3>
              <div className="mt-4" lang={operatorLang}>
                <CheckList items={trip.features} columns={2} />
              </div>
            </>
          )}
        </div>
        <section aria-labelledby="facts-title" className={`${CARD} h-fit`}>
          <h2 id="facts-title" className="text-2xl font-semibold">
            {copy.factsLabel}
          </h2>
          <dl className="mt-4 divide-y divide-sand-200">
            {facts.map((fact) => (
              <div key={fact.label} className="flex justify-between gap-4 py-3">
                <dt className="text-stone-600">{fact.label}</dt>
                <dd lang={'own' in fact ? undefined : operatorLang} className="min-w-0 text-right font-semibold break-words text-bush-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-4 border-t border-sand-200 pt-4">
            <TripPrice fromPrice={trip.fromPrice} currency={trip.priceCurrency} />
          </div>
        </section>
      </div>
    </section>
  );
}
