import type { BreadcrumbList, FAQPage, Graph, Offer, Review, TouristTrip, TravelAgency, WithContext } from 'schema-dts';
import type { PublicReview } from '#lib/domain/review/review.types.ts';
import type { FaqItem, SiteDetails } from '#lib/domain/site/company-settings.types.ts';
import type { Trip } from '#lib/domain/catalogue/catalogue.types.ts';
import { BRAND_NAME } from './brand.ts';
import { isPriced, PRICE_ON_REQUEST } from './domain/money/money.ts';
import { stockPhoto } from './stock-photo.ts';
import { plainText } from './text-blocks.ts';

/** The page every share preview and the agency's logo point to (the home page's hero). */
export const SHARE_IMAGE_PHOTO_ID = '1516426122078-c23e76319801';
export const shareImage = () => stockPhoto(SHARE_IMAGE_PHOTO_ID, 1200);

/** Where the company takes travellers (SPEC §2's destinations). */
const AREA_SERVED = ['South Africa', 'Botswana', 'Zimbabwe', 'Zambia', 'Namibia', 'Tanzania', 'Kenya'];

/** The company's details as Settings holds them (blank ones are left out of the JSON-LD). */
export type AgencyContact = Pick<SiteDetails, 'phone' | 'email'> & Partial<Pick<SiteDetails, 'address' | 'registrationNumber' | 'memberships' | 'socials'>>;

function agency(origin: string, contact?: AgencyContact): TravelAgency & object {
  return {
    '@type': 'TravelAgency',
    '@id': `${origin}/#agency`,
    name: BRAND_NAME,
    url: `${origin}/`,
    ...(contact && {
      logo: `${origin}/icon-512.png`,
      image: shareImage(),
      telephone: contact.phone,
      email: contact.email,
      ...(contact.address && { address: contact.address }),
      ...(contact.registrationNumber && { identifier: { '@type': 'PropertyValue' as const, propertyID: 'Company registration number', value: contact.registrationNumber } }),
      ...(contact.memberships?.length && { memberOf: contact.memberships.map((name) => ({ '@type': 'Organization' as const, name })) }),
      ...(contact.socials?.length && { sameAs: contact.socials.map((social) => social.url) }),
      areaServed: AREA_SERVED.map((name) => ({ '@type': 'Country' as const, name })),
    }),
  };
}

/** Home page: the company itself. */
export function travelAgencyJsonLd(origin: string, contact: AgencyContact): WithContext<TravelAgency> {
  return { '@context': 'https://schema.org', ...agency(origin, contact) } as WithContext<TravelAgency>;
}

export interface TripPackage {
  name: string;
  description: string;
  price: number;
  duration: string;
  imageUrl: string | null;
  /** The trip's page; without it the offer points to /packages. */
  path?: string;
  /** The lowest season price, else `price`; null: price on request. Absent: `price` is the price. */
  fromPrice?: number | null;
}

/** An offer per person in US dollars; a trip without a price offers itself "on request", with no price at all. */
function offer(url: string, amount: number | null, description: string, name?: string): Offer {
  const base = { '@type': 'Offer' as const, url, availability: 'https://schema.org/InStock' as const, ...(name ? { name } : {}) };
  if (!isPriced(amount)) return { ...base, description: `${description}, ${PRICE_ON_REQUEST.toLowerCase()}` };
  return { ...base, price: amount.toFixed(2), priceCurrency: 'USD', description: `${description}, per person sharing` };
}

/** /packages: every listed package as a trip on offer, priced per person in US dollars. */
export function touristTripsJsonLd(origin: string, packages: readonly TripPackage[]): Graph {
  const trips: TouristTrip[] = packages.map((pkg) => ({
    '@type': 'TouristTrip',
    name: pkg.name,
    description: pkg.description,
    ...(pkg.path ? { url: `${origin}${pkg.path}` } : {}),
    ...(pkg.imageUrl ? { image: pkg.imageUrl } : {}),
    provider: { '@id': `${origin}/#agency` },
    offers: offer(`${origin}${pkg.path ?? '/packages'}`, pkg.fromPrice === undefined ? pkg.price : pkg.fromPrice, pkg.duration),
  }));
  return { '@context': 'https://schema.org', '@graph': [agency(origin), ...trips] };
}

/**
 * A trip page: the TouristTrip with its stops in order as an ItemList of Places (with coordinates) and an
 * offer per season (one "on request" offer, without a price, when the trip has none).
 */
export function tripJsonLd(origin: string, trip: Trip): WithContext<TouristTrip> {
  const url = `${origin}${trip.path}`;
  const priced = trip.seasons.filter((season) => isPriced(season.pricePerPerson));
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    '@id': `${url}#trip`,
    name: trip.name,
    description: trip.description,
    url,
    ...(trip.imageUrl ? { image: trip.imageUrl } : {}),
    provider: agency(origin),
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: trip.itinerary.length,
      itemListElement: trip.itinerary.map((stop, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Place',
          name: stop.placeName,
          description: stop.title,
          geo: { '@type': 'GeoCoordinates', latitude: stop.lat, longitude: stop.lng },
        },
      })),
    },
    offers: priced.length > 0 ? priced.map((season) => offer(url, season.pricePerPerson, trip.duration, season.label)) : offer(url, trip.fromPrice, trip.duration),
  };
}

/**
 * The reviews a trip page shows, each a Review of that TouristTrip (`itemReviewed` by its @id) with its author and
 * date (issue 31). No AggregateRating on the Organization: Google ignores an operator's reviews of itself.
 */
export function tripReviewsJsonLd(origin: string, trip: Trip, reviews: readonly PublicReview[]): Graph {
  return {
    '@context': 'https://schema.org',
    '@graph': reviews.map(
      (review): Review => ({
        '@type': 'Review',
        itemReviewed: { '@type': 'TouristTrip', '@id': `${origin}${trip.path}#trip`, name: trip.name },
        author: { '@type': 'Person', name: review.name },
        datePublished: review.publishedOn,
        name: review.title,
        reviewBody: review.text,
        reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      }),
    ),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** Detail and activity pages: where they sit under the home page (a German page's is named and addressed in German). */
export function breadcrumbJsonLd(origin: string, trail: readonly Crumb[], home: Crumb = { name: 'Home', path: '/' }): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [home, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/** /faq: each question with its answer as plain text (lists and tables as lines). */
export function faqPageJsonLd(origin: string, entries: readonly FaqItem[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: `${origin}/faq`,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(entry.answer) },
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
