import * as v from 'valibot';
// Dependency-free modules: the schema stays safe for the browser (the trip editor validates with it).
import { monthDayIndex, seasonsOverlap } from '#lib/domain/catalogue/trip.ts';
import { compareDates } from '#lib/domain/dates.ts';
import { MEAL_PLANS } from '#lib/domain/costing/costing.types.ts';
import { parkSlug } from '#lib/domain/costing/costing-fields.ts';
import { calendarDateIssue, optionalText, PRICE_DECIMALS_MESSAGE, PRICE_MESSAGE, requiredText, storableText, TEXT_CHARACTERS_MESSAGE, isStorableText } from '../fields.ts';

/** A trip's day-by-day stops, seasons, departures and what is (not) included (issue 17). */

export const MAX_STOPS = 60;
export const MAX_SEASONS = 12;
export const MAX_DEPARTURES = 100;
export const MAX_LIST_LINES = 40;
export const MEALS = ['B', 'L', 'D'] as const;

export const NIGHTS_MESSAGE = 'Nights must be a whole number from 0 to 30';
export const LATITUDE_MESSAGE = 'Latitude must be a number between -90 and 90';
export const LONGITUDE_MESSAGE = 'Longitude must be a number between -180 and 180';
export const MEALS_MESSAGE = 'Meals can only be B, L and D (breakfast, lunch, dinner)';
export const LODGE_URL_MESSAGE = 'Please enter a web address starting with http:// or https://';
export const MONTH_DAY_MESSAGE = 'Please enter a day of the year as MM-DD (e.g. 11-01)';
export const SEASONS_OVERLAP_MESSAGE = 'This season overlaps another season';
export const BLOCKED_SEATS_MESSAGE = 'Blocked seats cannot be more than the seats';
export const SAME_DATE_MESSAGE = 'Two departures cannot leave on the same date';
export const TOO_MANY_STOPS_MESSAGE = `A trip can have at most ${MAX_STOPS} stops`;

/** A trip is sold in the currencies a proposal can be written in (proposal.schema.ts imports this file, so it is listed here). */
export const TRIP_CURRENCIES = ['USD', 'ZAR', 'EUR', 'GBP'] as const;
export const TRIP_CURRENCY_MESSAGE = `Currency must be one of: ${TRIP_CURRENCIES.join(', ')}`;
export const MAX_STOP_ROOMS = 10;

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** Dollars: never negative, at most cents (the column is numeric(12, 2)). */
function money(requiredMessage: string) {
  return v.pipe(
    v.number(requiredMessage),
    v.finite(PRICE_MESSAGE),
    v.minValue(0, PRICE_MESSAGE),
    v.maxValue(1_000_000, 'Price must be at most 1,000,000'),
    v.check((value) => Math.round(value * 100) / 100 === value, PRICE_DECIMALS_MESSAGE),
  );
}

function coordinate(limit: number, message: string) {
  return v.pipe(v.number(message), v.finite(message), v.minValue(-limit, message), v.maxValue(limit, message));
}

function wholeNumber(message: string, min: number, max: number) {
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
}

/** Lines of text (activities, included, excluded): trimmed, blank lines dropped, bounded. */
function textLines(max: number, lineLength = 300) {
  return v.pipe(
    v.array(v.string('Each line must be text'), 'Must be a list of lines'),
    v.transform((lines) => lines.map((line) => line.trim()).filter(Boolean)),
    v.maxLength(max, `At most ${max} lines`),
    v.check((lines) => lines.every((line) => line.length <= lineLength), `Each line must be at most ${lineLength} characters`),
    v.check((lines) => lines.every(isStorableText), TEXT_CHARACTERS_MESSAGE),
  );
}

const monthDay = v.pipe(v.string(MONTH_DAY_MESSAGE), v.trim(), v.check((value) => monthDayIndex(value) !== null, MONTH_DAY_MESSAGE));

