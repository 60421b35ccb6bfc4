import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOnce, startProductionServer, type ProductionServer } from '../setup/production-server.ts';
import { signInFirstOwner } from '../setup/first-owner.ts';
import { TRANSLATION_NAME_MESSAGE } from '#lib/domain/catalogue/trip-translation.ts';

// A trip's German texts (issue 42, decision 204) on the production build, its render cache included: the German
// page, its hreflang and its sitemap pair appear only once every German text is reviewed.
let server: ProductionServer;
const OWNER = { username: 'trip-uebersetzerin', password: 'a long owner passphrase' };
let owner: string;
let staff: string;
let tripId: string;
let slug: string;

const STOP = { placeName: 'Kruger National Park', lat: -24.0, lng: 31.5, nights: 2 };
const GERMAN = {
  name: 'Eine Woche im Kruger',
  description: 'Pirschfahrten im offenen Geländewagen, zwei Nächte im Busch.',
  itinerary: [
    { title: 'Ankunft im Kruger', description: 'Am Nachmittag die erste Pirschfahrt.' },
    { title: 'Fußsafari am Sabie', description: 'Mit dem Ranger zu Fuß durch den Busch.' },
  ],
  included: ['Alle Pirschfahrten'],
  excluded: ['Internationale Flüge'],
};

const put = (body: unknown, cookie = staff) => server.request('PUT', `/api/admin/packages/${tripId}/translations/de`, { headers: { cookie }, json: body });
const errorsOf = (body: string) => (JSON.parse(body) as { errors?: Record<string, string> }).errors ?? {};

/** The `<link rel="alternate" hreflang>` of a page's head, hreflang → path. */
function headAlternates(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/?>/gi)];
  return Object.fromEntries(links.map(([, lang, href]) => [lang!, new URL(href!).pathname]));
}

