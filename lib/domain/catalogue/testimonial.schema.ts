import * as v from 'valibot';
import { optionalBoolean, optionalText, requiredText } from '../fields.ts';

export const RATING_MESSAGE = 'Rating must be a whole number of stars from 1 to 5';

/** A traveller's review as staff enter it (the home page shows the active ones). */
export const testimonialSchema = v.object({
  name: requiredText('Name is required', 120),
  country: requiredText('Country is required', 120),
  rating: v.pipe(
    v.optional(v.number(RATING_MESSAGE), 0),
    v.integer(RATING_MESSAGE),
    v.minValue(1, RATING_MESSAGE),
    v.maxValue(5, RATING_MESSAGE),
  ),
  comment: requiredText('Comment is required', 2000),
  packageType: optionalText(60),
  isActive: optionalBoolean(true),
});

export type TestimonialInput = v.InferOutput<typeof testimonialSchema>;
