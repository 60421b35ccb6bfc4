import { describe, expect, it } from 'vitest';
import { DETAIL_SLUGS, detailPath, slugFromPath } from '#lib/content/detail-routes.ts';
import { DESTINATION_DETAILS } from '../../pages/(site)/destination-detail/details/index.ts';
import type { DestinationDetail } from '../../pages/(site)/destination-detail/destination-detail.types.ts';
import { activitiesByRegion, SAFARI_ACTIVITIES } from '../../pages/(site)/destinations/activities.content.ts';
import { DESTINATION_TABS } from '../../pages/(site)/destinations/destinations.content.ts';

// SPEC §2, verbatim: the seventeen detail routes.
const SPEC_DETAIL_PATHS = [
  '/victoria-falls-detail',
  '/addo-elephant-detail',
  '/chobe-detail',
  '/caprivi-detail',
  '/cape-town-detail',
  '/masai-mara-detail',
  '/serengeti-detail',
  '/ngorongoro-detail',
  '/kruger-detail',
  '/kilimanjaro-detail',
  '/zanzibar-detail',
  '/okavango-detail',
  '/kgalagadi-detail',
  '/mana-pools-detail',
  '/makgadikgadi-detail',
  '/elephants-sands-detail',
  '/kariba-detail',
];

const records = Object.values(DESTINATION_DETAILS);

function fact(record: DestinationDetail, label: string): string | undefined {
  return record.facts.items.find((item) => item.label === label)?.value;
}

/** Everything a visitor reads on a detail page, as one string. */
function pageText(record: DestinationDetail): string {
  return JSON.stringify(record);
}

describe('destination detail routes', () => {
  it('are exactly the seventeen paths SPEC lists', () => {
    expect(DETAIL_SLUGS.map(detailPath)).toEqual(SPEC_DETAIL_PATHS);
  });

  it('have one record each, filed under its own slug', () => {
    expect(records).toHaveLength(17);
    for (const [slug, record] of Object.entries(DESTINATION_DETAILS)) expect(record.slug).toBe(slug);
  });

  it('resolve only the seventeen paths', () => {
    for (const path of SPEC_DETAIL_PATHS) expect(slugFromPath(path)).not.toBeNull();
    for (const path of ['/destination-detail', '/nope-detail', '/kruger', '/kruger-detail/', '/Kruger-detail', '/kruger-detail-detail']) {
      expect(slugFromPath(path)).toBeNull();
    }
  });
});

describe('every detail record', () => {
  it('has a unique title and meta description', () => {
    expect(new Set(records.map((r) => r.title)).size).toBe(17);
    expect(new Set(records.map((r) => r.metaDescription)).size).toBe(17);
    for (const record of records) expect(record.metaDescription.length).toBeLessThanOrEqual(170);
  });

  it('has a hero, about text, a gallery of 4, facts, highlights and a scroll button', () => {
    for (const record of records) {
      expect(record.hero.alt, record.slug).not.toBe('');
      expect(record.about.length, record.slug).toBeGreaterThan(0);
      expect(record.gallery, record.slug).toHaveLength(4);
      for (const photo of record.gallery) expect(photo.alt, record.slug).not.toBe('');
      expect(record.facts.items.length, record.slug).toBeGreaterThan(0);
      expect(record.highlights.length, record.slug).toBeGreaterThan(0);
      expect(['Plan Your Visit', 'Book Your Safari']).toContain(record.cta);
    }
  });

  it('lists six activities with durations, or trekking routes for Kilimanjaro', () => {
    for (const record of records) {
      if (record.slug === 'kilimanjaro') continue;
      expect(record.activities?.items, record.slug).toHaveLength(6);
      for (const activity of record.activities?.items ?? []) expect(activity.duration, record.slug).not.toBe('');
    }
  });
});

