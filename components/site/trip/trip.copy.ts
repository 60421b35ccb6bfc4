/**
 * A trip page's words in every language we serve (issue 42, decision 204); the English is trip.content.ts. The page
 * renders on the server only, so this module and the German never reach a browser (the packages cards, which
 * hydrate, read only trip.content.ts).
 */
import { usePageContext } from 'vike-react/usePageContext';
import { tripDurationLine } from '#lib/domain/catalogue/itinerary-days.ts';
import type { Localized } from '#lib/domain/site/locale.ts';
import { mealsSpoken, monthDayLabel, tripContent, type TripCopy } from './trip.content.ts';
import { tripContentDe } from './trip.content.de.ts';

export const tripCopy: Localized<TripCopy> = {
  en: {
    ...tripContent,
    dayLabel: (first, last) => (first === last ? `Day ${first}` : `Days ${first}-${last}`),
    durationLine: tripDurationLine,
    monthDayLabel,
    mealsSpoken,
    locale: 'en',
  },
  de: tripContentDe,
};

/**
 * The words for the page's language. English where no page context is given: the proposal page and the PDF's
 * renderer show the itinerary too, and a component rendered on its own (a test) has no page around it.
 */
export function useTripCopy(): TripCopy {
  return tripCopy[usePageContext()?.locale ?? 'en'];
}
