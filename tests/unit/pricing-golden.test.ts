import { describe, expect, it } from 'vitest';
import type { QuoteInput, QuoteTraveller, ResidencyTier } from '#lib/domain/costing/costing.types.ts';
import { priceQuote } from '#lib/domain/costing/pricing.ts';
import { DATA } from '../fixtures/pricing-data.ts';

/*
 * Issue 40's golden cases, each worked by hand to the minor unit (cents) in the comment above it. The data is
 * tests/fixtures/pricing-data.ts: Tembo Lodge (ZAR, Green R5,000 / Peak R7,000 sharing, single +50 %, third adult
 * 75 %, children 6-11 at 50 % and 12-15 at 75 %, none under 6), Marula Camp (USD $400 sharing, single +$100,
 * children 0-2 free, 3-12 $150, 13-17 80 %, its markup 15 %), Kruger's and the Mara's fees as issue 40 gives
 * them, default markup 20 %, buffer 3 %, ZAR→USD 0.054.
 */

const adults = (n: number, residency: ResidencyTier = 'sa-resident'): QuoteTraveller[] => Array.from({ length: n }, (_, i) => ({ age: 40 - i, residency }));
const child = (age: number, residency: ResidencyTier = 'sa-resident'): QuoteTraveller => ({ age, residency });

const quote = (input: Partial<QuoteInput> & Pick<QuoteInput, 'travellers' | 'stops'>) => {
  const outcome = priceQuote({ currency: 'ZAR', startDate: '2026-03-02', ...input }, DATA);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.quote;
};
/** Each line as [label, cost in its currency, that currency, cost in the quote's, sell]. */
const lines = (q: ReturnType<typeof quote>) => q.lines.map((l) => [l.label, l.costMinor, l.costCurrency, l.quoteCostMinor, l.sellMinor]);
const tembo = (nights: number, extra: object = {}) => ({ supplierId: 'tembo', room: 'Luxury tent', mealPlan: 'FB' as const, nights, ...extra });
const marula = (nights: number, extra: object = {}) => ({ supplierId: 'marula', room: 'Luxury tent', mealPlan: 'FB' as const, nights, ...extra });
const TEMBO_2 = 'Tembo Lodge, 2 nights, Luxury tent, full board';
const MARULA_2 = 'Marula Camp, 2 nights, Luxury tent, full board';

