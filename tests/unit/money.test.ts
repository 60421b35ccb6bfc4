import { describe, expect, it } from 'vitest';
import { formatMoney, isPriced, priceLabel, PRICE_ON_REQUEST } from '#lib/domain/money/money.ts';

describe('formatMoney', () => {
  it('writes whole dollars with thousands separators and no cents', () => {
    expect(formatMoney(4850)).toBe('$4,850');
    expect(formatMoney(350)).toBe('$350');
    expect(formatMoney(1_250_000)).toBe('$1,250,000');
  });

  it('shows cents only when there are any, rounded to the cent', () => {
    expect(formatMoney(19.99)).toBe('$19.99');
    expect(formatMoney(19.5)).toBe('$19.50');
    expect(formatMoney(19.999)).toBe('$20');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
  });

  it('uses the currency it is given, with that currency’s own minor unit', () => {
    expect(formatMoney(1200, 'EUR')).toBe('€1,200');
    expect(formatMoney(1200.5, 'EUR')).toBe('€1,200.50');
    expect(formatMoney(5000, 'JPY')).toBe('¥5,000');
    expect(formatMoney(18500, 'ZAR')).toMatch(/^ZAR\s18,500$/);
  });
});

describe('priceLabel', () => {
  it('says "Price on request" for 0 or no price, never "$0"', () => {
    expect(priceLabel(0)).toBe(PRICE_ON_REQUEST);
    expect(priceLabel(null)).toBe('Price on request');
    expect(priceLabel(undefined)).toBe('Price on request');
    expect(isPriced(0)).toBe(false);
  });

  it('formats a real price', () => {
    expect(priceLabel(1650)).toBe('$1,650');
    expect(isPriced(0.01)).toBe(true);
  });
});
