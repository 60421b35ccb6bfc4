import { describe, expect, it } from 'vitest';
import { distanceKm, isInside, tripsVisiting, type GeoArea } from '#lib/trip-geo.ts';

const kasane = { lat: -17.8167, lng: 25.15 };
const victoriaFallsTown = { lat: -17.9318, lng: 25.8307 };
const capeTown = { lat: -33.9249, lng: 18.4241 };
const johannesburg = { lat: -26.2041, lng: 28.0473 };

describe('distanceKm (haversine)', () => {
  it('measures known distances between real towns within a kilometre or two', () => {
    // Kasane to Victoria Falls town: about 73 km as the crow flies (the road is about 80).
    expect(distanceKm(kasane, victoriaFallsTown)).toBeGreaterThan(71);
    expect(distanceKm(kasane, victoriaFallsTown)).toBeLessThan(74);
    // Cape Town to Johannesburg: about 1,263 km.
    expect(Math.round(distanceKm(capeTown, johannesburg))).toBeGreaterThanOrEqual(1260);
    expect(Math.round(distanceKm(capeTown, johannesburg))).toBeLessThanOrEqual(1266);
  });

  it('is zero for the same point and the same both ways', () => {
    expect(distanceKm(kasane, kasane)).toBe(0);
    expect(distanceKm(capeTown, kasane)).toBeCloseTo(distanceKm(kasane, capeTown), 9);
  });

  it('measures across the antimeridian the short way round', () => {
    // Two points 1° of longitude apart on the equator, either side of ±180°: about 111 km, not 39,900.
    expect(distanceKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(111.2, 0);
  });

  it('stays finite for points on opposite sides of the globe', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});

describe('isInside', () => {
  const chobe: GeoArea = { lat: -18.6, lng: 24.4, radiusKm: 130 };

  it('counts Kasane as in Chobe and Cape Town as not', () => {
    expect(isInside(kasane, chobe)).toBe(true);
    expect(isInside(capeTown, chobe)).toBe(false);
  });

  it('counts a point on the edge as inside', () => {
    const edge: GeoArea = { ...kasane, radiusKm: distanceKm(kasane, victoriaFallsTown) };
    expect(isInside(victoriaFallsTown, edge)).toBe(true);
    expect(isInside(victoriaFallsTown, { ...edge, radiusKm: edge.radiusKm - 0.5 })).toBe(false);
  });
});

describe('tripsVisiting', () => {
  const area: GeoArea = { ...victoriaFallsTown, radiusKm: 25 };
  const chobeAndFalls = { name: 'Chobe and the Falls', itinerary: [kasane, victoriaFallsTown] };
  const capeOnly = { name: 'Cape Town', itinerary: [capeTown] };
  const jozAndFalls = { name: 'Joburg and the Falls', itinerary: [johannesburg, { lat: -17.92, lng: 25.85 }] };
  const noStops = { name: 'Not planned yet', itinerary: [] };

  it('keeps the trips with a stop inside the area, in their order, and leaves out the rest', () => {
    expect(tripsVisiting([chobeAndFalls, capeOnly, noStops, jozAndFalls], area)).toEqual([chobeAndFalls, jozAndFalls]);
  });

  it('leaves out a trip that only passes near the area', () => {
    // Kasane is about 73 km from the falls: outside a 25 km circle.
    expect(tripsVisiting([{ name: 'Chobe only', itinerary: [kasane] }], area)).toEqual([]);
  });

  it('returns an empty list for no trips', () => {
    expect(tripsVisiting([], area)).toEqual([]);
  });
});
