import { describe, expect, it } from 'vitest';
import type { QuoteInput } from '#lib/domain/costing/costing.types.ts';
import { priceQuote } from '#lib/domain/costing/pricing.ts';
import { costingLines, costingTotals, repricingOf, sourcesOf } from '#lib/domain/costing/proposal-costing.ts';
import { DATA } from '../fixtures/pricing-data.ts';

// Issue 40, decisions 189-190: the lines a traveller reads of a priced proposal, and the diff after a rate changes.
const adult = (age = 40) => ({ age, residency: 'sa-resident' as const });
const input = (over: Partial<QuoteInput> = {}): QuoteInput => ({
  currency: 'ZAR', startDate: '2026-03-02', travellers: [adult(), adult(38)],
  stops: [{ supplierId: 'tembo', room: 'Luxury tent', mealPlan: 'FB', nights: 2, parkId: 'kruger' }], ...over,
});
function priced(trip: QuoteInput, data = DATA) {
  const outcome = priceQuote(trip, data);
  if (!outcome.ok) throw new Error(outcome.message);
  return costingLines(outcome.quote, trip, data.suppliers);
}
const raised = (amountMinor: number) => ({
  ...DATA,
  suppliers: { ...DATA.suppliers, tembo: { ...DATA.suppliers.tembo!, cards: DATA.suppliers.tembo!.cards.map((card) => ({ ...card, version: card.version + 1, content: { ...card.content, rates: card.content.rates.map((r) => (r.season === 'Green' && r.room === 'Luxury tent' ? { ...r, amountMinor } : r)) } })) } },
});

describe('the lines of a proposal priced from rates', () => {
  it('prices two adults sharing once per person, and park fees for the party', () => {
    const lines = priced(input());
    expect(lines.map((l) => [l.label, l.quantity, l.sellMinor, l.costMinor, l.marginMinor])).toEqual([
      ['Tembo Lodge, 2 nights, Luxury tent, full board, per person sharing', 2, 2_400_000, 2_000_000, 400_000],
      ['Park fees, Kruger National Park, 2 nights', 1, 64_320, 53_600, 10_720],
    ]);
    expect(costingTotals(lines)).toEqual({ costMinor: 2_053_600, sellMinor: 2_464_320, marginMinor: 410_720 });
    expect(sourcesOf(lines)).toEqual({ rateCards: [{ id: 'card-tembo', version: 2 }], parkFeeIds: ['kruger-2025-sa-resident-adult'] });
  });

  it('names the party, not "per person", when the travellers pay different amounts', () => {
    const solo = priced(input({ travellers: [adult()] }));
    expect(solo[0]).toMatchObject({ label: 'Tembo Lodge, 2 nights, Luxury tent, full board, for 1 adult', quantity: 1 });
    const family = priced(input({ travellers: [adult(), adult(38), { age: 8, residency: 'sa-resident' }] }));
    expect(family[0]).toMatchObject({ label: 'Tembo Lodge, 2 nights, Luxury tent, full board, for 2 adults and 1 child', quantity: 1 });
  });

  it('says per room and per group for rates on those bases', () => {
    const suite = priced(input({ stops: [{ supplierId: 'tembo', room: 'Family suite', mealPlan: 'FB', nights: 2 }] }));
    expect(suite[0]).toMatchObject({ label: 'Tembo Lodge, 2 nights, Family suite, full board, per room, 1 room', quantity: 1 });
    const villa = priced(input({ stops: [{ supplierId: 'tembo', room: 'Exclusive villa', mealPlan: 'FB', nights: 2 }] }));
    expect(villa[0]).toMatchObject({ label: 'Tembo Lodge, 2 nights, Exclusive villa, full board, per group', quantity: 1 });
  });
});

describe('re-pricing what was sent (decision 190)', () => {
  it('lists only the lines whose price moved, under the label sent', () => {
    const sent = priced(input());
    expect(repricingOf(sent, priced(input()), [])).toEqual({ changed: false, lines: [], missing: [] });
    // R5,000.01: a price no longer divisible per person, so today's wording differs; the line is still the same line.
    const now = priced(input(), raised(500_001));
    expect(now[0]!.label).toContain('for 2 adults');
    expect(repricingOf(sent, now, [])).toEqual({
      changed: true,
      lines: [{ label: 'Tembo Lodge, 2 nights, Luxury tent, full board, per person sharing', sentSellMinor: 2_400_000, nowSellMinor: 2_400_005 }],
      missing: [],
    });
  });

  it('marks every line unpriceable when the trip cannot be priced at all', () => {
    const sent = priced(input());
    const reason = { stop: null, night: null, reason: 'Family suite sleeps at most 4' };
    expect(repricingOf(sent, null, [reason])).toEqual({ changed: true, lines: sent.map((l) => ({ label: l.label, sentSellMinor: l.sellMinor, nowSellMinor: null })), missing: [reason] });
  });
});
