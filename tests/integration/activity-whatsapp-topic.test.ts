import type { PageContextServer } from 'vike/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappGreeting, whatsappTopicOf } from '#lib/contact-links.ts';
import { data as cheetahWalkData } from '#pages/(site)/cheetah-walk/+data.ts';
import { cheetahWalk } from '#pages/(site)/cheetah-walk/cheetah-walk.content.ts';
import { data as contactData } from '#pages/(site)/contact/+data.ts';
import { data as jessicaHippoData } from '#pages/(site)/jessica-hippo/+data.ts';
import { data as panoramaRouteData } from '#pages/(site)/panorama-route/+data.ts';
import { data as quadBikingData } from '#pages/(site)/quad-biking/+data.ts';
import { data as victoriaFallsData } from '#pages/(site)/victoria-falls/+data.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

// Decision 160: a page's data names its WhatsApp topic; the activity pages name their activity, not their address.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const ORIGIN = 'https://safari.example';
const pageContext = (search: Record<string, string> = {}) => ({ routeParams: {}, urlParsed: { search }, services: app.services(), locale: 'en' }) as unknown as PageContextServer;
/** The line every WhatsApp link of the page opens with (components/site/use-whatsapp-greeting.ts). */
const greetingOf = (pathname: string, data: unknown) => whatsappGreeting(ORIGIN, pathname, whatsappTopicOf(data));

describe('the WhatsApp greeting of an activity page', () => {
  it('names the activity, from the page’s data', async () => {
    expect(greetingOf('/cheetah-walk', cheetahWalkData(pageContext()))).toBe('Hello! I have a question about the Cheetah Walk.');
    expect(greetingOf('/jessica-hippo', jessicaHippoData(pageContext()))).toBe('Hello! I have a question about a visit to Jessica the Hippo.');
    expect(greetingOf('/panorama-route', panoramaRouteData(pageContext()))).toBe('Hello! I have a question about the Panorama Route tour.');
    expect(greetingOf('/quad-biking', await quadBikingData(pageContext()))).toBe('Hello! I have a question about a quad biking tour.');
    expect(greetingOf('/victoria-falls', await victoriaFallsData(pageContext()))).toBe('Hello! I have a question about the Victoria Falls day tour.');
  });

  it('is the line of the contact page its Book button opens', async () => {
    const contact = await contactData(pageContext({ about: cheetahWalk.booking.about! }));
    expect(greetingOf('/contact', contact)).toBe(greetingOf('/cheetah-walk', cheetahWalkData(pageContext())));
  });
});
