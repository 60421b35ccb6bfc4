import { geoBounds, geoContains, geoMercator, geoPath, type GeoContext, type GeoPermissibleObjects } from 'd3-geo';
import type { FeatureCollection, LineString, Polygon } from 'geojson';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { countryLabels, labelPlacer, markerWidth, MARKER_RADIUS, stopLabel, type MapCountry, type MapMarker } from './route-map-labels.server.ts';

export { COUNTRY_FONT_SIZE, LABEL_FONT_SIZE, MARKER_RADIUS, type MapCountry, type MapMarker } from './route-map-labels.server.ts';

/*
 * A trip's route drawn on the server as SVG data (decision 074, 077): Natural Earth's 1:50m outlines from
 * world-atlas, cut to a frame fitted around the stops, with the stops numbered in order. Server-only: the
 * atlas (750 kB) and d3 never reach the browser.
 */

export const MAP_WIDTH = 600;
export const MAP_HEIGHT = 480;
/**
 * The frame fits the route's extent: a trip within one reserve is drawn close up, so its stops keep markers
 * of their own (at 2.5° the four stops of a Sabi Sand trip fell into one marker). About 20 km at the least.
 */
const MIN_SPAN = 0.2;
/** Room around the outermost stops, as a share of the span, so markers and labels stay inside. */
const PADDING = 0.25;
const MARGIN = 24;

export interface MapStop {
  placeName: string;
  lat: number;
  lng: number;
  /** Where the trip stays longest is named first when labels compete for room. */
  nights?: number;
}

export interface RouteMapData {
  width: number;
  height: number;
  /** The land inside the frame (one path). */
  land: string;
  /** Borders between countries inside the frame. */
  borders: string;
  /** Names of the countries that show enough of themselves, placed where no stop's label is. */
  countries: MapCountry[];
  /** The route through the stops in order. */
  route: string;
  markers: MapMarker[];
}

type Bounds = [[number, number], [number, number]];

/** One polygon of land or one border line, with its bounds, so a map projects only what its frame shows. */
interface Piece<G> {
  geometry: G;
  bounds: Bounds;
  /** The country a land polygon belongs to. */
  country?: string;
}

interface Atlas {
  land: Piece<Polygon>[];
  borders: Piece<LineString>[];
}

let atlas: Atlas | undefined;

function loadAtlas(): Atlas {
  if (atlas) return atlas;
  const file = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology<{ countries: GeometryCollection }>;
  // Land is filled country by country: the atlas's one land polygon of Africa and Eurasia wraps the antimeridian.
  const countries = feature(topology, topology.objects.countries) as FeatureCollection;
  const piece = <G extends Polygon | LineString>(geometry: G, country?: string): Piece<G> => ({ geometry, bounds: geoBounds(geometry) as Bounds, country });
  const land = countries.features.flatMap(({ geometry, properties }) => {
    const name = String(properties?.name ?? '');
    if (geometry.type === 'Polygon') return [piece(geometry, name)];
    if (geometry.type === 'MultiPolygon') return geometry.coordinates.map((coordinates) => piece({ type: 'Polygon', coordinates }, name));
    return [];
  });
  const lines = mesh(topology, topology.objects.countries, (a, b) => a !== b).coordinates.map((coordinates) => piece({ type: 'LineString', coordinates }));
  atlas = { land, borders: lines };
  return atlas;
}

/** Longitude bounds may wrap the antimeridian (west > east); such a piece is far from any trip here. */
function intersects([[west, south], [east, north]]: Bounds, [[w, s], [e, n]]: Bounds): boolean {
  return west <= east && west <= e && east >= w && south <= n && north >= s;
}

/** "3 -4", "3-4": a minus sign separates numbers on its own. */
const pair = (x: number, y: number) => `${x}${y < 0 ? '' : ' '}${y}`;

/**
 * A path context that writes whole pixels, each step relative to the last ("l3-4"), and drops a point that
 * rounds onto the previous one: the 50m outline has far more detail than a 600-pixel frame shows.
 */
function pixelPath(): GeoContext & { result(): string } {
  let out = '';
  let lastX = 0;
  let lastY = 0;
  return {
    moveTo(x, y) {
      lastX = Math.round(x);
      lastY = Math.round(y);
      out += `M${pair(lastX, lastY)}`;
    },
    lineTo(x, y) {
      const rx = Math.round(x);
      const ry = Math.round(y);
      if (rx === lastX && ry === lastY) return;
      out += `l${pair(rx - lastX, ry - lastY)}`;
      lastX = rx;
      lastY = ry;
    },
    closePath() {
      out += 'z';
    },
    beginPath() {},
    arc() {},
    result() {
      // A ring that rounded down to a point or a line, or a line to a point, is noise at this scale.
      const kept = out.split(/(?=M)/).filter((part) => (part.match(/l/g)?.length ?? 0) >= (part.endsWith('z') ? 2 : 1));
      out = '';
      return kept.join('');
    },
  };
}