/** The sitemap's entry for a path: its `xhtml:link` alternates, hreflang → path; undefined when it is not listed. */
async function sitemapEntry(path: string): Promise<Record<string, string> | undefined> {
  const xml = (await server.get('/sitemap.xml')).body;
  for (const [, body] of xml.matchAll(/<url>(.*?)<\/url>/g)) {
    if (new URL(/<loc>([^<]+)<\/loc>/.exec(body!)![1]!).pathname !== path) continue;
    const links = [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
    return Object.fromEntries(links.map(([, lang, href]) => [lang!, new URL(href!).pathname]));
  }
  return undefined;
}

beforeAll(async () => {
  buildOnce();
  server = await startProductionServer({ ADMIN_USERNAME: OWNER.username, ADMIN_PASSWORD: OWNER.password });
  owner = await signInFirstOwner(server, OWNER);
  const created = await server.request('POST', '/api/admin/packages', {
    headers: { cookie: owner },
    json: {
      name: 'Kruger Walking Week', type: 'economical', price: 4850, duration: '3 days', description: 'Game drives in an open vehicle, two nights in the bush.',
      features: ['Game drives'], accommodation: 'Lodge', groupSize: '2-8', included: ['All game drives'], excluded: ['International flights'],
      itinerary: [{ ...STOP, title: 'Arrival in Kruger', description: 'A first drive in the afternoon.' }, { ...STOP, title: 'Walking safari on the Sabie', description: 'On foot with the ranger.' }],
    },
  });
  expect(created.status, created.body).toBe(201);
  ({ id: tripId, slug } = JSON.parse(created.body) as { id: string; slug: string });
  // A colleague of the staff role: the translation is staff's work, not only the owner's.
  const colleague = await server.request('POST', '/api/admin/admins', { headers: { cookie: owner }, json: { username: 'lektorin', password: 'a first passphrase for her', email: 'lektorin@example.com', role: 'staff' } });
  expect(colleague.status, colleague.body).toBe(201);
  staff = await server.signIn('lektorin', 'a first passphrase for her');
  const changed = await server.request('POST', '/api/admin/password', { headers: { cookie: staff }, json: { currentPassword: 'a first passphrase for her', newPassword: 'her very own passphrase', confirmPassword: 'her very own passphrase' } });
  expect(changed.status, changed.body).toBeLessThan(300);
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

describe('PUT /api/admin/packages/:id/translations/de (issue 42)', () => {
  it('refuses a translation without a name, naming `name`, and stores nothing', async () => {
    for (const name of [undefined, '', '   ']) {
      const response = await put({ ...GERMAN, name, reviewed: true });
      expect(response.status).toBe(400);
      expect(errorsOf(response.body).name).toBe(TRANSLATION_NAME_MESSAGE);
    }
    const stored = await server.request('GET', `/api/admin/packages/${tripId}/translations/de`, { headers: { cookie: staff } });
    expect(stored.status).toBe(200);
    expect(JSON.parse(stored.body)).toBeNull();
  });

  it('refuses German days that do not match the trip\'s days, naming `itinerary`', async () => {
    const response = await put({ ...GERMAN, itinerary: GERMAN.itinerary.slice(0, 1), reviewed: true });
    expect(response.status).toBe(400);
    expect(errorsOf(response.body).itinerary).toMatch(/2 days/);
    const untitled = await put({ ...GERMAN, itinerary: [GERMAN.itinerary[0], { title: ' ', description: '' }] });
    expect(untitled.status).toBe(400);
    expect(Object.keys(errorsOf(untitled.body))).toContain('itinerary.1.title');
  });

  it('refuses wrong types as a 400 naming the field, never a 500', async () => {
    for (const [body, field] of [[{ ...GERMAN, included: 'Alles' }, 'included'], [{ ...GERMAN, reviewed: 'ja' }, 'reviewed'], [{ ...GERMAN, description: 7 }, 'description']] as const) {
      const response = await put(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(errorsOf(response.body)), JSON.stringify(body)).toContain(field);
    }
  });

  it('is for signed-in staff only, and a trip that does not exist is 404', async () => {
    expect((await put({ ...GERMAN, reviewed: true }, '')).status).toBe(401);
    expect((await server.request('GET', `/api/admin/packages/${tripId}/translations/de`)).status).toBe(401);
    const missing = await server.request('PUT', '/api/admin/packages/00000000-0000-4000-8000-000000000000/translations/de', { headers: { cookie: staff }, json: GERMAN });
    expect(missing.status).toBe(404);
  });
});

describe('the German trip page (issue 42)', () => {
  it('while any German text is a draft: /de/packages/<slug> is a 302 to the English page, which names no German alternate', async () => {
    // Warm the English page in the render cache: the save below must drop it.
    expect(headAlternates((await server.get(`/packages/${slug}`)).body)).toEqual({});
    const saved = await put({ ...GERMAN, reviewed: { name: true, description: true, itinerary: [true, false], included: true, excluded: true } });
    expect(saved.status, saved.body).toBe(200);
    expect(JSON.parse(saved.body)).toMatchObject({ name: GERMAN.name, reviewed: { itinerary: [true, false] } });

    const german = await server.get(`/de/packages/${slug}`);
    expect(german.status).toBe(302);
    expect(german.headers.location).toBe(`/packages/${slug}`);
    const english = await server.get(`/packages/${slug}`);
    expect(english.status).toBe(200);
    expect(headAlternates(english.body)).toEqual({});
    expect(english.body).not.toContain(`/de/packages/${slug}`);
    expect(await sitemapEntry(`/packages/${slug}`)).toEqual({});
    expect(await sitemapEntry(`/de/packages/${slug}`)).toBeUndefined();
    expect((await server.get('/de/packages')).body).not.toContain(GERMAN.name);
  });

  it('once every text is reviewed: the German page in German, hreflang both ways, a sitemap pair and a German card', async () => {
    const saved = await put({ ...GERMAN, reviewed: true });
    expect(saved.status, saved.body).toBe(200);

    const german = await server.get(`/de/packages/${slug}`);
    expect(german.status).toBe(200);
    expect(german.body).toMatch(/<html[^>]* lang="de"/);
    expect(german.body).toContain(`<title>${GERMAN.name} | African Safari Tours</title>`);
    for (const text of [GERMAN.itinerary[1]!.title, GERMAN.itinerary[1]!.description, 'Alle Pirschfahrten', 'Internationale Flüge', 'Der Reiseverlauf', 'Tage 1-2', 'Ich möchte mehr über die Reise „Eine Woche im Kruger“ erfahren']) expect(german.body).toContain(text);
    for (const text of ['Walking safari on the Sabie', 'All game drives', 'The itinerary', 'Days 1-2', 'know more about', 'the Eine Woche im Kruger trip']) expect(german.body).not.toContain(text);
    // Money in the German formatter: 4.850 $, not $4,850.
    expect(german.body).toMatch(/4\.850(,00)?\s\$/);

    const pair = { en: `/packages/${slug}`, de: `/de/packages/${slug}`, 'x-default': `/packages/${slug}` };
    expect(headAlternates(german.body)).toEqual(pair);
    expect(headAlternates((await server.get(`/packages/${slug}`)).body)).toEqual(pair);
    expect(await sitemapEntry(`/packages/${slug}`)).toEqual(pair);
    expect(await sitemapEntry(`/de/packages/${slug}`)).toEqual(pair);

    // A local trip: on the first tab, which the server renders.
    const cards = (await server.get('/de/packages')).body;
    expect(cards).toContain(GERMAN.name);
    expect(cards).toContain(`href="/de/packages/${slug}"`);
  });

  it('takes the German page away again when a text goes back to draft', async () => {
    expect((await put({ ...GERMAN, reviewed: { name: true, description: false, itinerary: [true, true], included: true, excluded: true } })).status).toBe(200);
    expect((await server.get(`/de/packages/${slug}`)).status).toBe(302);
    expect(headAlternates((await server.get(`/packages/${slug}`)).body)).toEqual({});
  });
});
