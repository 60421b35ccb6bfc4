import type { Meal, StaffDeparture, Trip, TripDeparture, TripSeason, TripStop } from '#lib/domain/catalogue/catalogue.types.ts';
import { featuresFromText, type PackageInput } from '#lib/domain/catalogue/package.schema.ts';
import type { useForm } from '#components/ui/use-form.ts';
import { MEALS } from '#lib/domain/catalogue/trip.schema.ts';
import { formValues, packagePayload, type PackageFormValues } from '../packages/package-form.ts';

/** Each row carries a key of its own, so React keeps a stop's inputs (and focus) with it when it moves. */
interface Row {
  key: string;
}

export interface StopValues extends Row {
  title: string;
  description: string;
  nights: string;
  placeName: string;
  lat: string;
  lng: string;
  lodge: string;
  lodgeUrl: string;
  /** Kept as it was: the supplier a stop's lodge names (issue 30) is chosen by id, not typed. */
  supplierId?: string;
  /** The park whose fees its nights pay (issue 40), a park fees slug; blank for none. */
  parkId: string;
  /** The rooms it is sold in, one a line: "Luxury tent, FB" (room, then meal plan). */
  rooms: string;
  meals: Meal[];
  activities: string;
}

export interface SeasonValues extends Row {
  label: string;
  from: string;
  to: string;
  pricePerPerson: string;
}

export interface DepartureValues extends Row {
  /** A stored departure's id: saved by it, so its bookings and holds stay with it (issue 26). */
  id?: string;
  date: string;
  seats: string;
  blockedSeats: string;
  /** As counted when the editor opened (stored departures only): shown, never sent. */
  counted?: Pick<StaffDeparture, 'booked' | 'held' | 'seatsLeft'>;
}

/** The editor's fields as the inputs hold them (text), before the shared schema reads them. */
export interface TripFormValues extends PackageFormValues {
  itinerary: StopValues[];
  seasons: SeasonValues[];
  singleSupplement: string;
  /** The currency of the price, the season prices and the supplement (issue 40). */
  priceCurrency: string;
  departures: DepartureValues[];
  included: string;
  excluded: string;
}

/** The editor's one form (the shared hook), as its parts receive it. */
export type TripForm = ReturnType<typeof useForm<TripFormValues, PackageInput, Trip>>;

// Keys of stored rows follow their position (the same on the server and in the browser); added rows count on.
let added = 0;
const newKey = () => `new-${++added}`;
const text = (value: number | null | undefined) => (value == null ? '' : String(value));

export const stopValues = (stop: TripStop, index: number): StopValues => ({
  key: `stop-${index}`,
  title: stop.title,
  description: stop.description,
  nights: String(stop.nights),
  placeName: stop.placeName,
  lat: String(stop.lat),
  lng: String(stop.lng),
  lodge: stop.lodge ?? '',
  lodgeUrl: stop.lodgeUrl ?? '',
  supplierId: stop.supplierId,
  parkId: stop.parkId ?? '',
  rooms: (stop.rooms ?? []).map((r) => `${r.room}, ${r.mealPlan}`).join('\n'),
  meals: stop.meals ?? [],
  activities: (stop.activities ?? []).join('\n'),
});

const seasonValues = (season: TripSeason, index: number): SeasonValues => ({
  key: `season-${index}`,
  label: season.label,
  from: season.from,
  to: season.to,
  pricePerPerson: String(season.pricePerPerson),
});

const departureValues = (departure: TripDeparture | StaffDeparture, index: number): DepartureValues => ({
  key: `departure-${index}`,
  id: departure.id,
  date: departure.date,
  seats: String(departure.seats),
  blockedSeats: String('blockedSeats' in departure ? departure.blockedSeats : 0),
  counted: 'booked' in departure ? { booked: departure.booked, held: departure.held, seatsLeft: departure.seatsLeft } : undefined,
});