describe('golden cases (issue 40)', () => {
  // 1. Two SA residents, 2 Green nights: 2 × 2 × 500 000 = 2 000 000, sell × 1.20 = 2 400 000.
  //    Kruger: 2 nights × 2 × 13 400 = 53 600, × 1.20 = 64 320. Cost 2 053 600, sell 2 464 320, margin 410 720
  //    (410 720 / 2 464 320 = 16.67 %), per person 2 464 320 / 2 = 1 232 160.
  it('1: South African residents pay the SA tier in Kruger', () => {
    const q = quote({ travellers: adults(2), stops: [tembo(2, { parkId: 'kruger' })] });
    expect(lines(q)).toEqual([[TEMBO_2, 2_000_000, 'ZAR', 2_000_000, 2_400_000], ['Park fees: Kruger National Park, 2 nights', 53_600, 'ZAR', 53_600, 64_320]]);
    expect(q.totals).toEqual({ costMinor: 2_053_600, sellMinor: 2_464_320, marginMinor: 410_720, marginPercent: 16.67 });
    expect(q.perPersonSharingMinor).toBe(1_232_160);
    expect(q.missing).toEqual([]);
  });

  // 2. SADC: Kruger 2 × 2 × 27 500 = 110 000, × 1.20 = 132 000.
  it('2: SADC residents pay the SADC tier', () => {
    const q = quote({ travellers: adults(2, 'sadc'), stops: [tembo(2, { parkId: 'kruger' })] });
    expect(lines(q)[1]).toEqual(['Park fees: Kruger National Park, 2 nights', 110_000, 'ZAR', 110_000, 132_000]);
  });

  // 3. International: Kruger 2 × 2 × 60 200 = 240 800, × 1.20 = 288 960.
  it('3: international travellers pay the international tier', () => {
    const q = quote({ travellers: adults(2, 'international'), stops: [tembo(2, { parkId: 'kruger' })] });
    expect(lines(q)[1]).toEqual(['Park fees: Kruger National Park, 2 nights', 240_800, 'ZAR', 240_800, 288_960]);
  });

  // 4. A child of 1 at Marula (band 0-2 free): a night 2 × 40 000 + 0 = 80 000; 2 nights 160 000; Marula's own
  //    markup 15 %: 184 000.
  it('4: a child aged 1 sleeps free where the card says so', () => {
    const q = quote({ currency: 'USD', travellers: [...adults(2), child(1)], stops: [marula(2)] });
    expect(lines(q)).toEqual([[MARULA_2, 160_000, 'USD', 160_000, 184_000]]);
  });

  // 5. A child of 1 at Tembo (no child under 6): no accommodation line, the reason in `missing`. Kruger is still
  //    priced: 2 nights × (2 × 13 400 + 0 for under 2) = 53 600, × 1.20 = 64 320.
  it('5: a child aged 1 under the minimum age is missing, not priced as 0', () => {
    const q = quote({ travellers: [...adults(2), child(1)], stops: [tembo(2, { parkId: 'kruger' })] });
    expect(lines(q)).toEqual([['Park fees: Kruger National Park, 2 nights', 53_600, 'ZAR', 53_600, 64_320]]);
    expect(q.missing).toEqual([{ stop: 0, night: '2026-03-02', reason: 'Tembo Lodge takes no child under 6 (a traveller is 1)' }]);
  });

  // 6. A child of 3 at Marula (band 3-12, $150): a night 80 000 + 15 000 = 95 000; 2 nights 190 000; × 1.15 = 218 500.
  it('6: a child aged 3 pays its band amount', () => {
    const q = quote({ currency: 'USD', travellers: [...adults(2), child(3)], stops: [marula(2)] });
    expect(lines(q)).toEqual([[MARULA_2, 190_000, 'USD', 190_000, 218_500]]);
  });

  // 7. A child of 9 at Tembo (band 6-11, 50 %): a night 2 × 500 000 + 250 000 = 1 250 000; 2 nights 2 500 000;
  //    × 1.20 = 3 000 000. Kruger, international: a night 2 × 60 200 + 30 000 (child 2-11) = 150 400; 2 nights
  //    300 800; × 1.20 = 360 960.
  it('7: a child aged 9 pays half the sharing rate and the child park fee', () => {
    const q = quote({ travellers: [...adults(2, 'international'), child(9, 'international')], stops: [tembo(2, { parkId: 'kruger' })] });
    expect(lines(q)).toEqual([[TEMBO_2, 2_500_000, 'ZAR', 2_500_000, 3_000_000], ['Park fees: Kruger National Park, 2 nights', 300_800, 'ZAR', 300_800, 360_960]]);
  });

  // 8. A child of 13 at Tembo (band 12-15, 75 %): a night 1 000 000 + 375 000 = 1 375 000; 2 nights 2 750 000;
  //    × 1.20 = 3 300 000. Kruger counts 13 as an adult (12 and over): 2 nights × 3 × 13 400 = 80 400, × 1.20 = 96 480.
  it('8: a child aged 13 pays its band and an adult park fee', () => {
    const q = quote({ travellers: [...adults(2), child(13)], stops: [tembo(2, { parkId: 'kruger' })] });
    expect(lines(q)).toEqual([[TEMBO_2, 2_750_000, 'ZAR', 2_750_000, 3_300_000], ['Park fees: Kruger National Park, 2 nights', 80_400, 'ZAR', 80_400, 96_480]]);
  });

  // 9. A child of 17 at Marula in the Mara (band 13-17, 80 % of 40 000 = 32 000): a night 112 000; 2 nights 224 000;
  //    × 1.15 = 257 600. Mara, per day, 3 days (2, 3 and 4 March), non-residents: (2 × 10 000 + 5 000) × 3 = 75 000;
  //    × 1.20 = 90 000. Cost 299 000, sell 347 600, margin 48 600 (13.98 %); per person 347 600 / 3 = 115 866.67 → 115 867.
  it('9: a child aged 17 pays its band and the Mara child fee, counted per day', () => {
    const q = quote({ currency: 'USD', travellers: [...adults(2, 'international'), child(17, 'international')], stops: [marula(2, { parkId: 'masai-mara' })] });
    expect(lines(q)).toEqual([[MARULA_2, 224_000, 'USD', 224_000, 257_600], ['Park fees: Masai Mara National Reserve, 2 nights', 75_000, 'USD', 75_000, 90_000]]);
    expect(q.totals).toEqual({ costMinor: 299_000, sellMinor: 347_600, marginMinor: 48_600, marginPercent: 13.98 });
    expect(q.perPersonSharingMinor).toBe(115_867);
  });

  // 10. A solo traveller at Tembo: 500 000 + 50 % = 750 000 a night; 2 nights 1 500 000; × 1.20 = 1 800 000.
  it('10: a solo traveller pays the percent single supplement', () => {
    const q = quote({ travellers: adults(1), stops: [tembo(2)] });
    expect(lines(q)).toEqual([[TEMBO_2, 1_500_000, 'ZAR', 1_500_000, 1_800_000]]);
    expect(q.perPersonSharingMinor).toBe(1_800_000);
  });

  // 11. A solo traveller at Marula: 40 000 + 10 000 = 50 000 a night; 2 nights 100 000; × 1.15 = 115 000.
  it('11: a solo traveller pays the amount single supplement', () => {
    expect(lines(quote({ currency: 'USD', travellers: adults(1), stops: [marula(2)] }))).toEqual([[MARULA_2, 100_000, 'USD', 100_000, 115_000]]);
  });

  // 12. A triple at Tembo: 2 × 500 000 + 75 % × 500 000 = 1 375 000 a night; 2 nights 2 750 000; × 1.20 = 3 300 000.
  it('12: a third adult in the room pays the third-adult percent', () => {
    expect(lines(quote({ travellers: adults(3), rooms: [[0, 1, 2]], stops: [tembo(2)] }))).toEqual([[TEMBO_2, 2_750_000, 'ZAR', 2_750_000, 3_300_000]]);
  });

  // 13. Three adults by default: a double (2 × 500 000) and a single (500 000 + 250 000): 1 750 000 a night;
  //     2 nights 3 500 000; × 1.20 = 4 200 000.
  it('13: an odd adult has a room alone by default', () => {
    expect(lines(quote({ travellers: adults(3), stops: [tembo(2)] }))).toEqual([[TEMBO_2, 3_500_000, 'ZAR', 3_500_000, 4_200_000]]);
  });

  // 14. 4 nights from 29 June: 29 and 30 June Green (2 × 500 000 each), 1 and 2 July Peak (2 × 700 000 each):
  //     2 000 000 + 2 800 000 = 4 800 000; × 1.20 = 5 760 000.
  it('14: a stay crossing a season boundary takes each night from its own season', () => {
    const q = quote({ startDate: '2026-06-29', travellers: adults(2), stops: [tembo(4)] });
    expect(lines(q)).toEqual([['Tembo Lodge, 4 nights, Luxury tent, full board', 4_800_000, 'ZAR', 4_800_000, 5_760_000]]);
  });

  // 15. 2 nights from 1 July: Peak asks for 3 at least → missing, no line, totals 0.
  it('15: a stay shorter than the season’s minimum nights is missing', () => {
    const q = quote({ startDate: '2026-07-01', travellers: adults(2), stops: [tembo(2)] });
    expect(q.lines).toEqual([]);
    expect(q.missing).toEqual([{ stop: 0, night: '2026-07-01', reason: 'Peak at Tembo Lodge needs at least 3 nights; the stay is 2' }]);
    expect(q.totals.sellMinor).toBe(0);
  });

  // 16. Kruger across 31 Oct → 1 Nov 2025, international: night of 31 Oct 2 × 53 500 = 107 000 (2024/25 row),
  //     night of 1 Nov 2 × 60 200 = 120 400 (2025/26 row): 227 400; × 1.20 = 272 880.
  it('16: Kruger’s tariff year changing mid-stay uses both rows', () => {
    const q = quote({ startDate: '2025-10-31', travellers: adults(2, 'international'), stops: [tembo(2, { parkId: 'kruger' })] });
    expect(lines(q)[1]).toEqual(['Park fees: Kruger National Park, 2 nights', 227_400, 'ZAR', 227_400, 272_880]);
    expect(q.lines[1]!.parkFeeIds.sort()).toEqual(['kruger-2024-international-adult', 'kruger-2025-international-adult']);
  });

  // 17. The Mara across 30 Jun → 1 Jul, one night, per day: 30 June 2 × 10 000, 1 July 2 × 20 000 = 60 000;
  //     × 1.20 = 72 000. Marula 2 × 40 000 = 80 000; × 1.15 = 92 000.
  it('17: the Mara’s fee doubling on 1 July counts each day at its own rate', () => {
    const q = quote({ currency: 'USD', startDate: '2026-06-30', travellers: adults(2, 'international'), stops: [marula(1, { parkId: 'masai-mara' })] });
    expect(lines(q)).toEqual([['Marula Camp, 1 night, Luxury tent, full board', 80_000, 'USD', 80_000, 92_000], ['Park fees: Masai Mara National Reserve, 1 night', 60_000, 'USD', 60_000, 72_000]]);
  });

  // 18. Tembo sold in dollars at Settings' 0.054 plus the 3 % buffer: 2 000 000 × 0.054 = 108 000; × 1.03 = 111 240;
  //     × 1.20 = 133 488.
  it('18: a rand cost sold in dollars at the Settings rate with the buffer, the rate named', () => {
    const q = quote({ currency: 'USD', travellers: adults(2), stops: [tembo(2)] });
    expect(lines(q)).toEqual([[TEMBO_2, 2_000_000, 'ZAR', 111_240, 133_488]]);
    expect(q.fx).toEqual([{ from: 'ZAR', to: 'USD', rate: 0.054, on: '2026-01-05', bufferPercent: 3 }]);
  });

  // 19. A rate given with the quote: one solo night 750 000 × 0.0531 = 39 825; × 1.03 = 41 019.75 → 41 020;
  //     × 1.20 = 49 224. The rate is dated today.
  it('19: a rate given with the quote wins over Settings and is dated today', () => {
    const q = quote({ currency: 'USD', fx: { ZAR: 0.0531 }, travellers: adults(1), stops: [tembo(1)] });
    expect(lines(q)).toEqual([['Tembo Lodge, 1 night, Luxury tent, full board', 750_000, 'ZAR', 41_020, 49_224]]);
    expect(q.fx).toEqual([{ from: 'ZAR', to: 'USD', rate: 0.0531, on: '2026-02-01', bufferPercent: 3 }]);
  });

  // 20. Five in a Family suite that sleeps 4: an error naming the room.
  it('20: a per-room rate over its maximum occupancy is refused, naming the room', () => {
    const outcome = priceQuote({ currency: 'ZAR', startDate: '2026-03-02', travellers: adults(5), rooms: [[0, 1, 2, 3, 4]], stops: [tembo(1, { room: 'Family suite' })] }, DATA);
    expect(outcome).toEqual({ ok: false, field: 'rooms', message: 'Family suite sleeps at most 4: room 1 has 5 travellers' });
  });
});

