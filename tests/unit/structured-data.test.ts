import { describe, expect, it } from 'vitest';
import { demoPackages } from '#database/seeds/demo.content.ts';
import { mobileNav } from '#components/site/site.content.ts';
import { DESTINATION_DETAILS } from '#pages/(site)/destination-detail/details/index.ts';
import { DEFAULT_FAQ as faqEntries } from '#database/seeds/site-texts.content.ts';
import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  serializeJsonLd,
  touristTripsJsonLd,
  travelAgencyJsonLd,
  tripJsonLd,
} from '#lib/structured-data.ts';
import type { Trip } from '#lib/domain/catalogue/catalogue.types.ts';
import { crossBorderTrip } from '../e2e/support/trip-fixture.ts';

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

  it('/faq: an answer’s list and table read as lines, with no markup characters', () => {
    const page = parsed(faqPageJsonLd(origin, [{ question: 'When?', answer: 'It depends.\n\n- Dry season\n- Green season\n\nMonth | Rain\nMay | Little' }]));
    expect(page.mainEntity[0].acceptedAnswer.text).toBe('It depends.\n\n• Dry season\n• Green season\n\nMonth: May, Rain: Little');
  });

  it('cannot be closed early by text inside it', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('a trip page’s TouristTrip (issue 17)', () => {
  const trip: Trip = {
    ...crossBorderTrip,
    priceCurrency: 'USD',
    id: 'b6f0c5d2-8a51-4f3e-9d7a-2f1c0e4b9a10',
    imageUrl: null,
    createdAt: '2026-11-24T08:00:00.000Z',
    updatedAt: '2026-11-24T08:00:00.000Z',
    slug: 'kalahari-to-the-falls',
    path: '/packages/kalahari-to-the-falls',
    fromPrice: 3400,
    lengthText: crossBorderTrip.duration,
    itinerary: crossBorderTrip.itinerary.map((stop) => ({ ...stop, meals: [...stop.meals] })),
    departures: crossBorderTrip.departures.map((d, i) => ({ id: `d${i}`, date: d.date, seats: d.seats, seatsTaken: d.blockedSeats, seatsLeft: d.seats - d.blockedSeats, heldForOthers: false })),
  };

  it('lists the stops in order as Places with their coordinates', () => {
    const data = parsed(tripJsonLd(origin, trip));
    expect(data['@type']).toBe('TouristTrip');
    expect(data.url).toBe(`${origin}/packages/kalahari-to-the-falls`);
    expect(data.itinerary['@type']).toBe('ItemList');
    expect(data.itinerary.itemListElement.map((item: any) => [item.position, item.item.name])).toEqual(trip.itinerary.map((stop, i) => [i + 1, stop.placeName]));
    expect(data.itinerary.itemListElement[0].item).toMatchObject({ '@type': 'Place', geo: { '@type': 'GeoCoordinates', latitude: -26.13, longitude: 28.24 } });
  });

  it('offers each season at its price per person in USD', () => {
    const offers = parsed(tripJsonLd(origin, trip)).offers as Record<string, any>[];
    expect(offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual([
      ['Green season', '3400.00', 'USD'],
      ['Shoulder season', '3900.00', 'USD'],
      ['Dry season', '4600.00', 'USD'],
    ]);
  });

  it('offers a trip without a price "on request", with no price at all (never 0)', () => {
    const data = parsed(tripJsonLd(origin, { ...trip, price: 0, seasons: [], fromPrice: null }));
    expect(data.offers).not.toHaveProperty('price');
    expect(data.offers.description).toMatch(/price on request/i);
    const listed = parsed(touristTripsJsonLd(origin, [{ ...trip, price: 0, fromPrice: null }]))['@graph'][1];
    expect(listed.offers).not.toHaveProperty('price');
    expect(listed.offers.url).toBe(`${origin}/packages/kalahari-to-the-falls`);
  });
});
