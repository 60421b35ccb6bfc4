/**
 * The destinations page's server-rendered copy in every language we serve (issue 42): the hero, the panels' cards
 * and the activities. The English is destinations.content.ts, destination-cards.content.ts, park-cards.content.ts
 * and activities.content.ts; what hydrates (the tabs' labels) is in destination-tabs.copy.ts.
 */
import type { Localized } from '#lib/domain/site/locale.ts';
import { ACTIVITY_REGIONS, SAFARI_ACTIVITIES } from './activities.content.ts';
import { DESTINATION_TABS, destinationsPage } from './destinations.content.ts';
import { destinationsCopyDe } from './destinations.content.de.ts';
import type { ActivityRegion, Destination, DestinationTabId, SafariActivity, StockImage } from './destinations.types.ts';

export interface DestinationsCopy {
  hero: { eyebrow: string; title: string; intro: string; image: StockImage };
  tabIntros: Record<DestinationTabId, string>;
  destinations: Record<DestinationTabId, Destination[]>;
  activitiesIntro: string;
  activities: SafariActivity[];
  /** The activities' regions as headings; the records keep the English region as their key. */
  regionNames: Record<ActivityRegion, string>;
  card: typeof destinationsPage.card;
  activity: typeof destinationsPage.activity;
  /** What a screen reader hears after a card's button: which destination or activity it is about. */
  about: (name: string) => string;
}

const byTab = <T,>(pick: (tab: (typeof DESTINATION_TABS)[number]) => T) =>
  Object.fromEntries(DESTINATION_TABS.map((tab) => [tab.id, pick(tab)])) as Record<DestinationTabId, T>;

export const destinationsCopy: Localized<DestinationsCopy> = {
  en: {
    hero: destinationsPage.hero,
    tabIntros: byTab((tab) => tab.intro),
    destinations: byTab((tab) => tab.destinations),
    activitiesIntro: destinationsPage.activitiesTab.intro,
    activities: SAFARI_ACTIVITIES,
    regionNames: Object.fromEntries(ACTIVITY_REGIONS.map((region) => [region, region])) as Record<ActivityRegion, string>,
    card: destinationsPage.card,
    activity: destinationsPage.activity,
    about: (name) => `about ${name}`,
  },
  de: destinationsCopyDe,
};

/** A language's activities grouped by region, in SPEC's order. */
export function activitiesByRegionIn(activities: SafariActivity[]): { region: ActivityRegion; activities: SafariActivity[] }[] {
  return ACTIVITY_REGIONS.map((region) => ({ region, activities: activities.filter((activity) => activity.region === region) }));
}
