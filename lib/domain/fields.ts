import * as v from 'valibot';
// A dependency-free module: schemas stay safe for the browser.
import { UPLOADED_IMAGE_PATH } from '#lib/domain/catalogue/uploaded-image.ts';
import { dateParts, isValidDate, todayIn } from '#lib/domain/dates.ts';

/**
 * A missing key reads as blank, so it fails with the field's own message rather than
 * Valibot's generic "Invalid key" (an optional's default still runs through the schema).
 */
export function required<S extends v.GenericSchema>(schema: S) {
  return v.optional(schema, '' as never);
}

export const TEXT_CHARACTERS_MESSAGE = 'Contains a character that is not allowed';

/** A NUL (PostgreSQL text cannot hold it) or half of a surrogate pair (not a character at all). */
const FORBIDDEN_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when text can be stored and shown as it is: no NUL byte, no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !FORBIDDEN_CHARACTER.test(value);
}

/** Rejects text PostgreSQL would refuse (a 500 otherwise) or store as garbage. */
export const storableText = () => v.check<string, string>(isStorableText, TEXT_CHARACTERS_MESSAGE);

/** A required text field: trimmed, non-empty (SPEC's message), bounded. */
export function requiredText(message: string, maxLength = 200) {
  return v.pipe(
    v.optional(v.string(message), ''),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(maxLength, `Must be at most ${maxLength} characters`),
    storableText(),
  );
}

/** Line breaks of any kind (CR, LF, VT, FF, NEL, the Unicode line and paragraph separators). */
const LINE_BREAKS = /[\r\n\v\f\u0085\u2028\u2029]+/g;

/** Text with each run of line breaks made one space: what a log line or a mail header can carry. */
export const oneLine = (value: string) => value.replace(LINE_BREAKS, ' ');

/**
 * A required name or subject: as requiredText, stored on one line (decision 137), so it can never split
 * a log line or start a header of its own in a mail that quotes it.
 */
export function requiredLine(message: string, maxLength = 200) {
  return v.pipe(requiredText(message, maxLength), v.transform(oneLine));
}

/** An optional text field: blank becomes undefined so nothing stores empty strings. */
export function optionalText(maxLength = 2000) {
  return v.pipe(
    v.optional(v.nullable(v.string('Must be text'))),
    v.transform((value) => (value == null ? undefined : value.trim() || undefined)),
    v.optional(v.pipe(v.string(), v.maxLength(maxLength, `Must be at most ${maxLength} characters`), storableText())),
  );
}

export const DATE_FORMAT_MESSAGE = 'Please enter a date as YYYY-MM-DD';
export const DATE_RANGE_MESSAGE = 'Please enter a year between 1900 and 2100';
export const DATE_PAST_MESSAGE = 'Please choose a date from today onwards';

/**
 * The operator's time zone when SITE_TIMEZONE is not set: "today" for travel dates is the date in southern Africa
 * (SPEC §5's note). Schemas that compare with today take the zone as a parameter: a handler passes the server's
 * setting, a form the zone its page was rendered with (`pageContext.site.timeZone`), so both agree.
 */
export const DEFAULT_SITE_TIME_ZONE = 'Africa/Johannesburg';

/**
 * A schema built once per time zone: forms hand theirs to a hook on every render, and a handler parses every
 * request, so neither should rebuild it.
 */
export function perTimeZone<T>(build: (timeZone: string) => T): (timeZone: string) => T {
  const built = new Map<string, T>();
  return (timeZone) => {
    let schema = built.get(timeZone);
    if (schema === undefined) built.set(timeZone, (schema = build(timeZone)));
    return schema;
  };
}

/** A YYYY-MM-DD that names a real day (no 30 February) in the years 1900-2100. */
export function calendarDateIssue(value: string): string | undefined {
  const { year } = dateParts(value);
  if (Number.isNaN(year)) return DATE_FORMAT_MESSAGE;
  if (year < 1900 || year > 2100) return DATE_RANGE_MESSAGE;
  return isValidDate(value) ? undefined : DATE_FORMAT_MESSAGE;
}

/** An optional travel date: a real calendar day, not before today in the operator's time zone. */
export function optionalTravelDate(timeZone: string) {
  return v.pipe(
    v.optional(v.nullable(v.string(DATE_FORMAT_MESSAGE))),
    v.transform((value) => value?.trim() || undefined),
    v.optional(
      v.pipe(
        v.string(),
        v.rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed) return;
          const issue = calendarDateIssue(dataset.value);
          if (issue) addIssue({ message: issue });
          else if (dataset.value < todayIn(timeZone)) addIssue({ message: DATE_PAST_MESSAGE });
        }),
      ),
    ),
  );
}

