import type { DetailSlug } from '#lib/content/detail-routes.ts';

/** A stock photo (its id on the stock-photo site) and what it shows. */
export interface StockImage {
  id: string;
  alt: string;
}

/** SPEC §3's destination record, as a card on /destinations shows it. */
export interface Destination {
  id: string;
  name: string;
  country: string;
  description: string;
  highlights: string[];
  bestTime: string;
  image: StockImage;
  /** The detail page, when there is one: the card's Explore Details goes there, else Learn More scrolls to the form. */
  detail?: DetailSlug;
}

export type DestinationTabId = 'southern-africa' | 'east-africa' | 'special-locations';

export interface DestinationTab {
  id: DestinationTabId;
  label: string;
  intro: string;
  destinations: Destination[];
}

/** SPEC §3's activity record. */
export interface SafariActivity {
  id: string;
  name: string;
  description: string;
  duration: string;
  region: ActivityRegion;
  image: StockImage;
  /** The activity's own page, where it has one (linked from its card beside SPEC's contact button). */
  page?: string;
  /** The one activity SPEC shows with a video. */
  video?: { comingSoonTitle: string; comingSoonText: string };
}

export type ActivityRegion = 'Kruger Surroundings' | 'Cape Town' | 'Botswana' | 'Zimbabwe' | 'Namibia' | 'Tanzania & Kenya';
