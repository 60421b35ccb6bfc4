import * as v from 'valibot';
import { isStorableText, requiredText, storableText, TEXT_CHARACTERS_MESSAGE } from '../fields.ts';
import { MAX_LIST_LINES, MAX_STOPS } from './trip.schema.ts';
import type { Trip } from './catalogue.types.ts';

/**
 * A trip's German texts (issue 42, decision 204): the operator writes them beside the English, field by field, and
 * each field is a draft until staff mark it reviewed. Search engines count unreviewed machine translation as spam,
 * so a trip has a German page only when every field is reviewed and the days still match the English trip's.
 */

export const TRANSLATION_NAME_MESSAGE = 'German name is required';
export const TRANSLATION_DAYS_MESSAGE = (days: number) => `Give the German for each of the trip's ${days} days, in order`;

/** What staff mark reviewed: each field, and each day of the itinerary on its own. */
export interface TranslationReview {
  name: boolean;
  description: boolean;
  itinerary: boolean[];
  included: boolean;
  excluded: boolean;
}

export interface TranslatedDay {
  title: string;
  description: string;
}

export interface TripTranslation {
  name: string;
  description: string;
  itinerary: TranslatedDay[];
  included: string[];
  excluded: string[];
  reviewed: TranslationReview;
  updatedAt: string;
}

function lines() {
  return v.pipe(
    v.optional(v.array(v.string('Each line must be text'), 'Must be a list of lines'), []),
    v.transform((items) => items.map((line) => line.trim()).filter(Boolean)),
    v.maxLength(MAX_LIST_LINES, `At most ${MAX_LIST_LINES} lines`),
    v.check((items) => items.every((line) => line.length <= 300), 'Each line must be at most 300 characters'),
    v.check((items) => items.every(isStorableText), TEXT_CHARACTERS_MESSAGE),
  );
}

const day = v.object({
  title: requiredText('German day title is required', 200),
  description: v.pipe(v.optional(v.string('Must be text'), ''), v.trim(), v.maxLength(5000, 'Must be at most 5000 characters'), storableText()),
});

const REVIEWED_MESSAGE = 'Reviewed must be true, false, or a mark for each field';

/** `reviewed: true` marks every field; an object marks field by field (`itinerary` a mark per day). */
const reviewed = v.optional(
  v.union(
    [
      v.boolean(),
      v.object({
        name: v.optional(v.boolean(REVIEWED_MESSAGE), false),
        description: v.optional(v.boolean(REVIEWED_MESSAGE), false),
        itinerary: v.optional(v.pipe(v.array(v.boolean(REVIEWED_MESSAGE), REVIEWED_MESSAGE), v.maxLength(MAX_STOPS, REVIEWED_MESSAGE)), []),
        included: v.optional(v.boolean(REVIEWED_MESSAGE), false),
        excluded: v.optional(v.boolean(REVIEWED_MESSAGE), false),
      }),
    ],
    REVIEWED_MESSAGE,
  ),
  false,
);

export const tripTranslationSchema = v.object({
  name: requiredText(TRANSLATION_NAME_MESSAGE, 200),
  description: v.pipe(v.optional(v.string('Must be text'), ''), v.trim(), v.maxLength(5000, 'Must be at most 5000 characters'), storableText()),
  itinerary: v.optional(v.pipe(v.array(day, 'Must be a list of days'), v.maxLength(MAX_STOPS, `A trip can have at most ${MAX_STOPS} stops`)), []),
  included: lines(),
  excluded: lines(),
  reviewed,
});

export type TripTranslationInput = v.InferOutput<typeof tripTranslationSchema>;

/** The review marks as stored: `true`/`false` spread over every field and day. */
export function reviewMarks(input: TripTranslationInput): TranslationReview {
  const { reviewed: marks, itinerary } = input;
  if (typeof marks === 'boolean') {
    return { name: marks, description: marks, itinerary: itinerary.map(() => marks), included: marks, excluded: marks };
  }
  return { ...marks, itinerary: itinerary.map((_, index) => marks.itinerary[index] ?? false) };
}

/** Whether the trip's German may be published: every field reviewed, one German day for each English day. */
export function isTranslationPublished(trip: Pick<Trip, 'itinerary'>, translation: TripTranslation | null): boolean {
  if (!translation) return false;
  const { reviewed: marks } = translation;
  return (
    translation.itinerary.length === trip.itinerary.length &&
    marks.name && marks.description && marks.included && marks.excluded &&
    marks.itinerary.length === trip.itinerary.length && marks.itinerary.every(Boolean)
  );
}

/** The trip in German: its own words replaced by the reviewed German, everything else (prices, places) as it is. */
export function translateTrip<T extends Trip>(trip: T, translation: TripTranslation): T {
  return {
    ...trip,
    name: translation.name,
    description: translation.description || trip.description,
    itinerary: trip.itinerary.map((stop, index) => ({ ...stop, ...(translation.itinerary[index] ?? {}) })),
    included: translation.included,
    excluded: translation.excluded,
  };
}
