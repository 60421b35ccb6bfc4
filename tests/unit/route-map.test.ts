import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RouteMap } from '#components/site/trip/RouteMap.tsx';
import type { TripStop } from '#lib/domain/catalogue/catalogue.types.ts';
import { MAP_HEIGHT, MAP_WIDTH, routeMap, type RouteMapData } from '#lib/route-map.server.ts';

const stop = (placeName: string, lat: number, lng: number): TripStop => ({ title: placeName, description: '', nights: 1, placeName, lat, lng });
const johannesburg = stop('Johannesburg', -26.13, 28.24);
const skukuza = stop('Skukuza', -24.99, 31.59);
const krugerTrip = [johannesburg, skukuza, stop('Sabi Sand', -24.8, 31.5), johannesburg];
const crossBorderTrip = [johannesburg, stop('Makgadikgadi Pans', -20.73, 25.3), stop('Okavango Delta', -19.6, 22.9), stop('Kasane', -17.8, 25.15), stop('Victoria Falls', -17.93, 25.83)];

const markerOf = (map: RouteMapData, number: number) => map.markers.find((m) => m.numbers.includes(number))!;

describe('routeMap', () => {
  it('draws nothing for a trip without stops', () => {
    expect(routeMap([])).toBeNull();
  });

  it('fits the frame to the stops: a Kruger trip is zoomed in, a cross-border trip wider', () => {
    const kruger = routeMap(krugerTrip)!;
    const crossBorder = routeMap([...crossBorderTrip, skukuza])!;
    const apart = (map: RouteMapData, a: number, b: number) => Math.hypot(markerOf(map, a).x - markerOf(map, b).x, markerOf(map, a).y - markerOf(map, b).y);
    // Johannesburg to Skukuza: far apart on the Kruger map, close together on the map of four countries.
    expect(apart(kruger, 1, 2)).toBeGreaterThan(apart(crossBorder, 1, 6) * 1.5);
  });

  it('numbers the stops in order and keeps every marker inside the picture', () => {
    const map = routeMap(crossBorderTrip)!;
    expect(map.markers.flatMap((m) => m.numbers).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    for (const marker of map.markers) {
      expect(marker.x).toBeGreaterThan(0);
      expect(marker.x).toBeLessThan(MAP_WIDTH);
      expect(marker.y).toBeGreaterThan(0);
      expect(marker.y).toBeLessThan(MAP_HEIGHT);
    }
    // The route visits each stop once, in order: a move and a line per further stop.
    expect(map.route.match(/[ML]/g)).toEqual(['M', 'L', 'L', 'L', 'L']);
    // North is up: Victoria Falls is above Johannesburg.
    expect(markerOf(map, 5).y).toBeLessThan(markerOf(map, 1).y);
  });

  it('gives a place the trip comes back to one marker with both numbers', () => {
    const map = routeMap(krugerTrip)!;
    expect(markerOf(map, 1).numbers).toEqual([1, 4]);
    expect(markerOf(map, 1).label?.text).toBe('Johannesburg');
  });

  it('places labels inside the picture without overlapping each other', () => {
    const map = routeMap(crossBorderTrip)!;
    const boxes = map.markers.flatMap((m) => (m.label ? [{ ...m.label, width: m.label.text.length * 12 }] : []));
    expect(boxes.length).toBeGreaterThanOrEqual(3);
    for (const box of boxes) {
      const [x0, x1] = box.anchor === 'start' ? [box.x, box.x + box.width] : box.anchor === 'end' ? [box.x - box.width, box.x] : [box.x - box.width / 2, box.x + box.width / 2];
      expect(x0).toBeGreaterThanOrEqual(0);
      expect(x1).toBeLessThanOrEqual(MAP_WIDTH);
    }
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) expect(Math.abs(a.y - b.y) >= 20 || Math.abs(a.x - b.x) > 40).toBe(true);
    }
  });

  it('draws land and borders in whole pixels and stays small', () => {
    const map = routeMap(crossBorderTrip)!;
    expect(map.land).toMatch(/^M/);
    expect(map.borders).toMatch(/^M/);
    expect(`${map.land}${map.borders}${map.route}`).not.toMatch(/\d\.\d/);
    // Measured: about 12 kB of path data for four countries; the atlas itself is 750 kB.
    expect(map.land.length + map.borders.length).toBeLessThan(20_000);
    expect(map.countries.map((c) => c.name)).toEqual(expect.arrayContaining(['Botswana', 'Zimbabwe']));
  });

  it('fits a trip within one reserve close up: each stop its own marker, each named, no two names overlapping', () => {
    const sabiSand = [stop('Skukuza Airport', -24.9609, 31.5887), stop('Sabi Sand Game Reserve (Londolozi)', -24.8, 31.5), stop('Sabi Sand Game Reserve (Sabi Sabi)', -24.9167, 31.55), stop('Skukuza Airport', -24.9609, 31.5887)];
    const map = routeMap(sabiSand)!;
    expect(map.markers.map((m) => m.numbers)).toEqual([[1, 4], [2], [3]]);
    expect(map.markers.map((m) => m.label?.text)).toEqual(['Skukuza Airport', 'Londolozi', 'Sabi Sabi']);
  });

  it('names crowded stops along a coast, some above or below with a line to their marker', () => {
    const garden = [stop('Hermanus', -34.4187, 19.2345), stop('Mossel Bay', -34.1831, 22.146), stop('Knysna', -34.0363, 23.0471), stop('Storms River Mouth', -34.0217, 23.8967), stop('Addo Elephant National Park', -33.444, 25.7466)];
    const map = routeMap(garden)!;
    expect(map.markers.every((m) => m.label)).toBe(true);
    expect(map.markers.some((m) => m.label?.leader)).toBe(true);
  });

  it('draws a trip of one stop', () => {
    const map = routeMap([skukuza])!;
    expect(map.markers).toHaveLength(1);
    expect(map.land.length).toBeGreaterThan(0);
  });
});

describe('RouteMap', () => {
  it('is an image named by its title and the stops in order, with no script', () => {
    const html = renderToStaticMarkup(createElement(RouteMap, { name: 'Kalahari Trip', stops: crossBorderTrip }));
    expect(html).toContain('role="img" aria-labelledby="route-map-title route-map-stops"');
    expect(html).toContain('<title id="route-map-title">Route map of the Kalahari Trip</title>');
    const list = /<ol id="route-map-stops"[^>]*>(.*?)<\/ol>/.exec(html)![1]!;
    const names = [...list.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
    expect(names).toEqual(['1 Johannesburg', '2 Makgadikgadi Pans', '3 Okavango Delta', '4 Kasane', '5 Victoria Falls']);
    expect(html).not.toContain('<script');
  });
});
