import { describe, expect, it } from 'vitest';
import { convertPrice, convertTypedPrice, tripFloor } from '#lib/domain/money/currency-change.ts';

// Issue 29: a currency change converts each unit price at the rate, to the cent, in minor units.
describe('converting a proposal’s prices', () => {
  it('multiplies each unit price by the rate and rounds to the cent', () => {
    expect(convertPrice(4850.5, 18.25)).toBe(88521.63);
    expect(convertPrice(99.99, 18.25)).toBe(1824.82);
    expect(convertPrice(6600, 0.92)).toBe(6072);
    expect(convertPrice(0.01, 0.5)).toBe(0.01);
  });

  it('converts a typed price, and leaves text that is not a number yet as it is', () => {
    expect(convertTypedPrice('4850.50', 18.25)).toBe('88521.63');
    expect(convertTypedPrice('', 18.25)).toBe('');
    expect(convertTypedPrice('48,50', 18.25)).toBe('48,50');
  });

  it('puts the trip’s lowest price for the party in the proposal’s currency, or says it cannot', () => {
    expect(tripFloor(3100, { adults: 2, children: 0 }, 'USD', null)).toBe(6200);
    expect(tripFloor(3100, { adults: 2, children: 0 }, 'ZAR', { from: 'USD', rate: 18 })).toBe(111600);
    expect(tripFloor(3100, { adults: 2, children: 0 }, 'ZAR', null)).toBeNull();
    expect(tripFloor(null, { adults: 2, children: 0 }, 'USD', null)).toBeNull();
  });
});
