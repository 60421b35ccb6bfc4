/**
 * The one money formatter of the site, its pages, mails and JSON-LD (issue 17; CONVENTIONS: a formatter
 * exists once). Amounts are in the currency's major unit (dollars), as the API sends them. Whole amounts
 * show no decimals ("$4,850"); cents show only when there are any after rounding to the cent ("$19.99").
 * `en-US` is fixed, so the server's HTML and the browser's render always agree.
 */
const formatters = new Map<string, { whole: Intl.NumberFormat; exact: Intl.NumberFormat; minorDigits: number }>();

function formattersFor(currency: string) {
  let entry = formatters.get(currency);
  if (!entry) {
    const exact = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    const minorDigits = exact.resolvedOptions().maximumFractionDigits ?? 2;
    entry = { whole: new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }), exact, minorDigits };
    formatters.set(currency, entry);
  }
  return entry;
}

/** "$4,850", "$19.99", "€1,200" (`currency` is an ISO 4217 code). */
export function formatMoney(amount: number, currency = 'USD'): string {
  const { whole, exact, minorDigits } = formattersFor(currency);
  const scale = 10 ** minorDigits;
  const minor = Math.round(amount * scale);
  return minor % scale === 0 ? whole.format(minor / scale) : exact.format(minor / scale);
}

/** What the site says instead of "$0": SPEC's package form defaults the price to 0 (issue 17). */
export const PRICE_ON_REQUEST = 'Price on request';

/** A price worth showing: a positive amount (0 and null mean "on request"). */
export function isPriced(amount: number | null | undefined): amount is number {
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0;
}

/** The amount, or "Price on request" for 0 or none. */
export function priceLabel(amount: number | null | undefined, currency = 'USD'): string {
  return isPriced(amount) ? formatMoney(amount, currency) : PRICE_ON_REQUEST;
}
