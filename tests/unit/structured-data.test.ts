import { describe, expect, it } from 'vitest';
import { demoPackages } from '#database/seeds/demo.content.ts';
import { mobileNav } from '#components/site/site.content.ts';
import { DESTINATION_DETAILS } from '#pages/(site)/destination-detail/details/index.ts';
import { faqEntries } from '#pages/(site)/faq/faq.content.ts';
import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  serializeJsonLd,
  touristTripsJsonLd,
  travelAgencyJsonLd,
} from '#lib/structured-data.ts';

const origin = 'https://safari.example';
const contact = { phone: '+27 82 555 0147', email: 'hello@safari.example' };
/** As a search engine reads it: the script's text, parsed. */
const parsed = (data: object) => JSON.parse(serializeJsonLd(data)) as Record<string, any>;
const ACTIVITY_PAGES = ['/cheetah-walk', '/jessica-hippo', '/panorama-route', '/quad-biking', '/victoria-falls'];

describe('structured data (JSON-LD) of every page that has some', () => {
  it('home: a TravelAgency with name, url, logo, telephone, email and areaServed', () => {
    const agency = parsed(travelAgencyJsonLd(origin, contact));
    expect(agency['@context']).toBe('https://schema.org');
    expect(agency['@type']).toBe('TravelAgency');
    expect(agency).toMatchObject({ name: 'African Safari Tours', url: `${origin}/`, telephone: contact.phone, email: contact.email });
    expect(agency.logo).toMatch(/^https:\/\/safari\.example\/.+\.png$/);
    expect(agency.areaServed.length).toBeGreaterThan(0);
  });

  it('/packages: a TouristTrip per package, each with an Offer in USD and the agency as provider', () => {
    const graph = parsed(touristTripsJsonLd(origin, demoPackages))['@graph'] as Record<string, any>[];
    const agency = graph.find((node) => node['@type'] === 'TravelAgency')!;
    const trips = graph.filter((node) => node['@type'] === 'TouristTrip');
    expect(trips).toHaveLength(demoPackages.length);
    for (const trip of trips) {
      expect(trip.name).toEqual(expect.any(String));
      expect(trip.provider['@id']).toBe(agency['@id']);
      expect(trip.offers['@type']).toBe('Offer');
      expect(trip.offers.priceCurrency).toBe('USD');
      expect(Number(trip.offers.price)).toBeGreaterThanOrEqual(0);
    }
  });

  it.each(Object.values(DESTINATION_DETAILS).map((d) => [d.slug, d] as const))('%s-detail: Home › Destinations › the destination', (slug, detail) => {
    const list = parsed(breadcrumbJsonLd(origin, [{ name: 'Destinations', path: '/destinations' }, { name: detail.name, path: `/${slug}-detail` }]));
    expect(list['@type']).toBe('BreadcrumbList');
    expect(list.itemListElement.map((item: any) => item.position)).toEqual([1, 2, 3]);
    expect(list.itemListElement.at(-1)).toMatchObject({ '@type': 'ListItem', name: detail.name, item: `${origin}/${slug}-detail` });
  });

  it.each(ACTIVITY_PAGES)('%s: Home › the activity, named as the menu names it', (path) => {
    const name = mobileNav.find((link) => link.href === path)!.label;
    const list = parsed(breadcrumbJsonLd(origin, [{ name, path }]));
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name, item: `${origin}${path}` },
    ]);
  });

  it('/faq: a FAQPage with every question and its answer', () => {
    const page = parsed(faqPageJsonLd(origin, faqEntries));
    expect(page['@type']).toBe('FAQPage');
    expect(page.mainEntity).toHaveLength(faqEntries.length);
    for (const question of page.mainEntity) {
      expect(question['@type']).toBe('Question');
      expect(question.name).toEqual(expect.any(String));
      expect(question.acceptedAnswer['@type']).toBe('Answer');
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(0);
    }
  });

  it('cannot be closed early by text inside it', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