/** A new trip starts as SPEC's empty package form with no stops; a stored one with everything it has. */
export function tripFormValues(trip?: Trip): TripFormValues {
  return {
    ...formValues(trip),
    itinerary: trip?.itinerary.map(stopValues) ?? [],
    seasons: trip?.seasons.map(seasonValues) ?? [],
    singleSupplement: text(trip?.singleSupplement),
    priceCurrency: trip?.priceCurrency ?? 'USD',
    departures: trip?.departures.map(departureValues) ?? [],
    included: trip?.included.join('\n') ?? '',
    excluded: trip?.excluded.join('\n') ?? '',
  };
}

export const emptyStop = (): StopValues => ({
  key: newKey(),
  title: '',
  description: '',
  nights: '1',
  placeName: '',
  lat: '',
  lng: '',
  lodge: '',
  lodgeUrl: '',
  parkId: '',
  rooms: '',
  meals: [],
  activities: '',
});
export const emptySeason = (): SeasonValues => ({ key: newKey(), label: '', from: '', to: '', pricePerPerson: '' });
export const emptyDeparture = (): DepartureValues => ({ key: newKey(), date: '', seats: '', blockedSeats: '0' });

/** A number typed into a text input; blank is "not given" (the schema names the field), anything else Number() reads. */
export function numberFrom(value: string): number | undefined {
  return value.trim() === '' ? undefined : Number(value);
}

/** Meals in the order B, L, D whatever order they were ticked in. */
export function toggleMeal(meals: Meal[], meal: Meal, on: boolean): Meal[] {
  return MEALS.filter((m) => (m === meal ? on : meals.includes(m)));
}

export function stopPayload(stop: StopValues) {
  return {
    title: stop.title,
    description: stop.description,
    nights: numberFrom(stop.nights),
    placeName: stop.placeName,
    lat: numberFrom(stop.lat),
    lng: numberFrom(stop.lng),
    lodge: stop.lodge,
    lodgeUrl: stop.lodgeUrl,
    supplierId: stop.supplierId,
    parkId: stop.parkId,
    ...(stop.rooms.trim() ? { rooms: roomsFromText(stop.rooms) } : {}),
    meals: stop.meals,
    activities: featuresFromText(stop.activities),
  };
}

/** "Luxury tent, FB" lines as the rooms a stop is sold in: the meal plan after the last comma, in capitals. */
export function roomsFromText(text: string): { room: string; mealPlan: string }[] {
  return featuresFromText(text).map((line) => {
    const comma = line.lastIndexOf(',');
    return comma < 0 ? { room: line, mealPlan: '' } : { room: line.slice(0, comma).trim(), mealPlan: line.slice(comma + 1).trim().toUpperCase() };
  });
}

/** The first line whose meal plan is not one lodges print, for the editor to name before it is saved. */
export function badRoomLine(text: string, plans: readonly string[]): string | undefined {
  return featuresFromText(text).find((_, i) => !plans.includes(roomsFromText(text)[i]!.mealPlan));
}

/** What the API receives: SPEC's package body plus the trip, numbers as numbers, one list entry per non-blank line. */
export function tripPayload(values: TripFormValues) {
  return {
    ...packagePayload(values),
    itinerary: values.itinerary.map(stopPayload),
    seasons: values.seasons.map((season) => ({
      label: season.label,
      from: season.from.trim(),
      to: season.to.trim(),
      pricePerPerson: numberFrom(season.pricePerPerson),
    })),
    singleSupplement: numberFrom(values.singleSupplement) ?? null,
    priceCurrency: values.priceCurrency,
    departures: values.departures.map((departure) => ({
      ...(departure.id ? { id: departure.id } : {}),
      date: departure.date,
      seats: numberFrom(departure.seats),
      blockedSeats: numberFrom(departure.blockedSeats) ?? 0,
    })),
    included: featuresFromText(values.included),
    excluded: featuresFromText(values.excluded),
  };
}

/** The list with one entry moved from `from` to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
