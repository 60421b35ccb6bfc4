import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '#lib/domain/fields.ts';
import { packageSchema } from '#lib/domain/catalogue/package.schema.ts';
import { fromPrice, monthDayIndex, seasonFor, seasonsOverlap, slugify, uniqueSlug } from '#lib/domain/catalogue/trip.ts';
import { itineraryLength } from '#lib/domain/catalogue/itinerary-days.ts';

const card = {
  name: 'Kruger Classic',
  type: 'Local Safari',
  price: 1200,
  duration: '5 days',
  description: 'Big Five country.',
  features: ['Game drives'],
  accommodation: 'Lodge',
  groupSize: '2-6',
};
const stop = { title: 'Arrive in Kruger', description: '', nights: 2, placeName: 'Skukuza', lat: -24.99, lng: 31.59 };

function errorsOf(input: unknown) {
  const result = v.safeParse(packageSchema, { ...card, ...(input as object) });
  return result.success ? {} : fieldErrors(result.issues);
}

describe('trip rules', () => {
  it('makes a readable slug from a name', () => {
    expect(slugify('Kruger & Panorama Route: 7 Days')).toBe('kruger-and-panorama-route-7-days');
    expect(slugify('Okavango Délta – Mokoro')).toBe('okavango-delta-mokoro');
    expect(slugify('Łódź Lakes')).toBe('lodz-lakes');
    expect(slugify("Jessica's Hippo")).toBe('jessicas-hippo');
    expect(slugify('!!!')).toBe('trip');
    expect(slugify('word '.repeat(40)).length).toBeLessThanOrEqual(80);
  });

  it('appends -2, -3… to a slug that is taken', () => {
    const taken = new Set(['chobe', 'chobe-2']);
    expect(uniqueSlug('chobe', (s) => taken.has(s))).toBe('chobe-3');
    expect(uniqueSlug('sabi-sand', (s) => taken.has(s))).toBe('sabi-sand');
  });

  it('counts the days from the nights, a 0-night stop sharing the next day', () => {
    const stops = [{ nights: 1 }, { nights: 3 }, { nights: 0 }, { nights: 2 }, { nights: 0 }];
    expect(itineraryLength(stops).days).toBe(7);
    expect(itineraryLength([]).days).toBe(0);
  });

  it('reads MM-DD as real days only, 29 February included', () => {
    expect(monthDayIndex('01-01')).toBe(0);
    expect(monthDayIndex('02-29')).toBe(59);
    expect(monthDayIndex('12-31')).toBe(365);
    expect(monthDayIndex('02-30')).toBeNull();
    expect(monthDayIndex('13-01')).toBeNull();
    expect(monthDayIndex('1-1')).toBeNull();
  });

  it('finds overlapping seasons, including ranges that wrap the new year', () => {
    const green = { from: '11-01', to: '03-31' };
    const dry = { from: '04-01', to: '10-31' };
    expect(seasonsOverlap([green, dry])).toBeNull();
    expect(seasonsOverlap([green, dry, { from: '12-20', to: '01-05' }])).toEqual([0, 2]);
    expect(seasonsOverlap([dry, { from: '10-31', to: '10-31' }])).toEqual([0, 1]);
  });

  it('picks the season of a travel date', () => {
    const seasons = [
      { label: 'Green', from: '11-01', to: '03-31', pricePerPerson: 3900 },
      { label: 'Dry', from: '04-01', to: '10-31', pricePerPerson: 4850 },
    ];
    expect(seasonFor(seasons, '2027-01-15')?.label).toBe('Green');
    expect(seasonFor(seasons, new Date('2027-07-01T12:00:00Z'))?.label).toBe('Dry');
    expect(seasonFor(seasons.slice(1), '2027-12-25')).toBeNull();
  });

  it('takes the lowest season price as the "from" price, and 0 as on request', () => {
    expect(fromPrice(4850, [{ pricePerPerson: 5200 }, { pricePerPerson: 3900 }])).toBe(3900);
    expect(fromPrice(4850, [])).toBe(4850);
    expect(fromPrice(0, [])).toBeNull();
  });
});

