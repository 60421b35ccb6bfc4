import type { TripStop } from '../catalogue/catalogue.types.ts';
import { addDays } from '../dates.ts';

/** A reservation as drafted from a booking's stops, before it names a supplier row. */
export interface DraftFromStops {
  /** The stop's `supplierId`, else its lodge's name (seeded trips name lodges only). */
  supplierId?: string;
  lodge?: string;
  service: string;
  checkIn: string | null;
  checkOut: string | null;
  serviceDate: string | null;
  nights: number;
}

const BOARD: Record<string, string> = { BLD: 'full board', BD: 'half board', B: 'bed and breakfast', '': 'room only' };

/** "2 nights, full board, 2 rooms": what the supplier is asked for. Two travellers a room, rounded up. */
export function serviceLine(nights: number, meals: string[], travellerCount: number): string {
  const rooms = Math.max(1, Math.ceil(travellerCount / 2));
  const key = ['B', 'L', 'D'].filter((m) => meals.includes(m)).join('');
  const board = BOARD[key] ?? `meals ${key.split('').join(', ')}`;
  const stay = nights === 0 ? 'Day visit or transfer' : `${nights} ${nights === 1 ? 'night' : 'nights'}`;
  return `${stay}, ${board}, ${rooms} ${rooms === 1 ? 'room' : 'rooms'}`;
}

/**
 * One reservation per supplier on the stops (issue 30), dated from the start date by the nights before each
 * stop; a supplier met twice is one reservation from its first check-in to its last check-out. Stops without
 * a lodge are not reserved. Without a start date the reservations are undated (staff add the dates).
 */
export function draftsFromStops(stops: TripStop[], startDate: string | null, travellerCount: number): DraftFromStops[] {
  const drafts = new Map<string, DraftFromStops & { meals: Set<string> }>();
  let night = 0;
  for (const stop of stops) {
    const from = startDate ? addDays(startDate, night) : null;
    night += stop.nights;
    const key = stop.supplierId ?? stop.lodge;
    if (!key) continue;
    const to = startDate && stop.nights > 0 ? addDays(startDate, night) : null;
    const existing = drafts.get(key);
    if (existing) {
      existing.nights += stop.nights;
      existing.checkOut = to ?? existing.checkOut;
      for (const m of stop.meals ?? []) existing.meals.add(m);
      continue;
    }
    drafts.set(key, {
      ...(stop.supplierId ? { supplierId: stop.supplierId } : { lodge: stop.lodge }),
      service: '',
      nights: stop.nights,
      checkIn: stop.nights > 0 ? from : null,
      checkOut: to,
      serviceDate: stop.nights > 0 ? null : from,
      meals: new Set(stop.meals ?? []),
    });
  }
  return [...drafts.values()].map(({ meals, ...draft }) => ({ ...draft, service: serviceLine(draft.nights, [...meals], travellerCount) }));
}
