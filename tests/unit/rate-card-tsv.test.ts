import { describe, expect, it } from 'vitest';
import { parseRateTsv, printedAmountToMinor } from '#lib/domain/costing/rate-card-tsv.ts';

describe('amounts as a lodge’s sheet prints them (issue 40)', () => {
  it('reads plain, spaced, comma-grouped and currency-marked amounts to the cent, without floating point', () => {
    expect(['5000', '5 000.00', 'R5,000', 'R 5 000', 'US$1,234.5', 'ZAR 12 500.99', '0.07', '5\u00a0000'].map((a) => printedAmountToMinor(a))).toEqual([
      500_000, 500_000, 500_000, 500_000, 123_450, 1_250_099, 7, 500_000,
    ]);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'R5,0x0', '-5000', '5,00', '5.001', '5.000,00', 'five', '1,2345']) expect(printedAmountToMinor(bad)).toBeUndefined();
  });
});

describe('a pasted rate table (issue 40)', () => {
  const seasons = ['Green', 'Peak'];

  it('finds its columns by the header, in any order and case', () => {
    const parsed = parseRateTsv('AMOUNT\tBasis\tSeason\tRoom\tMeal Plan\n\n4500\tPPS\tgreen\tTent\tbed and breakfast\n', seasons);
    expect(parsed).toEqual({ ok: true, rates: [{ season: 'Green', room: 'Tent', mealPlan: 'BB', basis: 'per-person-sharing', amountMinor: 450_000 }] });
  });

  it('names the line and column of the first cell that does not parse', () => {
    const head = 'season\troom\tmeal plan\tbasis\tamount';
    expect(parseRateTsv(`${head}\nGreen\tTent\tXX\tpps\t1`, seasons)).toEqual({ ok: false, message: 'Line 2, column meal plan: "XX" is not a meal plan (RO, BB, HB, FB, FI)' });
    expect(parseRateTsv(`${head}\nGreen\tTent\tFB\tper room\t1`, seasons)).toEqual({ ok: false, message: 'Line 2, column max occupancy: a per-room rate needs its maximum occupancy' });
    expect(parseRateTsv(`${head}\nGreen\tTent\tFB\tpps\t1\nGreen\ttent\tFB\tpps\t2`, seasons)).toEqual({ ok: false, message: 'Line 3, column room: tent, FB has a rate in Green on an earlier line' });
    expect(parseRateTsv('season\troom\tbasis\tamount\nGreen\tTent\tpps\t1', seasons)).toEqual({ ok: false, message: 'Line 1: the header row names no "meal plan" column (it needs season, room, meal plan, basis and amount)' });
  });
});
