import type { BreadcrumbList, FAQPage, Graph, TouristTrip, TravelAgency, WithContext } from 'schema-dts';
import { BRAND_NAME } from './brand.ts';
import { stockPhoto } from './stock-photo.ts';

/** The page every share preview and the agency's logo point to (the home page's hero). */
export const SHARE_IMAGE_PHOTO_ID = '1516426122078-c23e76319801';
export const shareImage = () => stockPhoto(SHARE_IMAGE_PHOTO_ID, 1200);

/** Where the company takes travellers (SPEC §2's destinations). */
const AREA_SERVED = ['South Africa', 'Botswana', 'Zimbabwe', 'Zambia', 'Namibia', 'Tanzania', 'Kenya'];

export interface AgencyContact {
  phone: string;
  email: string;
}

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
}

/** /packages: every listed package as a trip on offer, priced per person in US dollars. */
export function touristTripsJsonLd(origin: string, packages: readonly TripPackage[]): Graph {
  const trips: TouristTrip[] = packages.map((pkg) => ({
    '@type': 'TouristTrip',
    name: pkg.name,
    description: pkg.description,
    ...(pkg.imageUrl ? { image: pkg.imageUrl } : {}),
    provider: { '@id': `${origin}/#agency` },
    offers: {
      '@type': 'Offer',
      price: pkg.price.toFixed(2),
      priceCurrency: 'USD',
      url: `${origin}/packages`,
      availability: 'https://schema.org/InStock',
      description: `${pkg.duration}, per person`,
    },
  }));
  return { '@context': 'https://schema.org', '@graph': [agency(origin), ...trips] };
}

export interface Crumb {
  name: string;
  path: string;
}

/** Detail and activity pages: where they sit under the home page. */
export function breadcrumbJsonLd(origin: string, trail: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

export interface FaqItem {
  question: string;
  answer: readonly string[];
}

/** /faq: each question with its answer as plain text. */
export function faqPageJsonLd(origin: string, entries: readonly FaqItem[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: `${origin}/faq`,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer.join('\n\n') },
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