function draw(path: ReturnType<typeof geoPath>, context: ReturnType<typeof pixelPath>, object: GeoPermissibleObjects): string {
  path(object);
  return context.result();
}

/** The frame around the stops: their bounds, widened to `MIN_SPAN` and padded. */
function frame(stops: readonly MapStop[]): Bounds {
  const [[west, south], [east, north]] = geoBounds({ type: 'MultiPoint', coordinates: stops.map((s) => [s.lng, s.lat]) });
  const widen = (low: number, high: number) => {
    const span = Math.max(high - low, MIN_SPAN);
    const middle = (low + high) / 2;
    const half = (span * (1 + 2 * PADDING)) / 2;
    return [middle - half, middle + half] as const;
  };
  const [w, e] = widen(west, east);
  const [s, n] = widen(south, north);
  return [
    [w, Math.max(s, -85)],
    [e, Math.min(n, 85)],
  ];
}

/** The route map of a trip's stops, or null when it has none. */
export function routeMap(stops: readonly MapStop[]): RouteMapData | null {
  if (stops.length === 0) return null;
  const { land, borders } = loadAtlas();
  const [[west, south], [east, north]] = frame(stops);
  const extent = {
    type: 'Feature' as const,
    properties: {},
    geometry: { type: 'MultiPoint' as const, coordinates: [[west, south], [east, north], [west, north], [east, south]] },
  };
  const projection = geoMercator()
    // Segments of the outline are a few kilometres long: resampling them would only add points.
    .precision(0)
    .fitExtent(
      [
        [MARGIN, MARGIN],
        [MAP_WIDTH - MARGIN, MAP_HEIGHT - MARGIN],
      ],
      extent,
    )
    .clipExtent([
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ]);
  const context = pixelPath();
  const path = geoPath(projection, context);

  const projected = stops.map((stop): [number, number] => {
    const [x = MAP_WIDTH / 2, y = MAP_HEIGHT / 2] = projection([stop.lng, stop.lat]) ?? [];
    return [x, y];
  });
  const route = projected.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${pair(Math.round(x), Math.round(y))}`).join('');

  // Stops within a few pixels of each other share one marker ("2, 5"), so numbers never sit on top of each other.
  const points: { x: number; y: number; numbers: number[]; names: string[] }[] = [];
  projected.forEach(([x, y], index) => {
    // Pills overlap when their centres are closer than their half-widths across, or one marker's height down.
    const near = points.find((p) => Math.abs(p.y - y) < MARKER_RADIUS * 2 && Math.abs(p.x - x) < (markerWidth(p.numbers) + MARKER_RADIUS * 2) / 2);
    if (near) near.numbers.push(index + 1);
    else points.push({ x: Math.round(x), y: Math.round(y), numbers: [index + 1], names: [] });
  });
  // A shared marker is labelled with each different place it stands for.
  for (const point of points) point.names = [...new Set(point.numbers.map((n) => stops[n - 1]!.placeName))];

  // The frame's bounds in degrees, from the corners of the picture (it is wider than the stops' frame on one axis).
  const [left, top] = projection.invert!([0, 0])!;
  const [right, bottom] = projection.invert!([MAP_WIDTH, MAP_HEIGHT])!;
  const view: Bounds = [
    [left, bottom],
    [right, top],
  ];
  const visibleLand = land.filter((p) => intersects(p.bounds, view));
  const visibleBorders = borders.filter((p) => intersects(p.bounds, view));

  const place = labelPlacer(points, MAP_WIDTH, MAP_HEIGHT);
  const nights = (point: (typeof points)[number]) => point.numbers.reduce((sum, n) => sum + (stops[n - 1]!.nights ?? 0), 0);
  const labels = new Map([...points].sort((a, b) => nights(b) - nights(a)).map((point) => [point, stopLabel(point, place)]));
  const markers = points.map((point) => ({ x: point.x, y: point.y, width: markerWidth(point.numbers), numbers: point.numbers, label: labels.get(point) ?? null }));
  return {
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    land: draw(path, context, { type: 'GeometryCollection', geometries: visibleLand.map((p) => p.geometry) }),
    borders: draw(path, context, { type: 'MultiLineString', coordinates: visibleBorders.map((p) => p.geometry.coordinates) }),
    countries: countryLabels(visibleLand, geoPath(projection), place),
    route,
    markers,
  };
}

/** The countries a route's stops lie in, in the order first visited (the pack's entry and health notes, issue 30). */
export function countriesOnRoute(stops: MapStop[]): string[] {
  const names: string[] = [];
  for (const stop of stops) {
    const hit = loadAtlas().land.find((piece) => piece.country && geoContains(piece.geometry, [stop.lng, stop.lat]));
    if (hit?.country && !names.includes(hit.country)) names.push(hit.country);
  }
  return names;
}
