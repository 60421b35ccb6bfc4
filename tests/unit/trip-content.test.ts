import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { packageSchema } from '#lib/domain/catalogue/package.schema.ts';
import { demoPackages } from '#database/seeds/demo.content.ts';
import { demoTrips } from '#server/seeds/demo.seed.ts';
import { fromPrice, seasonFor } from '#lib/domain/catalogue/trip.ts';
import { itineraryLength } from '#lib/domain/catalogue/itinerary-days.ts';

describe.each(demoPackages.map((pkg) => [pkg.name, pkg] as const))('the demo trip of %s', (name, pkg) => {
  const trip = demoTrips[name]!;

  it('exists and passes the editor’s own rules unchanged', () => {
    expect(trip).toBeDefined();
    const parsed = v.parse(packageSchema, { ...pkg, ...trip });
    expect({ itinerary: parsed.itinerary, seasons: parsed.seasons, departures: parsed.departures }).toEqual({
      itinerary: trip.itinerary,
      seasons: trip.seasons,
      departures: trip.departures,
    });
  });

  it('lasts as many days as its card says, and starts at the card’s price', () => {
    const days = Number(/^(\d+)/.exec(pkg.duration)![1]);
    expect(itineraryLength(trip.itinerary).days).toBe(days);
    expect(fromPrice(pkg.price, trip.seasons)).toBe(pkg.price);
  });

  it('has a season for every day of the year', () => {
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2028, 0, 1 + day));
      expect(seasonFor(trip.seasons, date), date.toISOString()).not.toBeNull();
    }
  });

  it('stops only in southern Africa, each with what it includes', () => {
    for (const stop of trip.itinerary) {
      expect(stop.lat, stop.placeName).toBeGreaterThan(-35);
      expect(stop.lat, stop.placeName).toBeLessThan(-15);
      expect(stop.lng, stop.placeName).toBeGreaterThan(15);
      expect(stop.lng, stop.placeName).toBeLessThan(35);
    }
    expect(trip.included.length).toBeGreaterThan(2);
    expect(trip.excluded.length).toBeGreaterThan(1);
  });
});

it('gives a couple of trips fixed group departures', () => {
  expect(Object.values(demoTrips).filter((trip) => trip.departures.length > 0).length).toBeGreaterThanOrEqual(2);
});
