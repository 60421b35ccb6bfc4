import { describe, expect, it } from 'vitest';
import { distanceKm, isInside, tripsVisiting, type GeoArea } from '#lib/trip-geo.ts';
import { DESTINATION_DETAILS } from '../../pages/(site)/destination-detail/details/index.ts';
import { panoramaRoute } from '../../pages/(site)/panorama-route/panorama-route.content.ts';
import { quadBiking } from '../../pages/(site)/quad-biking/quad-biking.content.ts';

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

describe('the places\' areas (real coordinates)', () => {
  const places = {
    chobe: { inside: [kasane, { lat: -18.57, lng: 24.07 }], outside: [victoriaFallsTown] },
    'victoria-falls': { inside: [victoriaFallsTown, { lat: -17.85, lng: 25.87 }], outside: [kasane] },
    serengeti: { inside: [{ lat: -2.43, lng: 34.82 }, { lat: -1.57, lng: 34.88 }], outside: [{ lat: -3.2, lng: 35.5 }, { lat: -1.35, lng: 35.15 }] },
    'masai-mara': { inside: [{ lat: -1.28, lng: 35.03 }, { lat: -1.58, lng: 35.23 }], outside: [{ lat: -1.57, lng: 34.88 }] },
    kruger: { inside: [{ lat: -24.996, lng: 31.592 }, { lat: -24.8, lng: 31.5 }], outside: [{ lat: -24.35, lng: 30.96 }, { lat: -24.93, lng: 30.84 }] },
    'cape-town': { inside: [capeTown, { lat: -34.357, lng: 18.497 }], outside: [johannesburg] },
    makgadikgadi: { inside: [{ lat: -20.2, lng: 25.26 }], outside: [{ lat: -19.7456, lng: 26.0658 }] },
  } as const;

  for (const [slug, { inside, outside }] of Object.entries(places)) {
    it(`${slug} holds its own landmarks and not its neighbours'`, () => {
      const { area } = DESTINATION_DETAILS[slug as keyof typeof DESTINATION_DETAILS];
      for (const point of inside) expect(isInside(point, area)).toBe(true);
      for (const point of outside) expect(isInside(point, area)).toBe(false);
    });
  }

  it('tells the escarpment (Panorama Route, Graskop) from Hazyview\'s quad bike trails', () => {
    const graskop = { lat: -24.93, lng: 30.84 };
    const hazyview = { lat: -25.05, lng: 31.13 };
    expect(isInside(graskop, panoramaRoute.place.area)).toBe(true);
    expect(isInside(hazyview, panoramaRoute.place.area)).toBe(false);
    expect(isInside(hazyview, quadBiking.place.area)).toBe(true);
    expect(isInside(graskop, quadBiking.place.area)).toBe(false);
  });

  it('gives every destination a real area: on land in Africa, a radius from 5 to 250 km', () => {
    for (const { area } of Object.values(DESTINATION_DETAILS)) {
      expect(area.lat).toBeGreaterThan(-35);
      expect(area.lat).toBeLessThan(0);
      expect(area.lng).toBeGreaterThan(15);
      expect(area.lng).toBeLessThan(41);
      expect(area.radiusKm).toBeGreaterThanOrEqual(5);
      expect(area.radiusKm).toBeLessThanOrEqual(250);
    }
  });
});
