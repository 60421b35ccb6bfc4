import type { GeoPath } from 'd3-geo';
import type { Polygon } from 'geojson';

/*
 * Where the route map's words go (decision 077): each stop's place name beside its marker, then the names of
 * the countries in view, first come first served, none over a marker, another label or the picture's edge.
 */

/** Label glyphs are about this wide per character at the label's font size (an estimate for collisions). */
export const LABEL_FONT_SIZE = 22;
const CHAR_WIDTH = LABEL_FONT_SIZE * 0.62;
export const MARKER_RADIUS = 16;
export const COUNTRY_FONT_SIZE = 16;
/** Country names are set in spaced capitals: wider per character. */
const COUNTRY_CHAR_WIDTH = COUNTRY_FONT_SIZE * 0.8;
/** A country needs this much of the picture (px²) to be named. */
const MIN_COUNTRY_AREA = 6000;

export interface MapMarker {
  x: number;
  y: number;
  /** A marker is a circle, or a pill wide enough for several numbers. */
  width: number;
  /** Stop numbers (1-based) drawn at this point: a trip that returns to a place has two. */
  numbers: number[];
  /** The place's name beside the marker, unless it would overlap another label or leave the frame. */
  label: { text: string; x: number; y: number; anchor: 'start' | 'end' | 'middle'; leader?: { x1: number; y1: number; x2: number; y2: number } } | null;
}

export interface MapCountry {
  name: string;
  x: number;
  y: number;
}

interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** The width of a marker holding these stop numbers ("2,5"). */
export const markerWidth = (numbers: number[]) => Math.max(MARKER_RADIUS * 2, numbers.join(',').length * 11 + 12);

/** Places labels first come, first served: none leaves the frame or covers a marker or another label. */
export function labelPlacer(markers: { x: number; y: number; numbers: number[] }[], width: number, height: number) {
  const taken: Box[] = markers.map((p) => ({ x0: p.x - markerWidth(p.numbers) / 2, x1: p.x + markerWidth(p.numbers) / 2, y0: p.y - MARKER_RADIUS, y1: p.y + MARKER_RADIUS }));
  /** Takes the boxes if all of them are free; `boxes` beyond the first are what else the label needs (its leader line). */
  return (box: Box, ...more: Box[]) => {
    const all = [box, ...more];
    if (box.x0 < 4 || box.x1 > width - 4 || box.y0 < 4 || box.y1 > height - 4) return false;
    if (all.some((b) => taken.some((t) => b.x0 < t.x1 && b.x1 > t.x0 && b.y0 < t.y1 && b.y1 > t.y0))) return false;
    taken.push(...all);
    return true;
  };
}

/**
 * The label of a marker: every place it stands for ("Kasane, Victoria Falls"), else the first of them alone
 * when that is too long to fit anywhere.
 */
export function stopLabel(point: { x: number; y: number; numbers: number[]; names: string[] }, place: (box: Box, ...more: Box[]) => boolean): MapMarker['label'] {
  // Close stops crowd each other: a shorter form of the name ("Londolozi" for "Sabi Sand Game Reserve
  // (Londolozi)") is tried before a stop goes unnamed.
  const short = point.names.map(shortName);
  const texts = [...new Set([point.names.join(', '), short.join(', '), ...(point.names.length > 1 ? [point.names[0]!, short[0]!] : [])])];
  // Beside the marker reads best, in a shorter form if need be; above, below or diagonally only after that.
  for (const where of ['beside', 'around', 'apart'] as const) {
    // Away from the marker, the shortest name crowds its neighbours least.
    for (const text of where === 'beside' ? texts : [...texts].sort((a, b) => a.length - b.length)) {
      const label = labelAt(point, text, place, where);
      if (label) return label;
    }
  }
  return null;
}

/** "Sabi Sand Game Reserve (Londolozi)" → "Londolozi"; "Kruger Mpumalanga International Airport" → "Kruger Mpumalanga"; "Hoedspruit, Limpopo" → "Hoedspruit". */
export function shortName(name: string): string {
  const inBrackets = /\(([^)]+)\)\s*$/.exec(name)?.[1];
  if (inBrackets) return inBrackets.trim();
  const beforeComma = name.split(',')[0]!.trim();
  return beforeComma.replace(/\s+(International\s+)?(Airport|Rest Camp|Game Reserve|National Park)$/i, '') || beforeComma;
}

