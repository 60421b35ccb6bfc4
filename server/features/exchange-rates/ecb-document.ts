import { CURRENCY_CODE, type ExchangeRates } from '#lib/domain/money/exchange.ts';

/**
 * Reads the ECB's eurofxref-daily.xml (https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml): one
 * `<Cube time="YYYY-MM-DD">` holding a `<Cube currency="USD" rate="1.0556"/>` per currency. The format has not
 * changed since 2002 and needs no XML library: this reads exactly that shape and refuses anything else, so a
 * truncated download, an error page or a changed format is a failure and never a day of wrong rates.
 */
export class EcbDocumentError extends Error {}

const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:'([^']*)'|"([^"]*)")`);
const TIME = ATTRIBUTE('time');
const CURRENCY = ATTRIBUTE('currency');
const RATE = ATTRIBUTE('rate');
/** A decimal as the ECB writes its rates: digits, one point, digits; no sign, no exponent. */
const DECIMAL = /^\d+(\.\d+)?$/;

function attribute(tag: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(tag);
  return match ? (match[1] ?? match[2]) : undefined;
}

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function parseEcbDocument(text: string): ExchangeRates {
  if (!/<(\w+:)?Envelope[\s>]/.test(text) || !/<\/(\w+:)?Envelope>\s*$/.test(text)) throw new EcbDocumentError('not an ECB envelope (cut short, or another document)');
  const days = [...text.matchAll(/<Cube\b[^>]*\btime\s*=[^>]*>/g)];
  if (days.length !== 1) throw new EcbDocumentError(`${days.length} days of rates where one was expected`);
  const date = attribute(days[0]![0], TIME);
  if (!date || !isCalendarDay(date)) throw new EcbDocumentError(`no valid day (${date ?? 'none'})`);
  const rates: Record<string, number> = {};
  for (const [tag] of text.matchAll(/<Cube\b[^>]*\bcurrency\s*=[^>]*>/g)) {
    const currency = attribute(tag, CURRENCY);
    const rate = attribute(tag, RATE);
    if (!currency || !CURRENCY_CODE.test(currency)) throw new EcbDocumentError(`a currency that is no ISO code (${currency ?? 'none'})`);
    if (currency === 'EUR' || currency in rates) throw new EcbDocumentError(`${currency} listed twice`);
    if (!rate || !DECIMAL.test(rate) || !(Number(rate) > 0)) throw new EcbDocumentError(`${currency} has no usable rate (${rate ?? 'none'})`);
    rates[currency] = Number(rate);
  }
  if (Object.keys(rates).length === 0) throw new EcbDocumentError('no rates');
  return { date, base: 'EUR', rates };
}
