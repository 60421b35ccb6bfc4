// PostgreSQL rejects a malformed uuid with an error, so ids from a URL are checked first.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id when it is a well-formed uuid (lower case), else null. */
export function uuidOrNull(value: string | undefined | null): string | null {
  return value && UUID.test(value) ? value.toLowerCase() : null;
}
