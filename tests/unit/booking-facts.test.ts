import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceDueOn, bookingFacts, bookingMoney, bookingState, returnOn } from '#lib/domain/booking/booking-facts.ts';

// Issue 37 (decision 165): the one set of facts about a booking, as every screen, mail and job reads it.
const usd4000 = { totalMinor: 400_000, depositMinor: 120_000, receivedMinor: 0, refundedMinor: 0, cancelled: false };

describe('what a booking has paid and owes', () => {
  it("counts a refund as money given back: $4,000 paid, $500 refunded is $3,500 paid, $500 owed, not paid in full", () => {
    const facts = bookingMoney({ ...usd4000, receivedMinor: 400_000, refundedMinor: 50_000 });
    expect(facts).toEqual({ receivedMinor: 400_000, refundedMinor: 50_000, paidMinor: 350_000, balanceMinor: 50_000, depositDueMinor: 0, paidInFull: false });
    expect(bookingState(facts.paidMinor, usd4000.depositMinor, usd4000.totalMinor)).toBe('confirmed');
  });

  it('asks for the rest of the deposit once a refund takes what was paid below it', () => {
    expect(bookingMoney({ ...usd4000, receivedMinor: 120_000, refundedMinor: 20_000 })).toMatchObject({ paidMinor: 100_000, depositDueMinor: 20_000, balanceMinor: 300_000 });
  });

  it('shows an overpayment as a negative balance, still paid in full', () => {
    expect(bookingMoney({ ...usd4000, receivedMinor: 410_000 })).toMatchObject({ balanceMinor: -10_000, paidInFull: true, depositDueMinor: 0 });
  });

  it('asks a cancelled booking for nothing and never calls it paid in full', () => {
    expect(bookingMoney({ ...usd4000, receivedMinor: 400_000, cancelled: true })).toMatchObject({ paidMinor: 400_000, balanceMinor: 0, depositDueMinor: 0, paidInFull: false });
    expect(bookingMoney({ ...usd4000, cancelled: true })).toMatchObject({ balanceMinor: 0, depositDueMinor: 0 });
  });

  it('keeps paid + balance = total, deposit due within the deposit, and paid in full exactly when the status says paid', () => {
    const money = fc.integer({ min: 0, max: 5_000_000 });
    fc.assert(
      fc.property(money, money, money, money, (totalMinor, depositShare, received, refund) => {
        const depositMinor = Math.min(totalMinor, depositShare);
        const refundedMinor = Math.min(received, refund);
        const facts = bookingMoney({ totalMinor, depositMinor, receivedMinor: received, refundedMinor, cancelled: false });
        expect(facts.paidMinor + facts.balanceMinor).toBe(totalMinor);
        expect(facts.depositDueMinor).toBeGreaterThanOrEqual(0);
        expect(facts.depositDueMinor).toBeLessThanOrEqual(depositMinor);
        expect(facts.paidInFull).toBe(bookingState(facts.paidMinor, depositMinor, totalMinor) === 'paid');
        expect(facts.paidInFull).toBe(facts.balanceMinor <= 0);
      }),
    );
  });
});

describe("the balance's due date", () => {
  it('is 60 days before departure', () => {
    expect(balanceDueOn('2027-06-10', '2026-11-28')).toBe('2027-04-11');
  });

  it('is the day of booking when that is later: never a day already past', () => {
    expect(balanceDueOn('2027-01-10', '2026-12-01')).toBe('2026-12-01');
    expect(balanceDueOn('2027-01-30', '2026-12-01')).toBe('2026-12-01');
    expect(balanceDueOn('2027-01-31', '2026-12-01')).toBe('2026-12-02');
  });

  it('is unknown without a departure date', () => {
    expect(balanceDueOn(null, '2026-12-01')).toBeNull();
  });
});

describe('the return day', () => {
  it("is the departure plus every stop's nights, across a month's end; a transfer of no nights adds none", () => {
    expect(returnOn('2027-01-28', [{ nights: 2 }, { nights: 0 }, { nights: 3 }])).toBe('2027-02-02');
    expect(returnOn('2027-06-10', [])).toBe('2027-06-10');
    expect(returnOn(null, [{ nights: 2 }])).toBeNull();
  });

  it('comes with the money in one set of facts', () => {
    const facts = bookingFacts({ ...usd4000, receivedMinor: 120_000, departureOn: '2027-03-01', bookedOn: '2026-11-28', stops: [{ nights: 4 }, { nights: 3 }] });
    expect(facts).toMatchObject({ paidMinor: 120_000, balanceMinor: 280_000, balanceDueOn: '2026-12-31', returnOn: '2027-03-08' });
  });
});
