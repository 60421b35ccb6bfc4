import type { Meal, TripStop } from '#lib/domain/catalogue/catalogue.types.ts';
import { itineraryDays } from '#lib/domain/catalogue/itinerary-days.ts';
import { ActivityIcon } from '#components/site/activity/ActivityIcon.tsx';
import { useTripCopy } from './trip.copy.ts';

function Meals({ meals }: { meals: Meal[] }) {
  const copy = useTripCopy();
  return (
    <p className="flex items-center gap-2 text-sm">
      <ActivityIcon name="utensils" className="h-4 w-4 text-ochre-700" />
      <span className="sr-only">
        {copy.mealsLabel}: {copy.mealsSpoken(meals)}
      </span>
      {/* The letters are how itineraries write it; a screen reader hears the words above instead. */}
      <span aria-hidden="true" className="font-semibold tracking-wider text-bush-900">
        {(['B', 'L', 'D'] as const).filter((meal) => meals.includes(meal)).join(' · ')}
      </span>
    </p>
  );
}

function Lodge({ lodge, lodgeUrl }: Pick<TripStop, 'lodge' | 'lodgeUrl'>) {
  const copy = useTripCopy();
  return (
    <p className="flex items-center gap-2 text-sm">
      <ActivityIcon name="bed" className="h-4 w-4 text-ochre-700" />
      <span className="sr-only">{copy.lodgeLabel}: </span>
      {lodgeUrl && /^https?:\/\//i.test(lodgeUrl) ? (
        <a href={lodgeUrl} rel="noopener noreferrer" target="_blank" className="font-semibold text-bush-800 underline underline-offset-4 hover:text-ochre-700">
          {lodge}
          <span className="sr-only"> {copy.lodgeLinkHint}</span>
        </a>
      ) : (
        <span className="font-semibold text-bush-900">{lodge}</span>
      )}
    </p>
  );
}

function StopDetails({ stop, number, numbered }: { stop: TripStop; number: number; numbered: boolean }) {
  const copy = useTripCopy();
  return (
    <>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
        {numbered && (
          <span aria-hidden="true" className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-bush-800 px-1 text-xs font-bold text-white">
            {number}
          </span>
        )}
        <span className="inline-flex items-center gap-1.5">
          <ActivityIcon name="map-pin" className="h-4 w-4 text-ochre-700" />
          <span className="sr-only">{copy.placeLabel}: </span>
          {stop.placeName}
        </span>
        <span aria-hidden="true">·</span>
        <span>{copy.nightsHere(stop.nights)}</span>
      </p>
      {stop.description && <p className="mt-3 leading-relaxed text-stone-700">{stop.description}</p>}
      {(stop.lodge || (stop.meals && stop.meals.length > 0)) && (
        <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2 border-t border-sand-200 pt-4">
          {stop.lodge && <Lodge lodge={stop.lodge} lodgeUrl={stop.lodgeUrl} />}
          {stop.meals && stop.meals.length > 0 && <Meals meals={stop.meals} />}
        </div>
      )}
      {stop.activities && stop.activities.length > 0 && (
        <div className="mt-4">
          <h4 className="text-sm font-semibold text-bush-900">{copy.activitiesLabel}</h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {stop.activities.map((activity) => (
              <li key={activity} lang={copy.locale === 'en' ? undefined : 'en'} className="rounded-full bg-sand-100 px-3 py-1 text-sm text-bush-900 ring-1 ring-sand-200">
                {activity}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/**
 * The trip day by day (lib/domain/catalogue/itinerary-days.ts): a stop passed through (0 nights) is told within the day of the
 * stop after it, so no day is numbered twice. The marker and the small badges carry the route map's numbers.
 */
export function TripItinerary({ stops }: { stops: TripStop[] }) {
  const copy = useTripCopy();
  if (stops.length === 0) return <p className="rounded-2xl bg-white p-6 text-stone-700 shadow-sm ring-1 ring-sand-200">{copy.itineraryEmpty}</p>;
  const days = itineraryDays(stops);
  return (
    <ol className="relative space-y-6 border-l-2 border-sand-300 pl-6 sm:pl-8">
      {days.map((day, dayIndex) => {
        const numbers = day.stops.map(({ number }) => number);
        const id = `day-${dayIndex + 1}`;
        return (
          <li key={`${dayIndex}-${day.title}`} className="relative">
            <span aria-hidden="true" className="absolute -left-[2.35rem] top-1 inline-flex h-7 min-w-7 items-center justify-center rounded-full bg-bush-800 px-1 text-xs font-bold text-white ring-4 ring-sand-50 sm:-left-[2.85rem]">
              {numbers.length > 1 ? `${numbers[0]}-${numbers.at(-1)}` : numbers[0]}
            </span>
            <article aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6">
              <p className="text-sm font-semibold uppercase tracking-widest text-ochre-700">{copy.dayLabel(day.first, day.last)}</p>
              <h3 id={id} className="mt-1 text-xl font-semibold sm:text-2xl">
                {day.title}
              </h3>
              {day.stops.map(({ stop, number }, index) => (
                <div key={number} className={index > 0 ? 'mt-5 border-t border-sand-200 pt-5' : undefined}>
                  {day.stops.length > 1 && <p className="text-base font-semibold text-bush-900">{stop.title}</p>}
                  <StopDetails stop={stop} number={number} numbered={day.stops.length > 1} />
                </div>
              ))}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
