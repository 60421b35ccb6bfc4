/**
 * /travel-info's panels in every language we serve (issue 42): each tab's lead and records, the packing lists and the
 * entry and health notes the traveller's pack shares. Read on the server only, with the panels (decision 072).
 */
import type { Localized } from '#lib/domain/site/locale.ts';
import { entryHealthByCountry, entryHealthWords, type CountryEntryHealth } from '#lib/content/entry-health.content.ts';
import { entryHealthByCountryDe, entryHealthWordsDe } from '#lib/content/entry-health.content.de.ts';
import { activityPackingByCountry, packingCategories, type CountryPacking, type PackingCategory } from '#lib/content/packing.content.ts';
import { activityPackingByCountryDe, packingCategoriesDe } from '#lib/content/packing.content.de.ts';
import { travelActivities, type TravelActivity } from './travel-activities.content.ts';
import { travelInfoContent } from './travel-info.content.ts';
import { airportsDe, travelActivitiesDe, travelSeasonsDe, travelTabsDe } from './travel-info.content.de.ts';
import type { TravelTabId } from './travel-info.copy.ts';
import { airports, travelSeasons, type Airport, type TravelSeason } from './travel-seasons.content.ts';

export interface TravelPanelsCopy {
  tabs: Record<TravelTabId, { title: string; intro: string }>;
  seasons: TravelSeason[];
  tipLabel: string;
  airports: Airport[];
  transferTimeLabel: string;
  activities: TravelActivity[];
  featuredLabel: string;
  durationLabel: string;
  discover: string;
  /** What a screen reader hears after "Discover more": which activity it is about. */
  about: (name: string) => string;
  packingCategories: PackingCategory[];
  byCountryTitle: string;
  packingByCountry: CountryPacking[];
  entryHealth: { title: string; intro: string; countries: CountryEntryHealth[] };
}

const { tabs } = travelInfoContent;

export const travelPanelsCopy: Localized<TravelPanelsCopy> = {
  en: {
    tabs: { seasons: tabs.seasons, airports: tabs.airports, activities: tabs.activities, packing: tabs.packing },
    seasons: travelSeasons,
    tipLabel: 'Our tip: ',
    airports,
    transferTimeLabel: 'Transfer time',
    activities: travelActivities,
    featuredLabel: travelInfoContent.featuredLabel,
    durationLabel: 'Duration: ',
    discover: 'Discover more',
    about: (name) => ` about ${name}`,
    packingCategories,
    byCountryTitle: travelInfoContent.byCountryTitle,
    packingByCountry: activityPackingByCountry,
    entryHealth: { title: entryHealthWords.title, intro: entryHealthWords.intro, countries: entryHealthByCountry },
  },
  de: {
    tabs: travelTabsDe,
    seasons: travelSeasonsDe,
    tipLabel: 'Unser Tipp: ',
    airports: airportsDe,
    transferTimeLabel: 'Transferzeit',
    activities: travelActivitiesDe,
    featuredLabel: 'Beliebt',
    durationLabel: 'Dauer: ',
    discover: 'Mehr erfahren',
    about: (name) => ` über ${name}`,
    packingCategories: packingCategoriesDe,
    byCountryTitle: 'Aktivitäten nach Ländern',
    packingByCountry: activityPackingByCountryDe,
    entryHealth: { title: entryHealthWordsDe.title, intro: entryHealthWordsDe.intro, countries: entryHealthByCountryDe },
  },
};