describe('SPEC facts per destination', () => {
  const d = DESTINATION_DETAILS;

  it('Serengeti: Tanzania, UNESCO, best June-October, 3-7 days', () => {
    expect(d.serengeti.country).toBe('Tanzania');
    expect(d.serengeti.badges).toContain('UNESCO World Heritage Site');
    expect(fact(d.serengeti, 'Best time')).toBe('June-October');
    expect(fact(d.serengeti, 'Recommended stay')).toBe('3-7 days');
  });

  it('Ngorongoro: best June-September, 1-3 days', () => {
    expect(fact(d.ngorongoro, 'Best time')).toBe('June-September');
    expect(fact(d.ngorongoro, 'Recommended stay')).toBe('1-3 days');
  });

  it('Kruger: South Africa, Big Five Guarantee, best May-September, 3-7 days', () => {
    expect(d.kruger.country).toBe('South Africa');
    expect(d.kruger.badges).toContain('Big Five Guarantee');
    expect(fact(d.kruger, 'Best time')).toBe('May-September');
    expect(fact(d.kruger, 'Recommended stay')).toBe('3-7 days');
  });

  it('Kilimanjaro: 5,895 m, six routes with SPEC durations and badges, 1889, 65%, 5 zones, tips, contact link', () => {
    const kili = d.kilimanjaro;
    expect(fact(kili, 'Summit height')).toBe('5,895 m');
    expect(fact(kili, 'First ascent')).toBe('1889');
    expect(fact(kili, 'Success rate')).toBe('65%');
    expect(fact(kili, 'Climate zones')).toBe('5');
    expect(kili.routes?.items.map((r) => [r.name, r.duration])).toEqual([
      ['Marangu', '5-6 days'],
      ['Machame', '6-7 days'],
      ['Lemosho', '7-8 days'],
      ['Rongai', '6-7 days'],
      ['Northern Circuit', '8-9 days'],
      ['Umbwe', '6-7 days'],
    ]);
    const difficulties = new Set(kili.routes?.items.map((r) => r.difficulty));
    expect(difficulties).toEqual(new Set(['Hard', 'Moderate-Hard', 'Moderate']));
    expect(kili.preparationTips?.items.length).toBeGreaterThan(0);
    expect(kili.closing.contactLink).toBe(true);
  });

  it('Zanzibar: 5 beaches with locations, 6 top experiences, quick facts', () => {
    const zanzibar = d.zanzibar;
    expect(zanzibar.beaches?.items).toHaveLength(5);
    for (const beach of zanzibar.beaches?.items ?? []) expect(beach.location).not.toBe('');
    expect(zanzibar.activities?.heading).toBe('Top Experiences');
    expect(zanzibar.activities?.items).toHaveLength(6);
    expect(zanzibar.facts.heading).toBe('Quick Facts');
    expect(fact(zanzibar, 'Language')).toBe('Swahili and English');
    expect(fact(zanzibar, 'Currency')).toBe('Tanzanian Shilling');
    expect(fact(zanzibar, 'Best time')).toBe('Jun-Sep and Dec-Feb');
  });

  it.each([
    ['okavango', 'Botswana', { Area: '15,000 km²', 'Best time': 'May-September' }],
    ['kgalagadi', undefined, { Area: '38,000 km²', Established: '2000', 'Best time': 'Mar-May and Sep-Nov' }],
    ['mana-pools', 'Zimbabwe', { Area: '2,196 km²', Established: '1963', 'Best time': 'April-October' }],
    ['makgadikgadi', 'Botswana', { Area: '12,000 km²', 'Best time': 'Nov-Apr' }],
    ['elephants-sands', 'Botswana', { 'Best time': 'May-October' }],
    ['kariba', 'Zimbabwe and Zambia', { Area: '5,580 km²', Created: '1959', 'Max depth': '97 m', 'Best time': 'Apr-Nov' }],
  ] as const)('%s: country and facts as SPEC gives them', (slug, country, facts) => {
    const record = d[slug];
    if (country) expect(record.country).toBe(country);
    for (const [label, value] of Object.entries(facts)) expect(fact(record, label), label).toBe(value);
  });

  it('Masai Mara: Quick Info, Highlights and Book Your Safari', () => {
    expect(d['masai-mara'].facts.heading).toBe('Quick Info');
    expect(d['masai-mara'].highlights.length).toBeGreaterThan(0);
    expect(d['masai-mara'].cta).toBe('Book Your Safari');
  });

  it('most pages close with the Contact Us Today link', () => {
    expect(records.filter((r) => r.closing.contactLink).length).toBeGreaterThan(records.length / 2);
  });

  it('writes square kilometres with the superscript, never km2', () => {
    for (const record of records) expect(pageText(record), record.slug).not.toMatch(/km2/);
  });
});

