import type { GeoArea } from '#lib/trip-geo.ts';
import type { DetailSlug } from '#lib/content/detail-routes.ts';

/** Background of a full-width band; the template alternates them so neighbours differ. */
export type BandTone = 'sand' | 'white';

/** A stock photo (its id on the stock-photo site) and what it shows. */
export interface DetailPhoto {
  id: string;
  alt: string;
}

/** An activity or experience on offer at a destination. */
export interface DetailActivity {
  name: string;
  description: string;
  duration: string;
}

export interface DetailFact {
  label: string;
  value: string;
}

/** Colours follow SPEC: Hard is destructive, Moderate-Hard the default look, the rest secondary. */
export type RouteDifficulty = 'Moderate' | 'Moderate-Hard' | 'Hard';

export interface TrekkingRoute {
  name: string;
  duration: string;
  difficulty: RouteDifficulty;
  description: string;
}

export interface Beach {
  name: string;
  location: string;
  description: string;
}

/**
 * One destination detail page. Every page shares the same frame (hero, about, gallery, facts,
 * highlights, contact); the optional parts carry the few pages that differ.
 */
export interface DestinationDetail {
  slug: DetailSlug;
  /** The page's h1. */
  name: string;
  country: string;
  /** Where it is: the trips with a stop inside this circle are listed on the page and offered by its form. */
  area: GeoArea;
  /** One line under the name in the hero. */
  tagline: string;
  /** The page's <title> and meta description. */
  title: string;
  metaDescription: string;
  /** Short labels shown in the hero, e.g. a UNESCO listing. */
  badges?: string[];
  hero: DetailPhoto;
  about: string[];
  gallery: DetailPhoto[];
  /** The activity or experience list; Kilimanjaro lists its trekking routes instead. */
  activities?: { heading: string; items: DetailActivity[] };
  routes?: { heading: string; intro: string; items: TrekkingRoute[] };
  beaches?: { heading: string; items: Beach[] };
  preparationTips?: { heading: string; items: string[] };
  facts: { heading: string; items: DetailFact[] };
  highlights: string[];
  /** The button that scrolls to the contact section. */
  cta: 'Plan Your Visit' | 'Book Your Safari';
  /** The closing invitation; `contactLink` adds the Contact Us Today link to /contact. */
  closing: { heading: string; text: string; contactLink: boolean };
}
