import * as v from 'valibot';
import { calendarDateIssue, requiredLine } from '../fields.ts';

export const NEGATIVE_AMOUNT_MESSAGE = 'Amounts cannot be negative';
export const CHILD_AGE_MESSAGE = 'A child’s age must be from 0 to 17';

/** An amount in minor units (cents): a whole number, never negative. */
export function minorAmount(label: string) {
  return v.pipe(
    v.number(`${label} must be a number of cents`),
    v.integer(`${label} must be a whole number of cents`),
    v.minValue(0, NEGATIVE_AMOUNT_MESSAGE),
    v.maxValue(100_000_000_000, `${label} is too large`),
  );
}

/** A percentage with at most two decimals (the pricing counts in basis points), from 0 to `max`. */
export function percentage(label: string, max = 1000) {
  return v.pipe(
    v.number(`${label} must be a number`),
    v.finite(`${label} must be a number`),
    v.minValue(0, NEGATIVE_AMOUNT_MESSAGE),
    v.maxValue(max, `${label} must be at most ${max}`),
    v.check((value) => Math.round(value * 100) / 100 === value, `${label} can have at most 2 decimals`),
  );
}

export function wholeNumber(label: string, min: number, max: number, message = `${label} must be from ${min} to ${max}`) {
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
}

export const childAge = () => wholeNumber('Age', 0, 17, CHILD_AGE_MESSAGE);

/** A calendar day, "YYYY-MM-DD". */
export function plainDate(label: string) {
  return v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const issue = calendarDateIssue(dataset.value);
      if (issue) addIssue({ message: `${label}: ${issue}` });
    }),
  );
}

/** A currency as ISO 4217 writes it, from the list given. */
export const currencyOf = (codes: readonly string[]) => v.picklist(codes, `Currency must be one of: ${codes.join(', ')}`);

export const name = (message: string, max = 120) => requiredLine(message, max);

/** A park's slug: `kruger`, `masai-mara`. */
export const parkSlug = () =>
  v.pipe(v.string('Park is required'), v.trim(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A park is named by its slug, e.g. kruger or masai-mara'), v.maxLength(60, 'Must be at most 60 characters'));