export const PRICE_MESSAGE = 'Price must be positive';
export const PRICE_DECIMALS_MESSAGE = 'Price can have at most 2 decimal places (cents)';

/** A price in dollars: stored as numeric(…, 2), so a third decimal would be silently rounded; refuse it. */
export function price() {
  return v.pipe(
    v.optional(v.number(PRICE_MESSAGE), 0),
    v.finite(PRICE_MESSAGE),
    v.minValue(0, PRICE_MESSAGE),
    v.maxValue(1_000_000, 'Price must be at most 1,000,000'),
    v.check((value) => Math.round(value * 100) / 100 === value, PRICE_DECIMALS_MESSAGE),
  );
}

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** A web address a link may point to: http(s) only, so nothing like `javascript:` reaches an `href`. */
export const isHttpUrl = (value: string) => HTTP_URL.test(value);
/** An image uploaded here (POST /api/admin/images), served by this site under /images. */
const isImageAddress = (value: string) => isHttpUrl(value) || UPLOADED_IMAGE_PATH.test(value);
export const URL_MESSAGE = 'Please enter a web address starting with http:// or https://';

/** An image address: http(s) or an uploaded image's path, so nothing like `javascript:` reaches an `src`. */
export function requiredUrl(message: string) {
  return v.pipe(requiredText(message, 2000), v.check(isImageAddress, URL_MESSAGE));
}

export function optionalUrl() {
  return v.pipe(optionalText(2000), v.check((value) => value === undefined || isImageAddress(value), URL_MESSAGE));
}

export function optionalBoolean(defaultValue: boolean) {
  return v.optional(v.boolean('Must be true or false'), defaultValue);
}

export function sortOrder() {
  return v.optional(
    v.pipe(v.number('Sort order must be a number'), v.integer('Sort order must be a whole number'), v.minValue(0), v.maxValue(1_000_000)),
    0,
  );
}

/**
 * Where an issue belongs, as a dotted field path: the top-level field (`price`), or, inside a list of
 * records, the record and its field (`itinerary.3.title`, `seasons.1`) so the editor can show the
 * message beside that input. An item of a list of plain values (a feature line) reports on the list.
 */
function fieldPath(path: readonly v.IssuePathItem[]): string {
  const keys = [String(path[0]!.key)];
  for (let i = 1; i < path.length; i++) {
    const item = path[i]!;
    const isRecord = item.type === 'array' && typeof item.value === 'object' && item.value !== null && !Array.isArray(item.value);
    if (!isRecord) break;
    keys.push(String(item.key));
    const field = path[i + 1];
    // An object's key, or one `v.forward` put there (its path items are of type 'unknown').
    if (typeof field?.key !== 'string') break;
    keys.push(String(field.key));
    i++;
  }
  return keys.join('.');
}

/** Turns Valibot issues into `{ field: first message }`, the error body's `errors`. */
export function fieldErrors(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): Record<string, string> {
  const errors: Record<string, string> = {};
  let root: string | undefined;
  for (const issue of issues) {
    if (issue.path?.length) errors[fieldPath(issue.path)] ??= issue.message;
    else root ??= issue.message;
  }
  if (root && Object.keys(errors).length === 0) errors._ = root;
  return errors;
}

/**
 * Issues keyed by their whole path, dotted (`bank.swift`, `socials.1.url`, `items.2.answer`): for forms
 * where every nested value has an input of its own. `root` names a body that is itself a list (`items`).
 */
export function wholePathErrors(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]], root?: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const keys = [...(root ? [root] : []), ...(issue.path ?? []).map((item) => String(item.key))];
    errors[keys.join('.') || '_'] ??= issue.message;
  }
  return errors;
}

/** A query-string number (a list's limit and offset): digits only, so `1e3`, `-1` or `2.5` are refused rather than coerced. */
export function queryInteger(message: string, min: number, max: number, fallback: number) {
  return v.pipe(
    v.optional(v.string(message), ''),
    v.transform((value) => value.trim()),
    v.check((value) => value === '' || /^\d{1,9}$/.test(value), message),
    v.transform((value) => (value === '' ? fallback : Number(value))),
    v.number(),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}
