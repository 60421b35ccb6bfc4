import { performance } from 'node:perf_hooks';
import type { MealPlan, ParkFee, QuoteInput, RateCardRate, SupplierRates } from '#lib/domain/costing/costing.types.ts';
import { MEAL_PLANS } from '#lib/domain/costing/costing.types.ts';
import { priceQuote, type PricingData } from '#lib/domain/costing/pricing.ts';

/** Issue 40: a 14-night, 6-traveller, 5-lodge itinerary is priced on the server in 50 ms at most. */
export const QUOTE_TARGET_MS = 50;
const RUNS = Number(process.env.BENCH_QUOTE_RUNS ?? 500);
const WARM_UP = 50;

const SEASONS = ['Green', 'Shoulder', 'Peak', 'Festive'] as const;
const ROOMS = ['Luxury tent', 'Family suite', 'Honeymoon suite', 'Classic room', 'Villa', 'Tree house'];

/** A lodge's contract as big as the trade's: four seasons, six rooms, every meal plan, children's bands. */
function lodge(index: number, currency: string, baseMinor: number): SupplierRates {
  const rates: RateCardRate[] = SEASONS.flatMap((season, s) =>
    ROOMS.flatMap((room, r) => MEAL_PLANS.map((mealPlan: MealPlan, m) => ({ season, room, mealPlan, basis: 'per-person-sharing' as const, amountMinor: baseMinor + s * 50_000 + r * 20_000 + m * 5_000 }))));
  return {
    supplierId: `lodge-${index}`,
    supplierName: `Lodge ${index}`,
    cards: [{
      id: `card-${index}`,
      version: 3,
      content: {
        name: '2027 contract', currency, validFrom: '2027-01-01', validTo: '2027-12-31',
        seasons: [
          { name: 'Green', ranges: [{ from: '2027-01-01', to: '2027-12-31' }], priority: 0 },
          { name: 'Shoulder', ranges: [{ from: '2027-04-01', to: '2027-06-20' }, { from: '2027-11-01', to: '2027-11-30' }], priority: 1 },
          { name: 'Peak', ranges: [{ from: '2027-06-21', to: '2027-10-31' }], priority: 2 },
          { name: 'Festive', ranges: [{ from: '2027-12-15', to: '2027-12-31' }], priority: 3, minimumNights: 3 },
        ],
        rates,
        singleSupplementPercent: 40, thirdAdultPercent: 75, minimumAge: 6,
        children: [{ fromAge: 6, toAge: 11, percent: 50 }, { fromAge: 12, toAge: 15, percent: 75 }],
      },
    }],
  };
}

const fee = (id: string, parkId: string, row: Partial<ParkFee>): ParkFee => ({
  id, parkId, parkName: parkId, authority: 'Parks', tier: 'international', fromAge: 12, toAge: null, amountMinor: 60_200, currency: 'ZAR',
  effectiveFrom: '2026-11-01', effectiveTo: '2027-10-31', counting: 'per-night', source: 'https://parks.example', note: null, ...row,
});

const parkFees: ParkFee[] = ['kruger', 'sabi-sand', 'madikwe'].flatMap((park) => [
  fee(`${park}-adult`, park, {}),
  fee(`${park}-child`, park, { fromAge: 2, toAge: 11, amountMinor: 30_000 }),
  fee(`${park}-infant`, park, { fromAge: 0, toAge: 1, amountMinor: 0 }),
]);

const suppliers = Object.fromEntries([lodge(1, 'ZAR', 450_000), lodge(2, 'ZAR', 520_000), lodge(3, 'USD', 38_000), lodge(4, 'ZAR', 610_000), lodge(5, 'BWP', 420_000)].map((s) => [s.supplierId, s]));

const DATA: PricingData = {
  suppliers,
  parkFees,
  settings: { defaultMarkupPercent: 20, fxBufferPercent: 3, rates: [{ from: 'ZAR', to: 'USD', rate: 0.054, on: '2027-01-05' }, { from: 'BWP', to: 'USD', rate: 0.073, on: '2027-01-05' }], indicativePrices: true },
  today: '2027-02-01',
};

/** Crosses the Shoulder → Peak change on 21 June mid-stay; four adults, two children, three parks, three currencies. */
const ITINERARY: QuoteInput = {
  currency: 'USD',
  startDate: '2027-06-14',
  travellers: [
    { age: 52, residency: 'international' }, { age: 49, residency: 'international' }, { age: 24, residency: 'international' },
    { age: 21, residency: 'international' }, { age: 13, residency: 'international' }, { age: 8, residency: 'international' },
  ],
  stops: [
    { supplierId: 'lodge-1', room: 'Family suite', mealPlan: 'FB', nights: 3, parkId: 'kruger' },
    { supplierId: 'lodge-2', room: 'Luxury tent', mealPlan: 'FI', nights: 3, parkId: 'sabi-sand' },
    { supplierId: 'lodge-3', room: 'Villa', mealPlan: 'FB', nights: 3 },
    { supplierId: 'lodge-4', room: 'Tree house', mealPlan: 'HB', nights: 3, parkId: 'madikwe' },
    { supplierId: 'lodge-5', room: 'Classic room', mealPlan: 'BB', nights: 2 },
  ],
  extras: [{ label: 'Charter flights', costMinor: 950_000, currency: 'ZAR', per: 'person' }],
};

export interface QuoteTiming {
  medianMs: number;
  p95Ms: number;
  runs: number;
  lines: number;
}

/** Prices the itinerary `RUNS` times after a warm-up; a quote with a gap would time less than the whole work, so it throws. */
export function timeQuote(): QuoteTiming {
  const first = priceQuote(ITINERARY, DATA);
  if (!first.ok || first.quote.missing.length > 0) throw new Error(`the bench itinerary does not price whole: ${JSON.stringify(first.ok ? first.quote.missing : first)}`);
  for (let i = 0; i < WARM_UP; i++) priceQuote(ITINERARY, DATA);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    priceQuote(ITINERARY, DATA);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (share: number) => samples[Math.min(samples.length - 1, Math.ceil(share * samples.length) - 1)]!;
  return { medianMs: at(0.5), p95Ms: at(0.95), runs: RUNS, lines: first.quote.lines.length };
}
