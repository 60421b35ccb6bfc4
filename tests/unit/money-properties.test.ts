import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPOSAL_CURRENCIES } from '#lib/domain/sale/proposal.schema.ts';
import { cancellationTerms } from '#lib/domain/booking/cancellation.ts';
import { balanceOf, fromMinor, minorDigits, percentOfMinor, proposalTotals, refundDueMinor, splitMinor, sumMinor, toMinor } from '#lib/domain/money/money.ts';

/** Properties of lib/domain/money/money.ts (issue 26): sums and splits add up to the cent in every currency we take. */
const currency = fc.constantFrom(...PROPOSAL_CURRENCIES);
const line = fc.record({ quantity: fc.integer({ min: 0, max: 1000 }), unitPriceMinor: fc.integer({ min: 0, max: 10_000_000 }) });
const lines = fc.array(line, { maxLength: 50 });
/** Percentages with at most two decimals, as the schemas allow them. */
const percent = fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => basisPoints / 100);

describe('money in minor units', () => {
  it('takes every currency we offer with two minor digits', () => {
    for (const code of PROPOSAL_CURRENCIES) expect(minorDigits(code)).toBe(2);
  });

  it('makes the total the exact sum of its lines, and deposit + balance the total', () => {
    fc.assert(
      fc.property(lines, percent, currency, (priced, depositPercent, code) => {
        const { totalMinor, depositMinor } = proposalTotals(priced, depositPercent);
        expect(Number.isSafeInteger(totalMinor) && Number.isSafeInteger(depositMinor)).toBe(true);
        expect(totalMinor).toBe(priced.reduce((sum, l) => sum + l.quantity * l.unitPriceMinor, 0));
        const { balanceMinor } = splitMinor(totalMinor, depositPercent);
        expect(depositMinor + balanceMinor).toBe(totalMinor);
        expect(depositMinor).toBeGreaterThanOrEqual(0);
        expect(depositMinor).toBeLessThanOrEqual(totalMinor);
        // The balance the pages show from major units is the same cent amount.
        expect(toMinor(balanceOf(fromMinor(totalMinor, code), fromMinor(depositMinor, code), code), code)).toBe(balanceMinor);
      }),
    );
  });

  it('rounds a percentage half up to the cent, off by at most half a cent from the exact value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), percent, (minor, p) => {
        const share = percentOfMinor(minor, p);
        const exact = (BigInt(minor) * BigInt(Math.round(p * 100))) * 2n; // twice the share, in 1/10,000 of a cent
        expect(Math.abs(Number(BigInt(share) * 20_000n - exact))).toBeLessThanOrEqual(10_000);
      }),
    );
  });

  it('gives back major units that convert to the same minor units (round trip) in every currency', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), currency, (minor, code) => {
        expect(toMinor(fromMinor(minor, code), code)).toBe(minor);
      }),
    );
  });

  it('refunds min(paid, percent × total): never more than paid, and what is kept plus what is refunded is what was paid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 0, max: 1e10 }), percent, (totalMinor, paidMinor, p) => {
        const refund = refundDueMinor(paidMinor, totalMinor, p);
        expect(refund).toBeLessThanOrEqual(paidMinor);
        expect(refund).toBeLessThanOrEqual(percentOfMinor(totalMinor, p));
        expect(sumMinor([refund, paidMinor - refund])).toBe(paidMinor);
      }),
    );
  });

  it('prices a cancellation by the band the whole days reach', () => {
    const schedule = [{ daysBefore: 30, refundPercent: 10 }, { daysBefore: 90, refundPercent: 50 }, { daysBefore: 60, refundPercent: 25 }];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 1e9 }), (days, totalMinor) => {
        const departureOn = new Date(Date.UTC(2027, 0, 1 + days)).toISOString().slice(0, 10);
        const terms = cancellationTerms(schedule, { cancelledOn: '2027-01-01', departureOn, totalMinor, paidMinor: totalMinor });
        const expected = days >= 90 ? 50 : days >= 60 ? 25 : days >= 30 ? 10 : 0;
        expect(terms.daysBeforeDeparture).toBe(days);
        expect(terms.refundPercent).toBe(expected);
        expect(terms.refundDueMinor).toBe(percentOfMinor(totalMinor, expected));
      }),
    );
  });

  it('refuses to sum a fraction of a minor unit', () => {
    expect(() => sumMinor([100, 0.5])).toThrow(RangeError);
  });
});