function labelAt(point: { x: number; y: number; numbers: number[] }, text: string, place: (box: Box, ...more: Box[]) => boolean, where: 'beside' | 'around' | 'apart'): MapMarker['label'] {
  const width = text.length * CHAR_WIDTH;
  const gap = markerWidth(point.numbers) / 2 + 6;
  const half = LABEL_FONT_SIZE * 0.6;
  // Baselines: beside the marker the text is centred on it; above and below it clears the marker.
  const beside = point.y + LABEL_FONT_SIZE * 0.35;
  const above = point.y - MARKER_RADIUS - 8;
  const below = point.y + MARKER_RADIUS + LABEL_FONT_SIZE;
  const diagonalUp = point.y - MARKER_RADIUS;
  const diagonalDown = point.y + MARKER_RADIUS + LABEL_FONT_SIZE * 0.7;
  const side = (anchor: 'start' | 'end', y: number) => {
    const x = anchor === 'start' ? point.x + gap - 6 : point.x - gap + 6;
    const [x0, x1] = anchor === 'start' ? [x, x + width] : [x - width, x];
    return { anchor, x, y, box: { x0, x1, y0: y - LABEL_FONT_SIZE * 0.8, y1: y + 4 } } as const;
  };
  // Right of the marker, else left, above, below, then the four diagonals (where stops close together
  // leave room); no label at all rather than one on top of another.
  const tries: { anchor: 'start' | 'end' | 'middle'; x: number; y: number; box: Box }[] = [
    { anchor: 'start', x: point.x + gap, y: beside, box: { x0: point.x + gap, x1: point.x + gap + width, y0: point.y - half, y1: point.y + half } },
    { anchor: 'end', x: point.x - gap, y: beside, box: { x0: point.x - gap - width, x1: point.x - gap, y0: point.y - half, y1: point.y + half } },
    { anchor: 'middle', x: point.x, y: above, box: { x0: point.x - width / 2, x1: point.x + width / 2, y0: above - LABEL_FONT_SIZE * 0.8, y1: above + 4 } },
    { anchor: 'middle', x: point.x, y: below, box: { x0: point.x - width / 2, x1: point.x + width / 2, y0: below - LABEL_FONT_SIZE * 0.8, y1: below + 4 } },
    side('start', diagonalUp),
    side('start', diagonalDown),
    side('end', diagonalUp),
    side('end', diagonalDown),
  ];
  if (where === 'apart') return labelApart(point, text, width, place);
  const chosen = (where === 'beside' ? tries.slice(0, 2) : tries.slice(2)).find((attempt) => place(attempt.box));
  return chosen ? { text, x: Math.round(chosen.x), y: Math.round(chosen.y), anchor: chosen.anchor } : null;
}

/**
 * Where stops crowd a stretch of the route (the Garden Route's coast), a label two or three rows above or
 * below its marker, joined to it by a thin line, so every stop is named and none is named over another.
 */
function labelApart(point: { x: number; y: number }, text: string, width: number, place: (box: Box, ...more: Box[]) => boolean): MapMarker['label'] {
  for (const rows of [2, 3, 4]) {
    for (const [direction, anchor] of [[-1, 'middle'], [1, 'middle'], [-1, 'end'], [1, 'end'], [-1, 'start'], [1, 'start']] as const) {
      const x = anchor === 'middle' ? point.x : anchor === 'end' ? point.x + 12 : point.x - 12;
      const [x0, x1] = anchor === 'middle' ? [x - width / 2, x + width / 2] : anchor === 'end' ? [x - width, x] : [x, x + width];
      const y = direction < 0 ? point.y - MARKER_RADIUS - 8 - (rows - 1) * LABEL_FONT_SIZE * 1.2 : point.y + MARKER_RADIUS + LABEL_FONT_SIZE + (rows - 1) * LABEL_FONT_SIZE * 1.2;
      const box = { x0, x1, y0: y - LABEL_FONT_SIZE * 0.8, y1: y + 4 };
      const y2 = direction < 0 ? box.y1 : box.y0;
      const y1 = point.y + direction * MARKER_RADIUS;
      // The line's own corridor (clear of the marker itself) must be free too, or it would cross another name.
      const corridor = { x0: point.x - 2, x1: point.x + 2, y0: Math.min(y1, y2) + (direction < 0 ? 0 : 1), y1: Math.max(y1, y2) - (direction < 0 ? 1 : 0) };
      if (!place(box, corridor)) continue;
      return { text, x: Math.round(x), y: Math.round(y), anchor, leader: { x1: point.x, y1, x2: point.x, y2: Math.round(y2) } };
    }
  }
  return null;
}

/** Each country with enough of itself in the frame, named faintly at the middle of its largest part. */
export function countryLabels(pieces: { geometry: Polygon; country?: string }[], path: GeoPath, place: (box: Box, ...more: Box[]) => boolean): MapCountry[] {
  const largest = new Map<string, { area: number; piece: (typeof pieces)[number] }>();
  for (const piece of pieces) {
    const area = path.area(piece.geometry);
    const best = largest.get(piece.country ?? '');
    if (piece.country && area >= MIN_COUNTRY_AREA && (!best || area > best.area)) largest.set(piece.country, { area, piece });
  }
  const labels: MapCountry[] = [];
  for (const [name, { piece }] of [...largest].sort((a, b) => b[1].area - a[1].area)) {
    const [x, y] = path.centroid(piece.geometry);
    const half = (name.length * COUNTRY_CHAR_WIDTH) / 2;
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    if (place({ x0: x - half, x1: x + half, y0: y - COUNTRY_FONT_SIZE, y1: y + 2 })) labels.push({ name, x: Math.round(x), y: Math.round(y) });
  }
  return labels;
}
