import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ageInDays, approximationAllowed, convertApproximately, type ExchangeRates } from '#lib/domain/money/exchange.ts';
import { EcbDocumentError, parseEcbDocument } from '#server/features/exchange-rates/ecb-document.ts';
import { ecbRatesUrl, DEFAULT_ECB_RATES_URL } from '#server/features/exchange-rates/rates-job.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/ecb/${name}`, import.meta.url), 'utf8');
const RATES: ExchangeRates = { date: '2026-11-27', base: 'EUR', rates: { USD: 1.159, ZAR: 20.241, GBP: 0.8787 } };

describe('reading the ECB document (issue 42)', () => {
  it('reads the day and every currency of the daily file', () => {
    const day = parseEcbDocument(fixture('eurofxref-2026-11-27.xml'));
    expect(day.date).toBe('2026-11-27');
    expect(day.base).toBe('EUR');
    expect(day.rates).toMatchObject({ USD: 1.159, GBP: 0.8787, ZAR: 20.241, IDR: 19410 });
    expect(Object.keys(day.rates)).toHaveLength(29);
  });

  it('accepts double quotes as well as single ones', () => {
    const text = fixture('eurofxref-2026-11-27.xml').replaceAll("'", '"');
    expect(parseEcbDocument(text).rates.USD).toBe(1.159);
  });

  it.each([
    ['a file cut short', fixture('eurofxref-broken.xml')],
    ['an HTML error page', '<html><body>503 Service Unavailable</body></html>'],
    ['an empty answer', ''],
    ['an impossible day', fixture('eurofxref-2026-11-27.xml').replace("time='2026-11-27'", "time='2026-02-30'")],
    ['a rate that is no number', fixture('eurofxref-2026-11-27.xml').replace("rate='1.1590'", "rate='1,1590'")],
    ['a negative rate', fixture('eurofxref-2026-11-27.xml').replace("rate='1.1590'", "rate='-1.1590'")],
    ['a currency listed twice', fixture('eurofxref-2026-11-27.xml').replace("currency='JPY'", "currency='USD'")],
    ['two days in one file', fixture('eurofxref-2026-11-27.xml').replace("<Cube time='2026-11-27'>", "<Cube time='2026-11-26'></Cube><Cube time='2026-11-27'>")],
    ['a day without rates', fixture('eurofxref-2026-11-27.xml').replace(/<Cube currency=[^>]*\/>/g, '')],
  ])('refuses %s', (_what, text) => {
    expect(() => parseEcbDocument(text)).toThrow(EcbDocumentError);
  });
});

describe('approximate prices from the rates', () => {
  it('converts through the euro and rounds to a whole unit', () => {
    // $4,850 ÷ 1.159 = €4,184.64 → €4,185; in rand, × 20.241.
    expect(convertApproximately(4850, 'USD', 'EUR', RATES)).toBe(4185);
    expect(convertApproximately(4850, 'USD', 'ZAR', RATES)).toBe(Math.round((4850 / 1.159) * 20.241));
    expect(convertApproximately(1000, 'EUR', 'GBP', RATES)).toBe(879);
  });

  it('converts nothing into or out of a currency the day does not list', () => {
    expect(convertApproximately(4850, 'USD', 'JPY', RATES)).toBeUndefined();
    expect(convertApproximately(4850, 'XYZ', 'EUR', RATES)).toBeUndefined();
  });

  it('shows approximations from rates up to four days old, never older or missing', () => {
    expect(ageInDays('2026-11-27', '2026-11-30')).toBe(3);
    expect(approximationAllowed(RATES, '2026-12-01')).toBe(true);
    expect(approximationAllowed(RATES, '2026-12-02')).toBe(false);
    expect(approximationAllowed(null, '2026-11-27')).toBe(false);
  });
});

describe('ECB_RATES_URL', () => {
  it('defaults to the ECB’s daily file, may be turned off, and refuses what is no http(s) URL', () => {
    expect(ecbRatesUrl({})).toBe(DEFAULT_ECB_RATES_URL);
    expect(ecbRatesUrl({ ECB_RATES_URL: 'off' })).toBeNull();
    expect(ecbRatesUrl({ ECB_RATES_URL: 'http://127.0.0.1:8080/rates.xml' })).toBe('http://127.0.0.1:8080/rates.xml');
    expect(() => ecbRatesUrl({ ECB_RATES_URL: 'ftp://example.com/rates.xml' })).toThrow(/ECB_RATES_URL/);
    expect(() => ecbRatesUrl({ ECB_RATES_URL: 'not a url' })).toThrow(/ECB_RATES_URL/);
  });
});
