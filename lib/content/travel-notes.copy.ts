/**
 * The packing lists and the entry and health notes in every language we serve (issue 42), for /travel-info and the
 * traveller's pack alike, so a German traveller's pack says what the German travel information says.
 */
import type { Locale, Localized } from '#lib/domain/site/locale.ts';
import { BOOKING_REQUIREMENTS, entryHealthByCountry, entryHealthWords, GENERAL_ENTRY_HEALTH, type CountryEntryHealth } from './entry-health.content.ts';
import { entryHealthByCountryDe, entryHealthWordsDe } from './entry-health.content.de.ts';
import { activityPackingByCountry, packingCategories, packingForRoute, type CountryPacking, type PackingCategory, type PlacedStop } from './packing.content.ts';
import { activityPackingByCountryDe, documentLinesDe, firstAidLinesDe, packingCategoriesDe } from './packing.content.de.ts';

export interface TravelNotes {
  packingCategories: PackingCategory[];
  packingByCountry: CountryPacking[];
  entryHealthWords: { title: string; intro: string; everyTraveller: string };
  entryHealthByCountry: CountryEntryHealth[];
  generalEntryHealth: Omit<CountryEntryHealth, 'country'>;
  /** SPEC §5's booking requirements: SPEC's English word for word, and in German as the terms' readers read them. */
  bookingRequirements: string;
}

export const travelNotes: Localized<TravelNotes> = {
  en: {
    packingCategories,
    packingByCountry: activityPackingByCountry,
    entryHealthWords,
    entryHealthByCountry,
    generalEntryHealth: GENERAL_ENTRY_HEALTH,
    bookingRequirements: BOOKING_REQUIREMENTS,
  },
  de: {
    packingCategories: packingCategoriesDe,
    packingByCountry: activityPackingByCountryDe,
    entryHealthWords: entryHealthWordsDe,
    entryHealthByCountry: entryHealthByCountryDe,
    generalEntryHealth: { entry: [documentLinesDe.visas], health: [documentLinesDe.yellowFever, firstAidLinesDe.medication] },
    bookingRequirements:
      'Vorerkrankungen sind bei der Buchung anzugeben; eine Reiseversicherung mit Rücktransport im medizinischen Notfall ist Pflicht; der Reisepass muss noch 6 Monate über das Rückreisedatum hinaus gültig sein und 2 leere Seiten haben; die Namen bei der Buchung müssen exakt mit denen im Reisepass übereinstimmen; ein Haftungsverzicht muss unterschrieben werden.',
  },
};

/** The activity lists for the places a route stops at, in the route's order, in a language (same lists as English). */
export function packingForRouteIn(stops: readonly PlacedStop[], locale: Locale): CountryPacking[] {
  const lists = travelNotes[locale].packingByCountry;
  return packingForRoute(stops).map((list) => lists[activityPackingByCountry.indexOf(list)]!);
}

/** The notes for each country on a route, in the route's order, in a language; a country without its own gets the general lines. */
export function entryHealthIn(countries: string[], locale: Locale): CountryEntryHealth[] {
  const notes = travelNotes[locale];
  return countries.map((country) => notes.entryHealthByCountry.find((entry) => entry.country === country) ?? { country, ...notes.generalEntryHealth });
}
