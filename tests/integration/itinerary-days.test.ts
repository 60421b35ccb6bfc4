import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import type { PageContextServer } from 'vike/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TripSections } from '#components/site/trip/TripSections.server.tsx';
import { ProposalSections } from '#components/site/proposal/ProposalSections.server.tsx';
import type { Trip, TripStop } from '#lib/domain/catalogue/catalogue.types.ts';
import type { PublicProposalView } from '#lib/domain/sale/proposal.types.ts';
import type { SendingProposal } from '#database/repositories/proposals.repo.ts';
import { packageSchema } from '#lib/domain/catalogue/package.schema.ts';
import { proposalDocument } from '#server/features/sale/proposal-pdf.ts';
import { data as tripData } from '../../pages/(site)/packages/@slug/+data.ts';
import { validPackage } from '../fixtures/records.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

// Issue 29: a 0-night stop is told within the day of the stop after it, the same on the trip page, the
// proposal page and the PDF; the duration comes from the itinerary.
const stop = (title: string, nights: number, lat: number, lng: number): TripStop => ({ title, description: `${title} described.`, nights, placeName: title, lat, lng });
const panorama = [
  stop('God’s Window', 0, -24.8758, 30.8911),
  stop('Blyde River Canyon', 1, -24.5786, 30.8297),
  stop('Cheetah walk at Hoedspruit', 0, -24.3525, 30.9579),
  stop('Olifants', 2, -24.0055, 31.7403),
  stop('Lower Sabie', 2, -25.1197, 31.9164),
  stop('Out through Malelane', 0, -25.3832, 31.1056),
];

let app: TestApp;
let trip: Trip;

/** The visible words of some markup, one space between them. */
const words = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ');

beforeAll(async () => {
  app = await startTestApp();
  const services = app.services();
  trip = await services.packages.create(v.parse(packageSchema, { ...validPackage, name: 'SA Standard Panorama Days Test', duration: '6-12 days', itinerary: panorama }));
  await services.commit();
});
afterAll(() => app?.close());

async function tripPageWords() {
  const pageContext = { routeParams: { slug: trip.slug }, urlParsed: { search: {} }, services: app.services() } as unknown as PageContextServer;
  const page = await tripData(pageContext);
  return words(renderToStaticMarkup(createElement(TripSections, page)));
}

describe('the day list', () => {
  it('on the trip page: one entry per day, a 0-night stop within the next stop’s day, never a second "Day 1"', async () => {
    const text = await tripPageWords();
    expect(text).toContain('Day 1 God’s Window → Blyde River Canyon');
    expect(text).toContain('Days 2-3 Cheetah walk at Hoedspruit → Olifants');
    expect(text).toContain('Days 4-5 Lower Sabie');
    expect(text).toContain('Day 6 Out through Malelane');
    expect(text.match(/Day 1 /g)).toHaveLength(1);
    // Every stop keeps its own words inside its day.
    for (const { title } of panorama) expect(text).toContain(`${title} described.`);
  });

  it('on the proposal page and in the PDF: the same days', () => {
    const proposal = {
      tripName: trip.name, stops: panorama, currency: 'USD', lines: [{ label: 'Safari per person', quantity: 2, unitPrice: 1950, amount: 3900 }],
      total: 3900, deposit: 1170, depositPercent: 30, validUntil: '2031-01-01', included: [], excluded: [],
    } as unknown as PublicProposalView['proposal'];
    const page = words(renderToStaticMarkup(createElement(ProposalSections, { proposal, termsPath: '/terms', balanceDueOn: null, accepted: false })));
    expect(page).toContain('Day 1 God’s Window → Blyde River Canyon');
    expect(page.match(/Day 1 /g)).toHaveLength(1);

    const sending = {
      proposal: { ...proposal, version: 1, adults: 2, children: 0, startDate: '2031-03-01', note: null },
      traveller: { firstName: 'Amara', lastName: 'Okafor', email: 'amara@example.com' },
      tripName: trip.name,
      included: [],
      excluded: [],
    } as unknown as SendingProposal;
    const pdf = proposalDocument(sending, 'https://safari.example');
    expect(pdf.itinerary!.days.map((day) => day.title)).toEqual([
      'Day 1 · God’s Window → Blyde River Canyon',
      'Days 2-3 · Cheetah walk at Hoedspruit → Olifants',
      'Days 4-5 · Lower Sabie',
      'Day 6 · Out through Malelane',
    ]);
  });
});

describe('the duration', () => {
  it('is counted from the itinerary, and the package’s text is kept only as how far it can be extended', async () => {
    const text = await tripPageWords();
    // The hero and "Trip at a glance" agree: 5 nights, 6 days; "6-12 days" becomes the extension.
    expect(text.match(/6 days, 5 nights \(can be extended to 12 days\)/g)).toHaveLength(2);
    expect(text).not.toContain('6-12 days');
    const card = (await app.services().packages.list()).find((p) => p.id === trip.id)!;
    expect(card.lengthText).toBe('6 days, 5 nights (can be extended to 12 days)');
  });

  it('says nothing more where the package’s text agrees, and is the text alone for a trip without stops', async () => {
    const services = app.services();
    const same = await services.packages.create(v.parse(packageSchema, { ...validPackage, name: 'SA Standard Same Days Test', duration: '6 days', itinerary: panorama }));
    const bare = await services.packages.create(v.parse(packageSchema, { ...validPackage, name: 'SA Standard No Stops Test', duration: 'About a week' }));
    await services.commit();
    const cards = await app.services().packages.list();
    expect(cards.find((p) => p.id === same.id)!.lengthText).toBe('6 days, 5 nights');
    expect(cards.find((p) => p.id === bare.id)!.lengthText).toBe('About a week');
  });
});