describe('trip schema', () => {
  it('keeps SPEC’s form working: no trip fields means none are changed', () => {
    const result = v.parse(packageSchema, card);
    expect(result.itinerary).toBeUndefined();
    expect(result.seasons).toBeUndefined();
    expect(result.singleSupplement).toBeUndefined();
  });

  it('accepts a whole trip and tidies it', () => {
    const result = v.parse(packageSchema, {
      ...card,
      itinerary: [{ ...stop, lodge: ' Lodge ', lodgeUrl: 'https://example.com', meals: ['D', 'B', 'D'], activities: ['Game drive', ' '] }],
      included: ['Park fees', ''],
      seasons: [{ label: 'Green', from: '11-01', to: '03-31', pricePerPerson: 1000 }],
      departures: [{ date: '2027-09-01', seats: 8 }, { date: '2027-05-01', seats: 8, blockedSeats: 2 }],
      singleSupplement: null,
    });
    expect(result.itinerary?.[0]).toMatchObject({ lodge: 'Lodge', meals: ['B', 'D'], activities: ['Game drive'] });
    expect(result.included).toEqual(['Park fees']);
    expect(result.departures?.map((d) => d.date)).toEqual(['2027-05-01', '2027-09-01']);
    expect(result.departures?.[1]?.blockedSeats).toBe(0);
    expect(result.singleSupplement).toBeNull();
  });

  it('names the nested field of each rule', () => {
    const stops = [stop, stop, stop, { ...stop, title: ' ' }];
    expect(errorsOf({ itinerary: stops })).toEqual({ 'itinerary.3.title': 'Stop title is required' });
    expect(errorsOf({ itinerary: [{ ...stop, lat: 91 }] })).toHaveProperty(['itinerary.0.lat']);
    expect(errorsOf({ itinerary: [{ ...stop, lng: -180.5 }] })).toHaveProperty(['itinerary.0.lng']);
    expect(errorsOf({ itinerary: [{ ...stop, nights: 31 }] })).toHaveProperty(['itinerary.0.nights']);
    expect(errorsOf({ itinerary: [{ ...stop, nights: 1.5 }] })).toHaveProperty(['itinerary.0.nights']);
    expect(errorsOf({ itinerary: [{ ...stop, meals: ['B', 'X'] }] })).toHaveProperty(['itinerary.0.meals']);
    expect(errorsOf({ itinerary: [{ ...stop, lodgeUrl: 'javascript:alert(1)' }] })).toHaveProperty(['itinerary.0.lodgeUrl']);
    expect(errorsOf({ itinerary: Array.from({ length: 61 }, () => stop) })).toHaveProperty(['itinerary']);
    expect(errorsOf({ departures: [{ date: '2027-05-01', seats: 4, blockedSeats: 5 }] })).toEqual({
      'departures.0.blockedSeats': 'Blocked seats cannot be more than the seats',
    });
    expect(errorsOf({ departures: [{ date: '2027-02-30', seats: 4 }] })).toHaveProperty(['departures.0.date']);
    expect(errorsOf({ singleSupplement: -1 })).toHaveProperty(['singleSupplement']);
  });

  it('reports an overlapping season on the later one, and a date that is not a day', () => {
    const seasons = [
      { label: 'Green', from: '11-01', to: '03-31', pricePerPerson: 1000 },
      { label: 'Festive', from: '12-15', to: '01-10', pricePerPerson: 1400 },
    ];
    expect(errorsOf({ seasons })).toEqual({ 'seasons.1': 'This season overlaps another season (Green)' });
    expect(errorsOf({ seasons: [{ ...seasons[0], to: '02-30' }] })).toHaveProperty(['seasons.0.to']);
    expect(errorsOf({ seasons: [{ ...seasons[0], pricePerPerson: -1 }] })).toEqual({ 'seasons.0.pricePerPerson': 'Price must be positive' });
  });

  it('still reports a bad line of a plain list on the list itself', () => {
    expect(errorsOf({ features: ['ok', 5] })).toHaveProperty(['features']);
    expect(errorsOf({ included: 'Park fees' })).toHaveProperty(['included']);
  });
});
