/**
 * The languages a traveller is served in (issue 42). English is unprefixed and the x-default; German lives under
 * `/de`. Staff pages and mails to lodges stay in English whatever the traveller's language.
 */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag Intl formats with: dates, numbers and money read as a reader of that language expects. */
export const INTL_TAG: Record<Locale, string> = { en: 'en-US', de: 'de-DE' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** One text in every language; a catalogue entry that misses a language does not type-check. */
export type Localized<T> = Record<Locale, T>;

/** The text for a language. */
export function pick<T>(catalogue: Localized<T>, locale: Locale): T {
  return catalogue[locale];
}