describe('/destinations tabs', () => {
  const names = (id: string) => DESTINATION_TABS.find((tab) => tab.id === id)?.destinations.map((dest) => dest.name);

  it('are Southern Africa (first, the default), East Africa and National Parks with SPEC ids', () => {
    expect(DESTINATION_TABS.map((tab) => [tab.id, tab.label])).toEqual([
      ['southern-africa', 'Southern Africa'],
      ['east-africa', 'East Africa'],
      ['special-locations', 'National Parks'],
    ]);
  });

  it('hold SPEC destinations in SPEC order', () => {
    expect(names('southern-africa')).toEqual(['Addo Elephant National Park', 'Chobe National Park', 'Caprivi Strip', 'Victoria Falls', 'Panorama Route', 'Cape Town']);
    expect(names('east-africa')).toEqual(['Masai Mara', 'Mount Kilimanjaro', 'Ngorongoro Crater', 'Serengeti National Park', 'Zanzibar']);
    expect(names('special-locations')).toEqual([
      'Kruger National Park',
      'Okavango Delta',
      'Kgalagadi Transfrontier Park',
      'Mana Pools',
      'Makgadikgadi Pans',
      'Elephants Sands',
      'Lake Kariba',
      'Victoria Falls',
    ]);
  });

  it('send every Explore Details to a real detail route, and only Panorama Route to Learn More', () => {
    const all = DESTINATION_TABS.flatMap((tab) => tab.destinations);
    for (const destination of all) {
      if (destination.detail) expect(SPEC_DETAIL_PATHS).toContain(detailPath(destination.detail));
    }
    expect(all.filter((dest) => !dest.detail).map((dest) => dest.name)).toEqual(['Panorama Route']);
    // Every detail page is reachable from the list.
    expect(new Set(all.flatMap((dest) => (dest.detail ? [dest.detail] : []))).size).toBe(17);
  });

  it('show name, country, description, highlights and best time on every card', () => {
    for (const destination of DESTINATION_TABS.flatMap((tab) => tab.destinations)) {
      for (const text of [destination.name, destination.country, destination.description, destination.bestTime, destination.image.alt]) expect(text).not.toBe('');
      expect(destination.highlights.length).toBeGreaterThan(0);
    }
  });
});

describe('Activities tab', () => {
  it('groups activities by SPEC regions with SPEC counts', () => {
    expect(activitiesByRegion().map(({ region, activities }) => [region, activities.length])).toEqual([
      ['Kruger Surroundings', 8],
      ['Cape Town', 4],
      ['Botswana', 4],
      ['Zimbabwe', 3],
      ['Namibia', 1],
      ['Tanzania & Kenya', 1],
    ]);
  });

  it('has exactly one activity with a video, in Kruger Surroundings', () => {
    const withVideo = SAFARI_ACTIVITIES.filter((activity) => activity.video);
    expect(withVideo).toHaveLength(1);
    expect(withVideo[0]?.region).toBe('Kruger Surroundings');
  });

  it('gives every activity a duration and a unique id', () => {
    for (const activity of SAFARI_ACTIVITIES) expect(activity.duration).not.toBe('');
    expect(new Set(SAFARI_ACTIVITIES.map((activity) => activity.id)).size).toBe(SAFARI_ACTIVITIES.length);
  });
});
