import * as v from 'valibot';

/**
 * A missing key reads as blank, so it fails with the field's own message rather than
 * Valibot's generic "Invalid key" (an optional's default still runs through the schema).
 */
export function required<S extends v.GenericSchema>(schema: S) {
  return v.optional(schema, '' as never);
}

/** A required text field: trimmed, non-empty (SPEC's message), bounded. */
export function requiredText(message: string, maxLength = 200) {
  return v.pipe(
    v.optional(v.string(message), ''),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(maxLength, `Must be at most ${maxLength} characters`),
  );
}

/** An optional text field: blank becomes undefined so nothing stores empty strings. */
export function optionalText(maxLength = 2000) {
  return v.pipe(
    v.optional(v.nullable(v.string('Must be text'))),
    v.transform((value) => (value == null ? undefined : value.trim() || undefined)),
    v.optional(v.pipe(v.string(), v.maxLength(maxLength, `Must be at most ${maxLength} characters`))),
  );
}

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** An image uploaded here (POST /api/admin/images), served by this site under /images. */
export const UPLOADED_IMAGE_PATH = /^\/images\/[0-9a-f]{32}-\d{1,4}\.webp$/;
const isImageAddress = (value: string) => HTTP_URL.test(value) || UPLOADED_IMAGE_PATH.test(value);
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

/** Flattens Valibot issues to `{ field: first message }`, the error body's `errors`. */
export function fieldErrors(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): Record<string, string> {
  const flat = v.flatten(issues);
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(flat.nested ?? {})) {
    const first = (messages as string[] | undefined)?.[0];
    if (first) errors[field.split('.')[0] ?? field] ??= first;
  }
  if (flat.root?.[0] && Object.keys(errors).length === 0) errors._ = flat.root[0];
  return errors;
}
