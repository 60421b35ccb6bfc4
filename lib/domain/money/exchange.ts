/**
 * The European Central Bank's daily reference rates (issue 42), as the site keeps and serves them: every rate is
 * units of a currency for one euro. Travellers only ever see an approximation from them; they pay in the trip's
 * currency, so nothing here touches what is charged.
 */

/** A day's rates: `rates[code]` units of `code` buy one euro (the euro itself is implied, 1). */
export interface ExchangeRates {
  /** The ECB's day of the rates, YYYY-MM-DD. */
  date: string;
  base: 'EUR';
  rates: Record<string, number>;
}

/**
 * What `GET /api/rates` answers before the first ECB document was read: a 200 rather than a 404, so a fresh site's
 * pages log no failed request in every visitor's console; the browser shows no approximation for it.
 */
export interface NoRatesYet {
  date: null;
  base: 'EUR';
  rates: Record<string, never>;
}

/** The newest stored day, with when a good ECB document was last read (the start-up's "older than a day"). */
export interface StoredRates {
  rates: ExchangeRates;
  checkedAt: string;
}

/** Shown first in the currency menu: the trip's own money, the euro, and the markets that travel to us most. */
export const MAIN_CURRENCIES = ['USD', 'EUR', 'GBP', 'ZAR'] as const;

/**
 * The other currencies the ECB publishes (its list since Bulgaria joined the euro). A code the day's rates lack is
 * offered but shows nothing approximate.
 */
export const OTHER_ECB_CURRENCIES = [
  'AUD', 'BRL', 'CAD', 'CHF', 'CNY', 'CZK', 'DKK', 'HKD', 'HUF', 'IDR', 'ILS', 'INR', 'ISK', 'JPY', 'KRW',
  'MXN', 'MYR', 'NOK', 'NZD', 'PHP', 'PLN', 'RON', 'SEK', 'SGD', 'THB', 'TRY',
] as const;

/** An ISO 4217 code as the ECB writes it. */
export const CURRENCY_CODE = /^[A-Z]{3}$/;

/** The browser shows no approximation from rates older than this (issue 42). */
export const APPROXIMATION_MAX_AGE_DAYS = 4;
/** The Overview warns once the newest rates are older than this (issue 42). */
export const OVERVIEW_MAX_AGE_DAYS = 2;

const DAY_MS = 86_400_000;

/** Whole calendar days from the rates' day to `today` (both YYYY-MM-DD); 0 on the day itself. */
export function ageInDays(ratesDate: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${ratesDate}T00:00:00Z`)) / DAY_MS);
}

/** Units of `currency` for one euro, or undefined when the day's rates do not list it. */
function perEuro(rates: ExchangeRates, currency: string): number | undefined {
  if (currency === 'EUR') return 1;
  const rate = rates.rates[currency];
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : undefined;
}

/**
 * `amount` of `from` in `to`, through the euro as the ECB quotes both, rounded to a whole unit: it is only ever
 * an approximation. Undefined when either currency is missing from the day's rates.
 */
export function convertApproximately(amount: number, from: string, to: string, rates: ExchangeRates): number | undefined {
  const fromRate = perEuro(rates, from);
  const toRate = perEuro(rates, to);
  if (fromRate === undefined || toRate === undefined || !Number.isFinite(amount)) return undefined;
  return Math.round((amount / fromRate) * toRate);
}

/** Whether an approximation may show today: rates exist and are at most four days old. */
export function approximationAllowed(rates: ExchangeRates | null, today: string): rates is ExchangeRates {
  if (!rates) return false;
  const age = ageInDays(rates.date, today);
  // A day ahead is a browser west of Frankfurt before its midnight, not a wrong date.
  return age >= -1 && age <= APPROXIMATION_MAX_AGE_DAYS;
}
