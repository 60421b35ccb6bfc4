import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOnce, startProductionServer, type ProductionServer } from '../setup/production-server.ts';
import { signInFirstOwner } from '../setup/first-owner.ts';
import { nextYear } from '../fixtures/records.ts';
import { GERMAN_PATHS } from '#lib/i18n/locale-paths.ts';
import { headerWords, lightboxWords, privacyNoteWords, testimonialWords } from '#lib/i18n/site-chrome.ts';
import { callBarWords, contactDetailsWords, footerWords } from '#lib/i18n/site-footer.ts';
import { homeInquiryWords } from '#components/site/inquiry-form.words.ts';
import { contactSectionWords } from '#components/site/contact-section.content.ts';
import { packageCardWords } from '#components/site/package-card.content.ts';
import { reviewCardWords } from '#components/site/reviews/review-card.words.ts';
import { homeCopy } from '#pages/(site)/index/home.copy.ts';
import { galleryTeaserCopy } from '#pages/(site)/index/gallery-teaser.copy.ts';
import { guidesCopy } from '#pages/(site)/guides/guides.copy.ts';
import { accommodationsCopy } from '#pages/(site)/accommodations/accommodations.copy.ts';
import { packagesCopy } from '#pages/(site)/packages/packages.copy.ts';
import { packageTabsCopy } from '#pages/(site)/packages/package-tabs.copy.ts';
import { contactCopy } from '#pages/(site)/contact/contact.copy.ts';
import { contactInquiryWords } from '#components/site/contact-inquiry-form.words.ts';
import { destinationsCopy } from '#pages/(site)/destinations/destinations.copy.ts';
import { destinationTabsCopy } from '#pages/(site)/destinations/destination-tabs.copy.ts';
import { activityWords } from '#components/site/activity/activity.words.ts';
import { cheetahWalkCopy } from '#pages/(site)/cheetah-walk/cheetah-walk.copy.ts';
import { jessicaHippoCopy } from '#pages/(site)/jessica-hippo/jessica-hippo.copy.ts';
import { panoramaRouteCopy } from '#pages/(site)/panorama-route/panorama-route.copy.ts';
import { quadBikingCopy } from '#pages/(site)/quad-biking/quad-biking.copy.ts';
import { victoriaFallsCopy } from '#pages/(site)/victoria-falls/victoria-falls.copy.ts';
import { galleryCopy } from '#pages/(site)/gallery/gallery.copy.ts';
import { travelInfoCopy } from '#pages/(site)/travel-info/travel-info.copy.ts';
import { travelPanelsCopy } from '#pages/(site)/travel-info/travel-panels.copy.ts';

// The German public site (issue 42) on the production build with its render cache.
let server: ProductionServer;
const STAFF = { username: 'sprach-pruefer', password: 'a long staff passphrase' };
let tripId: string;
let cookie: string;

beforeAll(async () => {
  buildOnce();
  server = await startProductionServer({ ADMIN_USERNAME: STAFF.username, ADMIN_PASSWORD: STAFF.password });
  cookie = await signInFirstOwner(server, STAFF);
  // A featured trip, so the home page shows a trip card and its price, and /packages (on its first tab, by SPEC's
  // name rule) its next departure.
  const created = await server.request('POST', '/api/admin/packages', {
    headers: { cookie },
    json: { name: 'Sabi Sand Lodge Week (SA Standard)', type: 'elegant', price: 4850, duration: '7 days', description: 'Lodges and game drives.', features: ['Game drives'], accommodation: 'Lodge', groupSize: '2-8', departures: [{ date: nextYear('07-15'), seats: 6, blockedSeats: 0 }] },
  });
  expect(created.status).toBe(201);
  tripId = (JSON.parse(created.body) as { id: string }).id;
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

type Alternates = Map<string, string>;

/** The `<link rel="alternate" hreflang>` of a page's head, hreflang → path. */
function headAlternates(html: string): Alternates {
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/?>/gi)];
  return new Map(links.map(([, lang, href]) => [lang!, new URL(href!).pathname]));
}