export const tripStopSchema = v.object({
  title: requiredText('Stop title is required', 200),
  description: v.pipe(v.optional(v.string('Must be text'), ''), v.trim(), v.maxLength(5000, 'Must be at most 5000 characters'), storableText()),
  nights: wholeNumber(NIGHTS_MESSAGE, 0, 30),
  placeName: requiredText('Place name is required', 200),
  lat: coordinate(90, LATITUDE_MESSAGE),
  lng: coordinate(180, LONGITUDE_MESSAGE),
  lodge: optionalText(200),
  supplierId: v.optional(v.pipe(v.string('Choose a supplier from the list'), v.uuid('Choose a supplier from the list'))),
  // Issue 40: the park whose fees its nights pay, and the rooms it can be sold in (the first range's cheapest and dearest).
  parkId: v.pipe(
    v.optional(v.nullable(v.string('A park is named by its slug, e.g. kruger or masai-mara'))),
    v.transform((value) => value?.trim() || undefined),
    v.optional(parkSlug()),
  ),
  rooms: v.optional(v.pipe(
    v.array(v.object({
      room: requiredText('Room is required', 100),
      mealPlan: v.picklist(MEAL_PLANS, `Meal plan must be one of: ${MEAL_PLANS.join(', ')}`),
    }), 'Rooms must be a list'),
    v.maxLength(MAX_STOP_ROOMS, `A stop can list at most ${MAX_STOP_ROOMS} rooms`),
  )),
  lodgeUrl: v.pipe(optionalText(2000), v.check((value) => value === undefined || HTTP_URL.test(value), LODGE_URL_MESSAGE)),
  // Kept in B, L, D order whatever order they were ticked in.
  meals: v.optional(
    v.pipe(
      v.array(v.picklist(MEALS, MEALS_MESSAGE), MEALS_MESSAGE),
      v.transform((meals) => MEALS.filter((meal) => meals.includes(meal))),
    ),
  ),
  activities: v.optional(textLines(20, 200)),
});

export const tripSeasonSchema = v.object({
  label: requiredText('Season name is required', 100),
  from: monthDay,
  to: monthDay,
  pricePerPerson: money('Season price is required'),
});

/**
 * A departure as the trip editor sends it (issue 26): `id` names a stored one (it is updated, never replaced);
 * without it a stored one on the same date is updated, else one is added. Seats taken are counted, not typed:
 * staff type only the seats they block by hand (an agent's allocation).
 */
export const tripDepartureSchema = v.pipe(
  v.object({
    id: v.optional(v.pipe(v.string('Not a valid departure'), v.uuid('Not a valid departure'))),
    date: v.pipe(
      v.string('Please enter a date as YYYY-MM-DD'),
      v.trim(),
      v.rawCheck(({ dataset, addIssue }) => {
        const issue = dataset.typed ? calendarDateIssue(dataset.value) : undefined;
        if (issue) addIssue({ message: issue });
      }),
    ),
    seats: wholeNumber('Seats must be a whole number from 1 to 500', 1, 500),
    blockedSeats: v.optional(wholeNumber('Blocked seats must be a whole number from 0 to 500', 0, 500), 0),
  }),
  v.forward(
    v.partialCheck([['seats'], ['blockedSeats']], ({ seats, blockedSeats }) => blockedSeats <= seats, BLOCKED_SEATS_MESSAGE),
    ['blockedSeats'],
  ),
);

const seasons = v.pipe(
  v.array(tripSeasonSchema, 'Seasons must be a list'),
  v.maxLength(MAX_SEASONS, `A trip can have at most ${MAX_SEASONS} seasons`),
  // The overlap is reported on the later season (`seasons.<i>`), beside the row to correct.
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const overlap = seasonsOverlap(dataset.value);
    if (!overlap) return;
    const index = overlap[1];
    addIssue({
      message: `${SEASONS_OVERLAP_MESSAGE} (${dataset.value[overlap[0]]!.label})`,
      path: [{ type: 'array', origin: 'value', input: dataset.value, key: index, value: dataset.value[index] }],
    });
  }),
);

const departures = v.pipe(
  v.array(tripDepartureSchema, 'Departures must be a list'),
  v.maxLength(MAX_DEPARTURES, `A trip can have at most ${MAX_DEPARTURES} departures`),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const seen = new Set<string>();
    dataset.value.forEach((departure, index) => {
      if (seen.has(departure.date)) addIssue({ message: SAME_DATE_MESSAGE, path: [{ type: 'array', origin: 'value', input: dataset.value, key: index, value: departure }] });
      seen.add(departure.date);
    });
  }),
  v.transform((list) => [...list].sort((a, b) => compareDates(a.date, b.date))),
);

/**
 * The trip's fields, all optional: a body without them (SPEC's package form) leaves a trip's
 * details as they are on update and empty on create.
 */
export const tripFields = {
  priceCurrency: v.optional(v.picklist(TRIP_CURRENCIES, TRIP_CURRENCY_MESSAGE)),
  itinerary: v.optional(v.pipe(v.array(tripStopSchema, 'The itinerary must be a list of stops'), v.maxLength(MAX_STOPS, TOO_MANY_STOPS_MESSAGE))),
  included: v.optional(textLines(MAX_LIST_LINES)),
  excluded: v.optional(textLines(MAX_LIST_LINES)),
  seasons: v.optional(seasons),
  singleSupplement: v.optional(v.nullable(money('Single supplement must be a number'))),
  departures: v.optional(departures),
};

export type TripStopInput = v.InferOutput<typeof tripStopSchema>;
export type TripSeasonInput = v.InferOutput<typeof tripSeasonSchema>;
export type TripDepartureInput = v.InferOutput<typeof tripDepartureSchema>;
