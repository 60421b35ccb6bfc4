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

/** The room types a lodge is asked for (issue 39): how many of each. */
export const ROOM_TYPES = ['double', 'twin', 'single', 'triple'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];
export type Rooms = Record<RoomType, number>;

/**
 * A first guess at the rooms from the party, staff change it before sending: adults two to a double (a couple is
 * the usual party), an adult left over in a single, children two to a twin (one child alone shares a twin too:
 * lodges rarely put a child in a room of their own).
 */
export function roomsForParty(adults: number, children: number): Rooms {
  const grownUps = Math.max(0, adults);
  return { double: Math.floor(grownUps / 2), twin: Math.ceil(Math.max(0, children) / 2), single: grownUps % 2, triple: 0 };
}

/** "1 double, 1 twin": the rooms in words, "to be confirmed" when none is given. */
export function roomsInWords(rooms: Rooms): string {
  const parts = ROOM_TYPES.filter((type) => rooms[type] > 0).map((type) => `${rooms[type]} ${type}`);
  return parts.length > 0 ? parts.join(', ') : 'to be confirmed';
}

export const roomCount = (rooms: Rooms) => ROOM_TYPES.reduce((sum, type) => sum + rooms[type], 0);

const MEAL_WORDS: Record<string, string> = { B: 'breakfast', L: 'lunch', D: 'dinner' };

/** "breakfast, lunch and dinner": a lodge reads the meals as words, never as the itinerary's B, L, D codes. */
export function mealsInWords(meals: readonly string[]): string {
  const words = ['B', 'L', 'D'].filter((m) => meals.includes(m)).map((m) => MEAL_WORDS[m]!);
  if (words.length === 0) return 'no meals';
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

const BOARD: Record<string, string> = { BLD: 'full board', BD: 'half board', B: 'bed and breakfast' };

/** "2 nights, full board (breakfast, lunch and dinner)": what the supplier is asked for; the rooms are a field of their own. */
export function serviceLine(nights: number, meals: string[]): string {
  const key = ['B', 'L', 'D'].filter((m) => meals.includes(m)).join('');
  const board = key === '' ? 'room only' : key === 'B' ? BOARD.B! : BOARD[key] ? `${BOARD[key]} (${mealsInWords(meals)})` : mealsInWords(meals);
  const stay = nights === 0 ? 'Day visit or transfer' : `${nights} ${nights === 1 ? 'night' : 'nights'}`;
  return `${stay}, ${board}`;
}

/**
 * "Ada Lovelace (lead), Charles Babbage": the names a lodge rooms the party by (issue 39), the lead first. Names
 * missing from the party's count are said as such, never the whole list as "names to follow" when one is known.
 */
export function guestNames(travellers: readonly string[], travellerCount: number): string {
  const named = travellers.map((name, i) => (i === 0 ? `${name} (lead)` : name));
  const missing = travellerCount - travellers.length;
  if (named.length === 0) return 'names to follow';
  return missing > 0 ? `${named.join(', ')}; ${missing} ${missing === 1 ? 'name' : 'names'} to follow` : named.join(', ');
}

/** The lead first, then the others, each once (a traveller who typed the lead again among the others is not counted twice). */
export function leadFirst(lead: string | null, others: readonly string[]): string[] {
  const names = [...(lead?.trim() ? [lead.trim()] : []), ...others.map((name) => name.trim()).filter(Boolean)];
  return names.filter((name, i) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === i);
}

/**
 * One reservation per supplier on the stops (issue 30), dated from the start date by the nights before each
 * stop; a supplier met twice is one reservation from its first check-in to its last check-out. Stops without
 * a lodge are not reserved. Without a start date the reservations are undated (staff add the dates).
 */
export function draftsFromStops(stops: TripStop[], startDate: string | null): DraftFromStops[] {
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
  return [...drafts.values()].map(({ meals, ...draft }) => ({ ...draft, service: serviceLine(draft.nights, [...meals]) }));
}

const ARRIVAL_BY = { road: 'by road transfer', flight: 'by flight' } as const;

/**
 * "5 Jan 2027 at 14:30, by flight (FA 123 to Skukuza)": the day is the check-in's (or the service's); the mail and
 * the lodge's page say it alike, each with its own date format.
 */
export function arrivalLine(
  r: { checkIn: string | null; serviceDate: string | null; arrivalTime: string | null; arrivalBy: keyof typeof ARRIVAL_BY | null; arrivalDetails: string | null },
  formatDate: (day: string) => string,
): string {
  const day = r.checkIn ?? r.serviceDate;
  const when = day ? `${formatDate(day)}${r.arrivalTime ? ` at ${r.arrivalTime}` : ', time to be confirmed'}` : r.arrivalTime ? `at ${r.arrivalTime}, date to be confirmed` : 'date and time to be confirmed';
  return [when, r.arrivalBy ? ARRIVAL_BY[r.arrivalBy] : null].filter(Boolean).join(', ') + (r.arrivalDetails ? ` (${r.arrivalDetails})` : '');
}

/** A guest's details as the pack's guest form stores them; only what a lodge needs is read here. */
export interface GuestNeeds {
  name: string;
  dietary?: string | null;
  medical?: string | null;
}

/**
 * The diets and the allergies or medical needs a lodge must know, one line per guest who gave any ("Ada Lovelace:
 * vegetarian"), from the pack's guest details; staff read and edit them before the request goes.
 */
export function needsFromGuests(guests: readonly GuestNeeds[]): { diets: string | null; allergies: string | null } {
  const lines = (pick: (g: GuestNeeds) => string | null | undefined) =>
    guests.flatMap((g) => (pick(g)?.trim() ? [`${g.name}: ${pick(g)!.trim()}`] : [])).join('\n') || null;
  return { diets: lines((g) => g.dietary), allergies: lines((g) => g.medical) };
}