/** Every sitemap entry: its path and its `xhtml:link` alternates. */
function sitemapEntries(xml: string): Map<string, Alternates> {
  const entries = new Map<string, Alternates>();
  for (const [, body] of xml.matchAll(/<url>(.*?)<\/url>/g)) {
    const loc = new URL(/<loc>([^<]+)<\/loc>/.exec(body!)![1]!).pathname;
    const links = [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
    entries.set(loc, new Map(links.map(([, lang, href]) => [lang!, new URL(href!).pathname])));
  }
  return entries;
}

describe('hreflang across the sitemap and the pages (issue 42)', () => {
  it('pairs every English and German page both ways, each naming itself and the English x-default', async () => {
    const response = await server.get('/sitemap.xml');
    expect(response.status).toBe(200);
    const entries = sitemapEntries(response.body);
    const paired = [...entries].filter(([, alternates]) => alternates.size > 0);
    // Every page with German copy is a pair: its English and its German address.
    expect(paired.map(([path]) => path).sort()).toEqual(GERMAN_PATHS.flatMap((path) => [path, path === '/' ? '/de' : `/de${path}`]).sort());
    for (const [path, alternates] of entries) {
      const html = await server.get(path);
      expect(html.status, path).toBe(200);
      // The page's head says what the sitemap says.
      expect(Object.fromEntries(headAlternates(html.body)), path).toEqual(Object.fromEntries(alternates));
      if (alternates.size === 0) continue;
      // Itself included, under its own language; the x-default is the English page.
      const own = path === '/de' || path.startsWith('/de/') ? 'de' : 'en';
      expect(alternates.get(own), path).toBe(path);
      expect(alternates.get('x-default'), path).toBe(alternates.get('en'));
      expect([...alternates.keys()].sort(), path).toEqual(['de', 'en', 'x-default']);
      // Every version it names is listed too and names it back: no missing return link.
      for (const [, other] of alternates) {
        expect(entries.get(other), `${path} → ${other}`).toEqual(alternates);
      }
    }
  }, 120_000);

  it('names no German alternate on a page that has no German copy, and sends its /de address to the English page', async () => {
    const faq = await server.get('/faq');
    expect(headAlternates(faq.body).size).toBe(0);
    expect(faq.body).not.toContain('data-language-switch');
    const german = await server.get('/de/faq?x=1');
    expect(german.status).toBe(302);
    expect(german.headers.location).toBe('/faq?x=1');
  });
});

/** English words of the catalogues that a German page must not show (a word both languages share is left out). */
function englishOnly(en: unknown, de: unknown): string[] {
  const strings = (value: unknown): string[] => {
    if (typeof value === 'string') return [value];
    // A sentence with a blank: filled with a month (a review's) or a name, whatever it takes first.
    if (typeof value === 'function') return [String((value as (a: unknown, b: unknown) => unknown)('2027-05', 'Mara'))];
    if (Array.isArray(value)) return value.flatMap(strings);
    if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
    return [];
  };
  const german = strings(de).join('\n');
  // Addresses, photo ids and the like are no words; a word German uses too (WhatsApp, Premium) is no sign of English.
  return [...new Set(strings(en))].filter((text) => /[a-z]{2}/i.test(text) && !/^[#/]|^[\d-]+$/.test(text) && !german.includes(text));
}

/** Whether `words` stand in `text` as words of their own, not inside a longer word. */
const shows = (text: string, words: string) => new RegExp(`(^|[^\\p{L}])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text);

/** What a reader sees or hears: text, and the alt, aria-label, title and placeholder attributes; not scripts. */
function readable(html: string): string {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, ' ');
  const attributes = [...body.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g)].map(([, value]) => value);
  return `${body.replace(/<[^>]+>/g, ' ')}\n${attributes.join('\n')}`.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"');
}

const ACTIVITY_PAGES: readonly string[] = ['/de/cheetah-walk', '/de/jessica-hippo', '/de/panorama-route', '/de/quad-biking', '/de/victoria-falls'];
/** The activity pages whose Book buttons scroll to the page's own form, which names the activity. */
const FORM_PAGES: readonly string[] = ['/de/quad-biking', '/de/victoria-falls'];

const CATALOGUES = [headerWords, footerWords, contactDetailsWords, callBarWords, privacyNoteWords, lightboxWords, testimonialWords, homeInquiryWords, contactSectionWords, packageCardWords, reviewCardWords];

describe('the German pages (issue 42)', () => {
  for (const [path, page] of [
    ['/de', homeCopy],
    ['/de/guides', guidesCopy],
    ['/de/accommodations', accommodationsCopy],
    ['/de/packages', packagesCopy],
    ['/de/contact', contactCopy],
    ['/de/destinations', destinationsCopy],
    ['/de/cheetah-walk', cheetahWalkCopy],
    ['/de/jessica-hippo', jessicaHippoCopy],
    ['/de/panorama-route', panoramaRouteCopy],
    ['/de/quad-biking', quadBikingCopy],
    ['/de/victoria-falls', victoriaFallsCopy],
    ['/de/gallery', galleryCopy],
    ['/de/travel-info', travelPanelsCopy],
  ] as const) {
    it(`${path} is German: lang="de", German words, none of the English interface's`, async () => {
      const response = await server.get(path);
      expect(response.status).toBe(200);
      expect(response.body).toMatch(/<html[^>]* lang="de"/);
      const text = readable(response.body);
      expect(text).toContain(headerWords.de.skipLink);
      expect(text).toContain(footerWords.de.rights);
      const catalogues = [...CATALOGUES, page, ...(path === '/de' ? [galleryTeaserCopy] : []), ...(path === '/de/packages' ? [packageTabsCopy] : []), ...(path === '/de/contact' ? [contactInquiryWords] : []), ...(path === '/de/destinations' ? [destinationTabsCopy] : []), ...(ACTIVITY_PAGES.includes(path) ? [activityWords] : []), ...(FORM_PAGES.includes(path) ? [contactInquiryWords] : []), ...(path === '/de/travel-info' ? [travelInfoCopy] : [])];
      const english = englishOnly(catalogues.map((catalogue) => catalogue.en), catalogues.map((catalogue) => catalogue.de));
      expect(english.length).toBeGreaterThan(50);
      expect(english.filter((words) => shows(text, words))).toEqual([]);
      // Links inside stay German where the page exists in German; only the language switch leads to the English one.
      expect(response.body).toContain('href="/de/guides"');
      expect(response.body).not.toMatch(/href="\/guides"(?! hrefLang="en" lang="en")/);
      expect(response.body).not.toMatch(/href="\/"(?! hrefLang="en" lang="en")/);
    });
  }

  it('formats the home page’s trip price for German readers', async () => {
    const response = await server.get('/de');
    expect(response.body).toContain('Sabi Sand Lodge Week');
    expect(readable(response.body)).toMatch(/4\.850\s\$/);
    expect(readable((await server.get('/')).body)).toContain('$4,850');
  });

  it('shows the German packages page with German tabs, German prices and departures, and the trips in the operator’s English', async () => {
    const response = await server.get('/de/packages');
    const text = readable(response.body);
    expect(text).toContain(packagesCopy.de.heading);
    expect(text).toContain(packageTabsCopy.de.categories.local.tab);
    expect(response.body).toMatch(/<title>Safari-Reisen \| African Safari Tours/);
    // The operator's trip stays English and says so; its price and first departure read as German readers write them.
    expect(response.body).toMatch(/<a href="\/packages\/[^"]+" hrefLang="en" lang="en"[^>]*>Sabi Sand Lodge Week \(SA Standard\)<\/a>/);
    expect(text).toMatch(/ab\s+4\.850\s\$/);
    expect(text).toContain('Noch 6 Plätze frei');
    expect(text).toContain(`15. Juli ${nextYear('07-15').slice(0, 4)}`);
    // Its Inquire button leads to the German contact form.
    expect(response.body).toContain(`href="/de/contact?package=${tripId}#contact"`);
  });

  it('names the chosen trip on the German contact form in German, and links the destinations still in English as such', async () => {
    // The plain German form first: the render cache must key the German page on the trip it names too.
    expect(readable((await server.get('/de/contact')).body)).not.toContain('Sabi Sand');
    const response = await server.get(`/de/contact?package=${tripId}`);
    expect(response.status).toBe(200);
    const text = readable(response.body);
    const { form } = contactInquiryWords.de;
    expect(text).toContain(form.heading);
    expect(text).toContain(form.packageNote('Sabi Sand Lodge Week (SA Standard)'));
    expect(text).toContain(form.packageMessage('Sabi Sand Lodge Week (SA Standard)', '7 days'));
    expect(text).toContain('5.000 $ bis 10.000 $');
    expect(text).not.toContain(contactInquiryWords.en.form.packageNote('Sabi Sand Lodge Week (SA Standard)'));
    expect(response.body).toMatch(/href="\/chobe-detail" hrefLang="en"/);
    // The traveller's country is chosen from German names, the same codes as the English list's.
    expect(response.body).toMatch(/<option value="DE">Deutschland<\/option>/);
    expect(response.body).toMatch(/<option value="ZA">Südafrika<\/option>/);
    // WhatsApp opens in German on the trip asked about.
    expect(response.body).toContain(encodeURIComponent('Hallo! Ich habe eine Frage zu der Reise „Sabi Sand Lodge Week (SA Standard)“.'));
  });

  it('names an activity booked from its page in German on the German contact form', async () => {
    const response = await server.get('/de/contact?about=cheetah-walk');
    const text = readable(response.body);
    expect(text).toContain(contactInquiryWords.de.trips.placeMessage('activity', 'Spaziergang mit Geparden'));
    expect(text).not.toContain('the Cheetah Walk');
    expect(response.body).toContain(encodeURIComponent('Hallo! Ich habe eine Frage zu „Spaziergang mit Geparden“.'));
    // The plain form is about safaris in general, as the English one is.
    expect((await server.get('/de/contact')).body).toContain(encodeURIComponent('Hallo! Ich interessiere mich für eine Safari'));
  });

  it('shows every destination tab and activity in German, activity pages still in English marked so', async () => {
    const response = await server.get('/de/destinations');
    const text = readable(response.body);
    const { de } = destinationsCopy;
    // Every panel is in the HTML (decision 072): each German card and activity is there.
    for (const destination of Object.values(de.destinations).flat()) expect(text).toContain(destination.name);
    for (const activity of de.activities) expect(text).toContain(activity.name);
    expect(text).toContain(de.regionNames['Tanzania & Kenya']);
    expect(text).toContain(destinationTabsCopy.de.regionLabels['east-africa']);
    expect(text).toContain(de.activity.count(8));
    expect(response.body).toMatch(/<title>Safari-Ziele im südlichen und östlichen Afrika \| African Safari Tours/);
    expect(response.body).toContain('href="/de/cheetah-walk"');
    expect(response.body).toMatch(/href="\/kruger-detail" hrefLang="en"/);
  });

  it('shows an activity page in German: its prices as German readers write them, German Book links and breadcrumb', async () => {
    const response = await server.get('/de/cheetah-walk');
    const text = readable(response.body);
    const { de } = cheetahWalkCopy;
    expect(text).toContain(de.hero.title);
    for (const item of de.benefits.items) expect(text).toContain(item);
    expect(text).toContain(activityWords.de.pricesNote);
    expect(text).toMatch(/350\s\$/);
    expect(text).not.toContain('$350');
    expect(response.body).toMatch(/<title>Spaziergang mit Geparden nahe dem Kruger \| African Safari Tours/);
    // Book leads to the German contact form about the walk, which names it as this page does.
    expect(response.body).toContain('href="/de/contact?about=cheetah-walk"');
    const contact = readable((await server.get('/de/contact?about=cheetah-walk')).body);
    expect(contact).toContain(contactInquiryWords.de.trips.placeMessage('activity', de.place.name));
    // Search engines get the German trail: Start › the page, at their German addresses.
    const crumbs = /"@type":"BreadcrumbList".*?"itemListElement":(\[.*?\])\}/.exec(response.body)!;
    const trail = (JSON.parse(crumbs[1]!) as { name: string; item: string }[]).map(({ name, item }) => [name, new URL(item).pathname]);
    expect(trail).toEqual([
      ['Start', '/de'],
      ['Spaziergang mit Geparden', '/de/cheetah-walk'],
    ]);
    expect(response.body).toContain(encodeURIComponent('Hallo! Ich habe eine Frage zu „Spaziergang mit Geparden“.'));
    // The English page keeps its English trail and price.
    const english = await server.get('/cheetah-walk');
    expect(readable(english.body)).toContain('$350');
    expect(english.body).toContain('"name":"Home"');
  });

  it('names the activity in German on the form of an activity page that books on the page itself', async () => {
    for (const [path, copy] of [['/de/quad-biking', quadBikingCopy], ['/de/victoria-falls', victoriaFallsCopy]] as const) {
      const response = await server.get(path);
      const text = readable(response.body);
      expect(text, path).toContain(copy.de.contact.heading);
      expect(text, path).toContain(contactInquiryWords.de.trips.placeMessage('activity', copy.de.place.name));
      expect(text, path).toContain(contactInquiryWords.de.form.phone);
      expect(response.body, path).toContain('href="#contact"');
    }
    expect(readable((await server.get('/de/victoria-falls')).body)).toMatch(/450\s\$/);
    expect(readable((await server.get('/de/quad-biking')).body)).toContain(quadBikingCopy.de.adventures.items[0]!.name);
  });

  it('browses the gallery in German: German levels, dates and links, the operator’s names marked English', async () => {
    const post = async (path: string, json: unknown) => {
      const response = await server.request('POST', path, { headers: { cookie }, json });
      expect(response.status, path).toBe(201);
      return JSON.parse(response.body) as { id: string; createdAt?: string };
    };
    const folder = await post('/api/admin/gallery-folders', { name: 'Sabi Sand Mornings', description: 'Leopards at first light.' });
    const gallery = await post('/api/admin/galleries', { folderId: folder.id, name: 'Leopard Tracks' });
    await post('/api/admin/gallery-photos', { galleryId: gallery.id, title: 'Leopard in a marula tree', imageUrl: 'https://images.unsplash.com/photo-1456926631375-92c8ce872def' });
    const { de } = galleryCopy;

    const folders = await server.get('/de/gallery');
    const month = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date());
    expect(readable(folders.body).replace(/\s+/g, ' ')).toContain(`${de.createdLabel} ${month}`);
    expect(folders.body).toContain(`href="/de/gallery?folder=${folder.id}"`);
    expect(folders.body).toMatch(/<h3 lang="en"[^>]*>Sabi Sand Mornings<\/h3>/);
    expect(folders.body).toMatch(/<title>Safari-Fotogalerie \| African Safari Tours/);

    const galleries = await server.get(`/de/gallery?folder=${folder.id}`);
    expect(galleries.status).toBe(200);
    const galleriesText = readable(galleries.body);
    expect(galleriesText).toContain(de.backToCollections);
    // A gallery without its own description reads the German stand-in, not marked English.
    expect(galleriesText).toContain(de.folderFallbackDescription);
    expect(galleries.body).toContain(`aria-label="${de.breadcrumbNavLabel}"`);
    expect(galleries.body).toMatch(/<a href="\/de\/gallery"[^>]*>Galerie<\/a>/);
    expect(galleries.body).toContain(`href="/de/gallery?folder=${folder.id}&amp;gallery=${gallery.id}"`);

    const photos = readable((await server.get(`/de/gallery?folder=${folder.id}&gallery=${gallery.id}`)).body);
    expect(photos).toContain(de.photoCount(1));
    expect(photos).toContain(de.backToFolder('Sabi Sand Mornings'));
    expect(photos).toContain('Größer ansehen: Leopard in a marula tree');
    // The English level is still English, at its English address.
    const english = await server.get(`/gallery?folder=${folder.id}`);
    expect(readable(english.body)).toContain(galleryCopy.en.backToCollections);
    expect(english.body).toContain(`href="/gallery?folder=${folder.id}&amp;gallery=${gallery.id}"`);
    expect(english.body).not.toContain(`href="/de/gallery?folder=${folder.id}&amp;gallery=${gallery.id}"`);
  });

  it('shows the travel information in German: every tab, the packing lists and the entry notes, German links', async () => {
    const response = await server.get('/de/travel-info');
    const text = readable(response.body);
    const { de } = travelPanelsCopy;
    expect(response.body).toMatch(/<title>Reiseinformationen für Ihre Safari/);
    // Every panel is in the HTML (decision 072): each tab's German is there.
    for (const label of Object.values(travelInfoCopy.de.tabLabels)) expect(text).toContain(label);
    for (const season of de.seasons) expect(text).toContain(`${season.name}`);
    expect(text).toContain('Dez.–Feb.');
    expect(text).toContain('Kapstadt');
    for (const activity of de.activities) expect(text).toContain(activity.name);
    for (const category of de.packingCategories) expect(text).toContain(category.title);
    expect(text).toContain('Südafrika: der Busch');
    // The entry notes name each country in German, and share their lines with the German packing list.
    expect(text).toContain('Simbabwe');
    expect(text).toContain(de.entryHealth.title);
    expect(text).not.toContain('South Africa');
    expect(response.body).toContain('href="/de/cheetah-walk"');
    expect(response.body).toContain('href="/de/contact"');
    // The English page keeps its English tabs.
    expect(readable((await server.get('/travel-info')).body)).toContain(travelPanelsCopy.en.tabs.packing.title);
  });

  it('each language links the same page in the other language', async () => {
    const english = await server.get('/guides');
    expect(english.body).toMatch(/<a href="\/de\/guides" hrefLang="de" lang="de"[^>]*>Deutsch<\/a>/);
    const german = await server.get('/de/guides');
    expect(german.body).toMatch(/<a href="\/guides" hrefLang="en" lang="en"[^>]*>English<\/a>/);
    expect(german.body).toMatch(/<title>Unsere Safari-Guides/);
    // A WhatsApp chat from a German page opens in German, naming the German page.
    expect(german.body).toContain(`?text=${encodeURIComponent('Hallo! Ich habe eine Frage zu ')}`);
    expect(german.body).toContain(encodeURIComponent('/de/guides'));
    expect(english.body).not.toContain(encodeURIComponent('Hallo!'));
  });

  it('keeps each language apart in the render cache', async () => {
    for (let round = 0; round < 2; round += 1) {
      const english = await server.get('/');
      const german = await server.get('/de');
      expect(english.body).toMatch(/<html[^>]* lang="en"/);
      expect(german.body).toMatch(/<html[^>]* lang="de"/);
      expect(german.headers.etag).not.toBe(english.headers.etag);
    }
  });
});