describe('more priced by hand', () => {
  // Four in the Family suite (R12,000 a room): 2 nights × 1 200 000 = 2 400 000; × 1.20 = 2 880 000.
  it('prices a per-room rate once per room', () => {
    expect(lines(quote({ travellers: adults(4), rooms: [[0, 1, 2, 3]], stops: [tembo(2, { room: 'Family suite' })] }))).toEqual([
      ['Tembo Lodge, 2 nights, Family suite, full board', 2_400_000, 'ZAR', 2_400_000, 2_880_000],
    ]);
  });

  // The villa per group, the quote's markup 10 %: 3 000 000 → 3 300 000. A dinner per person, its own 30 %:
  // 4 × 45 000 = 180 000 → 234 000. Totals 3 180 000 and 3 534 000.
  it('prices a per-group rate once and extras per person with their own markup', () => {
    const q = quote({ markupPercent: 10, travellers: adults(4), stops: [tembo(1, { room: 'Exclusive villa' })], extras: [{ label: 'Bush dinner', costMinor: 45_000, currency: 'ZAR', per: 'person', markupPercent: 30 }] });
    expect(lines(q)).toEqual([['Tembo Lodge, 1 night, Exclusive villa, full board', 3_000_000, 'ZAR', 3_000_000, 3_300_000], ['Bush dinner', 180_000, 'ZAR', 180_000, 234_000]]);
    expect(q.totals).toMatchObject({ costMinor: 3_180_000, sellMinor: 3_534_000 });
  });

  // 101 × 1.50 = 151.5 → 152: half rounds up.
  it('rounds a line half up', () => {
    const q = quote({ currency: 'USD', travellers: adults(1), stops: [], extras: [{ label: 'Transfer', costMinor: 101, currency: 'USD', per: 'group', markupPercent: 50 }] });
    expect(q.lines[0]!.sellMinor).toBe(152);
  });

  it('lists a currency with no rate to the sale currency in missing, and prices nothing for it', () => {
    const q = quote({ currency: 'EUR', travellers: adults(2), stops: [marula(2)] });
    expect(q.lines).toEqual([]);
    expect(q.missing).toEqual([{ stop: 0, night: null, reason: 'No exchange rate from USD to EUR: give one or add it in Settings' }]);
  });

  it('lists a night with no rate for the room', () => {
    const q = quote({ travellers: adults(2), stops: [tembo(1, { room: 'Treehouse' })] });
    expect(q.missing).toEqual([{ stop: 0, night: '2026-03-02', reason: 'Tembo Lodge has no rate for Treehouse, FB, in Green' }]);
  });
});
