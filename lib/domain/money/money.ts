/**
 * Money in integer minor units (issue 26): every sum (lines, total, deposit, balance, refund) is computed here
 * on integers, never on floating-point major units; the API and the pages get major units only to show them.
 * Every currency we take (USD, ZAR, EUR, GBP) has two minor digits, read from Intl rather than assumed.
 */
import { INTL_TAG, type Locale, type Localized } from '../site/locale.ts';

/** The currency's minor digits (2 for every currency offered; Intl knows the others, e.g. JPY 0). */
export function minorDigits(currency = 'USD'): number {
  return formattersFor(currency).minorDigits;
}

/** Major units (4850.5) to integer minor units (485050), exact for amounts with at most the currency's digits. */
export function toMinor(amount: number, currency = 'USD'): number {
  return Math.round(amount * 10 ** minorDigits(currency));
}

/** Integer minor units to major units, for JSON and the formatter only: never sum the result. */
export function fromMinor(minor: number, currency = 'USD'): number {
  return minor / 10 ** minorDigits(currency);
}

/** Σ of minor amounts; throws on a fraction, so float money cannot slip in unnoticed. */
export function sumMinor(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`Not a whole minor amount: ${amount}`);
    return sum + amount;
  }, 0);
}

/**
 * `percent` (at most 2 decimals) of a minor amount, rounded half up to the minor unit, on integers only:
 * 30 % of 485050 is 145515, not 145514.99999….
 */
export function percentOfMinor(minor: number, percent: number): number {
  // BigInt: a total of billions of cents times 10,000 basis points passes 2^53.
  const basisPoints = BigInt(Math.round(percent * 100));
  return Number((BigInt(minor) * basisPoints + 5_000n) / 10_000n);
}

/** A total split into a deposit (`percent` of it) and the balance; the two always add up to the total. */
export function splitMinor(totalMinor: number, percent: number): { depositMinor: number; balanceMinor: number } {
  const depositMinor = percentOfMinor(totalMinor, percent);
  return { depositMinor, balanceMinor: totalMinor - depositMinor };
}

/** A price line as stored: quantity × unit price in minor units. */
export interface PricedLine {
  quantity: number;
  unitPriceMinor: number;
}

/** Σ quantity × unitPrice, and the deposit: total × percent / 100 rounded to the cent (half up). */
export function proposalTotals(lines: readonly PricedLine[], depositPercent: number): { totalMinor: number; depositMinor: number } {
  const totalMinor = sumMinor(lines.map((line) => line.quantity * line.unitPriceMinor));
  return { totalMinor, depositMinor: splitMinor(totalMinor, depositPercent).depositMinor };
}

/** What is left to pay of `total` after `deposit`, both in major units as the API sends them, to the cent. */
export function balanceOf(total: number, deposit: number, currency = 'USD'): number {
  return fromMinor(toMinor(total, currency) - toMinor(deposit, currency), currency);
}

/**
 * SPEC's terms on a cancellation: `percent` of the total back, never more than was received. Received, before
 * refunds: every refund recorded is taken from this sum to give what is still to refund (decision 165).
 */
export function refundDueMinor(receivedMinor: number, totalMinor: number, percent: number): number {
  return Math.max(0, Math.min(receivedMinor, percentOfMinor(totalMinor, percent)));
}

/** A minor amount written as the site writes money. */
export function formatMinor(minor: number, currency = 'USD', locale: Locale = 'en'): string {
  return formatMoney(fromMinor(minor, currency), currency, locale);
}

/**
 * The one money formatter of the site, its pages, mails and JSON-LD (issue 17; CONVENTIONS: a formatter
 * exists once). Amounts are in the currency's major unit (dollars), as the API sends them. Whole amounts
 * show no decimals ("$4,850"); cents show only when there are any after rounding to the cent ("$19.99").
 * The page's language picks the Intl tag (issue 42: en-US, de-DE); the tag is fixed per language, never the
 * visitor's, so the server's HTML and the browser's render always agree.
 */
const formatters = new Map<string, { whole: Intl.NumberFormat; exact: Intl.NumberFormat; minorDigits: number }>();

function formattersFor(currency: string, locale: Locale = 'en') {
  const key = `${locale}:${currency}`;
  let entry = formatters.get(key);
  if (!entry) {
    const tag = INTL_TAG[locale];
    const exact = new Intl.NumberFormat(tag, { style: 'currency', currency });
    const minorDigits = exact.resolvedOptions().maximumFractionDigits ?? 2;
    entry = { whole: new Intl.NumberFormat(tag, { style: 'currency', currency, maximumFractionDigits: 0 }), exact, minorDigits };
    formatters.set(key, entry);
  }
  return entry;
}

/** "$4,850", "$19.99", "€1,200"; in German "4.850 $", "19,99 $" (`currency` is an ISO 4217 code). */
export function formatMoney(amount: number, currency = 'USD', locale: Locale = 'en'): string {
  const { whole, exact, minorDigits } = formattersFor(currency, locale);
  const scale = 10 ** minorDigits;
  const minor = Math.round(amount * scale);
  return minor % scale === 0 ? whole.format(minor / scale) : exact.format(minor / scale);
}

/** What the site says instead of "$0": SPEC's package form defaults the price to 0 (issue 17). */
export const PRICE_ON_REQUEST = 'Price on request';
const PRICE_ON_REQUEST_IN: Localized<string> = { en: PRICE_ON_REQUEST, de: 'Preis auf Anfrage' };

/** A price worth showing: a positive amount (0 and null mean "on request"). */
export function isPriced(amount: number | null | undefined): amount is number {
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0;
}

/** The amount, or "Price on request" for 0 or none. */
export function priceLabel(amount: number | null | undefined, currency = 'USD', locale: Locale = 'en'): string {
  return isPriced(amount) ? formatMoney(amount, currency, locale) : PRICE_ON_REQUEST_IN[locale];
}

/**
 * An amount with its ISO code, for the staff's proposal editor (issue 29): "USD 6,600", "ZAR 120,120.50", so
 * a currency change can never pass unseen behind a "$" that several currencies share.
 */
export function formatMoneyCode(amount: number, currency = 'USD'): string {
  const minor = toMinor(amount, currency);
  const digits = minor % 10 ** minorDigits(currency) === 0 ? 0 : minorDigits(currency);
  return `${currency} ${fromMinor(minor, currency).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}
