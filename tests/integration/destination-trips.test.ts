import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import type { PageContext, PageContextServer } from 'vike/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { InquiryForm } from '#components/site/InquiryForm.tsx';
import { packageSchema } from '#lib/domain/catalogue/package.schema.ts';
import type { Trip } from '#lib/domain/catalogue/catalogue.types.ts';
import { data as contactData } from '../../pages/(site)/contact/+data.ts';
import { data as detailData } from '../../pages/(site)/destination-detail/+data.ts';
import { DetailStory } from '../../pages/(site)/destination-detail/DetailSections.server.tsx';
import { data as quadBikingData } from '../../pages/(site)/quad-biking/+data.ts';
import { validPackage } from '../fixtures/records.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

const stop = (placeName: string, lat: number, lng: number, nights: number) => ({ title: placeName, description: '', nights, placeName, lat, lng });

let app: TestApp;
let chobeTrip: Trip;
let capeTrip: Trip;
let escarpmentTrip: Trip;

async function createTrip(fields: Record<string, unknown>): Promise<Trip> {
  const services = app.services();
  const trip = await services.packages.create(v.parse(packageSchema, { ...validPackage, ...fields }));
  await services.commit();
  return trip;
}

/** What Vike hands a page's data hook on the server: the route's params, the URL's query, the request's repositories. */
function pageContext(routeParams: Record<string, string>, search: Record<string, string> = {}) {
  return { routeParams, urlParsed: { search }, services: app.services(), locale: 'en' } as unknown as PageContextServer;
}

async function detailHtml(slug: string) {
  const { trips, ...destination } = await detailData(pageContext({ slug }));
  return renderToStaticMarkup(createElement(DetailStory, { destination, trips }));
}

beforeAll(async () => {
  app = await startTestApp();
  chobeTrip = await createTrip({
    name: 'Cross Border Chobe River Test',
    type: 'Cross Border Adventure',
    price: 3400,
    duration: '8 days',
    itinerary: [stop('Johannesburg', -26.2041, 28.0473, 0), stop('Kasane', -17.8167, 25.15, 3), stop('Victoria Falls', -17.9318, 25.8307, 2)],
  });
  capeTrip = await createTrip({ name: 'SA Standard Cape Test', price: 0, itinerary: [stop('Cape Town', -33.9249, 18.4241, 4)] });
  escarpmentTrip = await createTrip({
    name: 'SA Standard Escarpment Test',
    price: 1950,
    seasons: [{ label: 'Green season', from: '11-01', to: '03-31', pricePerPerson: 1750 }],
    itinerary: [stop('Graskop', -24.93, 30.84, 2), stop('Skukuza', -24.996, 31.592, 3)],
  });
  // Inactive trips are never offered, wherever they go.
  await createTrip({ name: 'SA Standard Hidden Chobe Test', isActive: false, itinerary: [stop('Kasane', -17.8167, 25.15, 2)] });
});
afterAll(() => app?.close());

describe('destination detail pages list the trips with a stop inside them', () => {
  it('Chobe lists the active trip that stays at Kasane, with its path, duration and from-price, and nothing else', async () => {
    const { trips } = await detailData(pageContext({ slug: 'chobe' }));
    expect(trips).toEqual([{ id: chobeTrip.id, name: chobeTrip.name, type: 'Cross Border Adventure', path: chobeTrip.path, lengthText: '6 days, 5 nights (can be extended to 8 days)', fromPrice: 3400 }]);
  });

  it('renders the list on the server: a titled band whose trip names link to their pages', async () => {
    const html = await detailHtml('chobe');
    expect(html).toContain('>Trips that visit Chobe National Park</h2>');
    expect(html).toContain(`<a href="${chobeTrip.path}"`);
    expect(html).toContain('Cross Border Chobe River Test</a>');
    expect(html).toContain('From $3,400 per person sharing');
    expect(html).not.toContain('Cape Test');
    expect(html).not.toContain('Hidden Chobe Test');
  });

  it('shows the lowest season price as the from-price, and "Price on request" for a trip priced 0', async () => {
    expect(await detailHtml('kruger')).toContain('From $1,750 per person sharing');
    const cape = await detailHtml('cape-town');
    expect(cape).toContain(`<a href="${capeTrip.path}"`);
    expect(cape).toContain('Price on request');
    expect(cape).not.toContain('$0');
  });

  it('leaves the section out where no trip goes', async () => {
    const { trips } = await detailData(pageContext({ slug: 'kilimanjaro' }));
    expect(trips).toEqual([]);
    const html = await detailHtml('kilimanjaro');
    expect(html).not.toContain('id="trips"');
    expect(html).not.toContain('Trips that visit');
  });
});

describe('activity Book forms offer the trips that pass within reach', () => {
  it('/contact?about=panorama-route names the tour and offers the trip that stops at Graskop', async () => {
    const { about, chosenPackage } = await contactData(pageContext({}, { about: 'panorama-route' }));
    expect(chosenPackage).toBeNull();
    expect(about).toEqual({
      label: 'the Panorama Route tour',
      kind: 'activity',
      trips: [expect.objectContaining({ id: escarpmentTrip.id, name: escarpmentTrip.name, path: escarpmentTrip.path })],
    });
  });

  it('/contact with an unknown ?about= is the plain form, and ?package= still names its package', async () => {
    expect(await contactData(pageContext({}, { about: 'atlantis' }))).toEqual({ chosenPackage: null, about: null, whatsappTopic: null });
    const { chosenPackage } = await contactData(pageContext({}, { package: chobeTrip.id }));
    // The length counted from the itinerary, the package's own text kept as 'can be extended' (issue 29).
    expect(chosenPackage).toEqual({ id: chobeTrip.id, name: chobeTrip.name, duration: '6 days, 5 nights (can be extended to 8 days)', safariType: 'cross-border' });
  });

  it('quad biking near Hazyview offers no trip that stays only on the escarpment or in the Kruger', async () => {
    const { about } = await quadBikingData(pageContext({}));
    expect(about).toEqual({ label: 'a quad biking tour', kind: 'activity', trips: [] });
  });
});

/** The form reads the operator's time zone from the page it is rendered on (decision 146). */
const onPage = (form: ReturnType<typeof createElement>) =>
  createElement(VikeReactProviderPageContext, { pageContext: { site: { timeZone: 'Africa/Johannesburg' } } as unknown as PageContext, children: form });

describe('the enquiry form names what the page is about', () => {
  it('on a trip page: names the trip, asks no package interest (the trip is the interest, issue 29) and says so in the message', () => {
    const html = renderToStaticMarkup(onPage(createElement(InquiryForm, { trip: { id: chobeTrip.id, name: chobeTrip.name, type: chobeTrip.type } })));
    expect(html).toContain(`Your trip: <strong class="font-semibold">${chobeTrip.name}</strong>`);
    expect(html).not.toContain('Package Interest');
    expect(html).toContain(`I&#x27;d like to know more about ${chobeTrip.name}`);
    // Named, not chosen: no trip select on a trip's own page.
    expect(html).not.toContain('No particular trip');
  });

  it('on a place page: the message names the place and the select offers its trips, none chosen', async () => {
    const { trips, name } = await detailData(pageContext({ slug: 'chobe' }));
    const html = renderToStaticMarkup(onPage(createElement(InquiryForm, { about: { label: name, kind: 'destination', trips } })));
    expect(html).toContain('I&#x27;d like to visit Chobe National Park.');
    expect(html).toMatch(/<option value="" selected="">No particular trip<\/option>/);
    expect(html).toContain(`<option value="${chobeTrip.id}">${chobeTrip.name}</option>`);
  });
});
