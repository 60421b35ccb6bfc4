import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESIDENCY_TIERS, type QuoteInput } from '#lib/domain/costing/costing.types.ts';
import { priceQuote } from '#lib/domain/costing/pricing.ts';
import { tierForCountry } from '#lib/domain/costing/residency.ts';
import { DATA } from '../fixtures/pricing-data.ts';

const traveller = fc.record({ age: fc.integer({ min: 0, max: 90 }), residency: fc.constantFrom(...RESIDENCY_TIERS) });
const stop = fc.record({
  supplierId: fc.constantFrom('tembo', 'marula'),
  room: fc.constantFrom('Luxury tent', 'Exclusive villa'),
  mealPlan: fc.constant('FB' as const),
  nights: fc.integer({ min: 1, max: 6 }),
  parkId: fc.option(fc.constantFrom('kruger', 'masai-mara'), { nil: undefined }),
});
const input = fc.record({
  currency: fc.constantFrom('ZAR', 'USD'),
  startDate: fc.integer({ min: 0, max: 600 }).map((d) => new Date(Date.UTC(2025, 0, 1 + d)).toISOString().slice(0, 10)),
  travellers: fc.array(traveller, { minLength: 1, maxLength: 7 }),
  stops: fc.array(stop, { minLength: 1, maxLength: 4 }),
  markupPercent: fc.option(fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100), { nil: undefined }),
  fx: fc.option(fc.record({ ZAR: fc.integer({ min: 1, max: 100_000 }).map((n) => n / 100_000) }), { nil: undefined }),
}) as fc.Arbitrary<QuoteInput>;

const priced = (q: QuoteInput) => {
  const outcome = priceQuote(q, DATA);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.quote;
};

describe('pricing, for any party and itinerary (issue 40)', () => {
  it('totals are the sums of the lines', () => {
    fc.assert(fc.property(input, (q) => {
      const quote = priced(q);
      expect(quote.totals.costMinor).toBe(quote.lines.reduce((sum, l) => sum + l.quoteCostMinor, 0));
      expect(quote.totals.sellMinor).toBe(quote.lines.reduce((sum, l) => sum + l.sellMinor, 0));
      expect(quote.totals.marginMinor).toBe(quote.totals.sellMinor - quote.totals.costMinor);
      for (const line of quote.lines) for (const n of [line.costMinor, line.quoteCostMinor, line.sellMinor]) expect(Number.isSafeInteger(n)).toBe(true);
    }), { numRuns: 300 });
  });

  it('sells at or above cost when the markup is not negative', () => {
    fc.assert(fc.property(input, (q) => {
      const quote = priced(q);
      for (const line of quote.lines) expect(line.sellMinor).toBeGreaterThanOrEqual(line.quoteCostMinor);
      expect(quote.totals.sellMinor).toBeGreaterThanOrEqual(quote.totals.costMinor);
    }), { numRuns: 300 });
  });

  it('gives the same quote whatever order the travellers are listed in', () => {
    fc.assert(fc.property(input, fc.integer({ min: 0, max: 1_000 }), (q, seed) => {
      const shuffled = [...q.travellers].map((t, i) => ({ t, key: (i * 7919 + seed) % 101 })).sort((a, b) => a.key - b.key).map(({ t }) => t);
      expect(priced({ ...q, travellers: shuffled })).toEqual(priced(q));
    }), { numRuns: 300 });
  });
});

describe('the park tier of a country (issue 40)', () => {
  it('is sa-resident for South Africa, sadc for a SADC member, international otherwise', () => {
    expect(['ZA', 'za', 'BW', 'ZW', 'TZ', 'MU', 'KE', 'DE', 'US'].map(tierForCountry)).toEqual([
      'sa-resident', 'sa-resident', 'sadc', 'sadc', 'sadc', 'sadc', 'international', 'international', 'international',
    ]);
  });
});
