import { describe, expect, it } from 'vitest';
import { indicativePrice, type IndicativeParty, type IndicativeTrip } from '#lib/domain/costing/indicative.ts';
import { DATA } from '../fixtures/pricing-data.ts';

/*
 * The acknowledgement's first range (issue 40), worked by hand from tests/fixtures/pricing-data.ts: a trip sold in
 * rand, two nights at Tembo Lodge in Kruger (three rooms) and two at Marula Camp (one), two adults from 2 March 2026
 * (Green season). Tembo: Luxury tent 2 × 2 × 500 000 = 2 000 000, × 1.20 = 2 400 000; Family suite (per room) 2 ×
 * 1 200 000 = 2 400 000, × 1.20 = 2 880 000; Exclusive villa (per group) 2 × 3 000 000 = 6 000 000, × 1.20 =
 * 7 200 000. Marula: 2 × 2 × 40 000 USD cents = 160 000 at 18.5 × 1.03 = 19.055 → 3 048 800 ZAR cents, × 1.15 (its
 * own markup) = 3 506 120. Kruger, SA residents: 2 × 2 × 13 400 = 53 600, × 1.20 = 64 320.
 */
const TRIP: IndicativeTrip = {
  priceCurrency: 'ZAR',
  excluded: ['Drinks'],
  itinerary: [
    { title: 'Arrive in Johannesburg', nights: 0 },
    {
      title: 'Kruger', nights: 2, supplierId: 'tembo', parkId: 'kruger',
      rooms: [{ room: 'Family suite', mealPlan: 'FB' }, { room: 'Luxury tent', mealPlan: 'FB' }, { room: 'Exclusive villa', mealPlan: 'FB' }],
    },
    { title: 'Marula', nights: 2, supplierId: 'marula', rooms: [{ room: 'Luxury tent', mealPlan: 'FB' }] },
  ],
};
const TWO_SOUTH_AFRICANS: IndicativeParty = { adults: 2, childrenAges: null, country: 'ZA' };

const priced = (trip: IndicativeTrip, party = TWO_SOUTH_AFRICANS, start: string | null = '2026-03-02') => {
  const outcome = indicativePrice(trip, party, start, DATA);
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome;
};

describe('the indicative range (issue 40)', () => {
  // Low: tent 2 400 000 + Kruger 64 320 + Marula 3 506 120 = 5 970 440, per person 2 985 220.
  // High: villa 7 200 000 + 64 320 + 3 506 120 = 10 770 440, per person 5 385 220.
  it('takes each stop’s cheapest room for the low end and its dearest for the high end, per person sharing', () => {
    const range = priced(TRIP);
    expect([range.lowMinor, range.highMinor, range.currency]).toEqual([2_985_220, 5_385_220, 'ZAR']);
    expect(range.stops.map((s) => [s.title, s.options.map((o) => o.perPersonSharingMinor), s.cheapest, s.dearest])).toEqual([
      ['Kruger', [1_440_000, 1_200_000, 3_600_000], 1, 2],
      ['Marula', [1_753_060], 0, 0],
    ]);
    expect(range.missing).toEqual([]);
    expect(range.excluded).toEqual(['Drinks']);
  });

  it('suggests the draft proposal staff price from rates: the party, the dates and each stop’s simplest room', () => {
    expect(priced(TRIP).suggestion).toEqual({
      startDate: '2026-03-02',
      travellers: [{ age: 30, residency: 'sa-resident' }, { age: 30, residency: 'sa-resident' }],
      stops: [
        { supplierId: 'tembo', room: 'Luxury tent', mealPlan: 'FB', nights: 2, parkId: 'kruger' },
        { supplierId: 'marula', room: 'Luxury tent', mealPlan: 'FB', nights: 2 },
      ],
    });
  });

  // Kruger's fee is the only difference: 64 320 / 2 = 32 160 per person; for travellers from Britain the
  // international tier, 2 × 2 × 60 200 = 240 800, × 1.20 = 288 960, so the low end is 6 195 080 / 2 = 3 097 540.
  it('includes the park fees of the stops that name a park, at the party’s tier', () => {
    const withoutPark = { ...TRIP, itinerary: TRIP.itinerary.map(({ parkId: _park, ...stop }) => stop) };
    expect(priced(TRIP).lowMinor! - priced(withoutPark).lowMinor!).toBe(32_160);
    expect(priced(TRIP, { adults: 2, childrenAges: null, country: 'GB' }).lowMinor).toBe(3_097_540);
    // No country given: the highest tier, never a figure below what the trip will cost.
    expect(priced(TRIP, { adults: 2, childrenAges: null, country: null }).lowMinor).toBe(3_097_540);
  });

  // 1 July is Peak at Tembo: the villa has no Peak rate (and Peak needs 3 nights), so no figure at all, even for the low end.
  it('gives no figure when any night of any option lacks a rate, and names the gaps', () => {
    const range = priced(TRIP, TWO_SOUTH_AFRICANS, '2026-07-01');
    expect([range.lowMinor, range.highMinor]).toEqual([null, null]);
    expect(range.missing.map((m) => m.reason)).toContain('Tembo Lodge has no rate for Exclusive villa, FB, in Peak');
    expect(range.missing.every((m) => m.stop === 1)).toBe(true);
  });

  it('gives no figure when a night of the trip names no rooms to price it from', () => {
    const trip = { ...TRIP, itinerary: [...TRIP.itinerary, { title: 'Cape Town', nights: 2 }] };
    const range = priced(trip);
    expect(range.lowMinor).toBeNull();
    expect(range.missing).toEqual([{ stop: 3, night: '2026-03-06', reason: 'Cape Town names no supplier and rooms to price its nights from' }]);
  });

  it('gives no figure when a park has no fee for a traveller', () => {
    const trip = { ...TRIP, itinerary: TRIP.itinerary.map((stop) => (stop.parkId ? { ...stop, parkId: 'serengeti' } : stop)) };
    const range = priced(trip);
    expect(range.lowMinor).toBeNull();
    expect(range.missing).toEqual([{ stop: 1, night: null, reason: 'No park fees are recorded for serengeti' }]);
  });

  it('prices nothing without rooms on the trip, without adults or without a date', () => {
    const bare = { ...TRIP, itinerary: [{ title: 'Anywhere', nights: 3 }] };
    expect(indicativePrice(bare, TWO_SOUTH_AFRICANS, '2026-03-02', DATA)).toEqual({ ok: false, reason: 'no-rooms' });
    expect(indicativePrice(TRIP, { adults: null, childrenAges: [5], country: 'ZA' }, '2026-03-02', DATA)).toEqual({ ok: false, reason: 'no-party' });
    expect(indicativePrice(TRIP, TWO_SOUTH_AFRICANS, null, DATA)).toEqual({ ok: false, reason: 'no-date' });
  });
});
