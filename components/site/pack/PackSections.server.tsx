import type { TripStop } from '#lib/domain/catalogue/catalogue.types.ts';
import { CheckList } from '#components/site/activity/CheckList.tsx';
import { RouteMap } from '#components/site/trip/RouteMap.tsx';
import { PackSection } from './PackSection.tsx';
import { usePackCopy, usePackLocale } from './use-pack-copy.ts';
import { entryHealthIn, packingForRouteIn, travelNotes } from '#lib/content/travel-notes.copy.ts';

/**
 * The pack's static reading (issue 30): the route map, the packing list and the entry and health notes for the
 * countries on the route, from the travel-info content. Server-only like the proposal's sections (decision 072),
 * so d3, the atlas and this copy never reach the phone's script; the worker keeps the markup for offline use.
 */
export function PackSections({ name, stops, countries, stopCountries }: { name: string; stops: TripStop[]; countries: string[]; stopCountries: (string | null)[] }) {
  // By the places the itinerary stops at (issue 39): a Kruger trip gets the bush's list, not Table Mountain's.
  const copy = usePackCopy();
  // The same lists and notes /travel-info shows, in the traveller's language (issue 42).
  const locale = usePackLocale();
  const { packingCategories, entryHealthWords, bookingRequirements } = travelNotes[locale];
  const forRoute = packingForRouteIn(stops.map((stop, i) => ({ lat: stop.lat, lng: stop.lng, country: stopCountries[i] ?? null })), locale);
  return (
    <>
      <PackSection id="map" heading={copy.map.heading}>
        <div className="mt-2">
          <RouteMap name={name} stops={stops} />
        </div>
      </PackSection>
      <PackSection id="packing" heading={copy.packing.heading}>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {packingCategories.map((category) => (
            <div key={category.id}>
              <h3 className="font-semibold">{category.title}</h3>
              <CheckList items={category.items} />
            </div>
          ))}
          {forRoute.map((c) => (
            <div key={c.country}>
              <h3 className="font-semibold">{copy.packing.forCountry(c.country)}</h3>
              <CheckList items={c.items} />
            </div>
          ))}
        </div>
      </PackSection>
      <PackSection id="entry" heading={copy.entry.heading}>
        <p className="mt-1 text-sm text-stone-600">{entryHealthWords.intro}</p>
        <p className="mt-2 text-sm">
          <span className="font-semibold">{entryHealthWords.everyTraveller}</span>
          {bookingRequirements}
        </p>
        {entryHealthIn(countries, locale).map((notes) => (
          <div key={notes.country} className="mt-3">
            <h3 className="font-semibold">{notes.name ?? notes.country}</h3>
            <ul className="list-disc pl-5 text-sm">
              {[...notes.entry, ...notes.health].map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ))}
      </PackSection>
    </>
  );
}
