import { describe, expect, it } from 'vitest';
import { implausibleRate, overpays, paymentFormApplies, refundFormApplies, sameReference } from '#lib/domain/booking/ledger-rules.ts';
import { cancellationTerms } from '#lib/domain/booking/cancellation.ts';
import { reminderDays } from '#lib/domain/booking/balance-reminders.ts';

const SCHEDULE = [{ daysBefore: 90, refundPercent: 50 }, { daysBefore: 30, refundPercent: 10 }];

describe("the ledger's rules (issues 38 and 39)", () => {
  it('compare references by letters and digits only, never matching an empty one', () => {
    expect(sameReference('AB-12/3', 'ab123')).toBe(true);
    expect(sameReference('AB-12/3', 'AB-12/4')).toBe(false);
    expect(sameReference('--', '//')).toBe(false);
    expect(sameReference(null, 'AB')).toBe(false);
  });

  it('find a credited amount more than 3× off the usual rate, either way', () => {
    expect(implausibleRate({ amount: 0.01, currency: 'ZAR' }, { amount: 9_999_999, currency: 'USD' })).toBe(true);
    expect(implausibleRate({ amount: 18_500, currency: 'ZAR' }, { amount: 1000, currency: 'USD' })).toBe(false);
    expect(implausibleRate({ amount: 1000, currency: 'USD' }, { amount: 1000, currency: 'ZAR' })).toBe(true);
    expect(implausibleRate({ amount: 1000, currency: 'EUR' }, { amount: 1080, currency: 'USD' })).toBe(false);
    expect(overpays(101, 100)).toBe(true);
    expect(overpays(100, 100)).toBe(false);
    expect(overpays(1, -50)).toBe(true);
  });

  it('show the payment form only while money is owed on a live booking, the refund form while something net was paid', () => {
    expect(paymentFormApplies({ status: 'confirmed', balance: 10 })).toBe(true);
    expect(paymentFormApplies({ status: 'paid', balance: 0 })).toBe(false);
    expect(paymentFormApplies({ status: 'cancelled', balance: 0 })).toBe(false);
    expect(refundFormApplies({ net: 0 })).toBe(false);
    expect(refundFormApplies({ net: 0.01 })).toBe(true);
  });

  it("refund all received when the operator cancels, the schedule's band when the traveller does", () => {
    const booking = { cancelledOn: '2027-01-01', departureOn: '2027-01-11', totalMinor: 100_000, paidMinor: 30_000 };
    expect(cancellationTerms(SCHEDULE, booking, 'traveller')).toMatchObject({ refundDueMinor: 0, band: null });
    expect(cancellationTerms(SCHEDULE, booking, 'operator')).toMatchObject({ refundDueMinor: 30_000, refundPercent: 100, band: null });
    // Overpaid: the operator gives back every cent received.
    expect(cancellationTerms(SCHEDULE, { ...booking, paidMinor: 110_000 }, 'operator').refundDueMinor).toBe(110_000);
  });

  it('plan no balance reminder on the day the booking was made', () => {
    // Booked within the window: the balance is due the day it is booked; the confirmation says so, no reminder.
    expect(reminderDays('2027-05-30', '2027-05-30', '2027-05-30')).toEqual([]);
    // Booked 14 days before the due date: only the reminder on the due day.
    expect(reminderDays('2027-05-30', '2027-05-16', '2027-05-16')).toEqual([{ kind: 'balance-due', on: '2027-05-30' }]);
    // Re-planned later (a payment): a reminder on that later day still goes.
    expect(reminderDays('2027-05-30', '2027-05-30', '2027-05-01')).toEqual([{ kind: 'balance-due', on: '2027-05-30' }]);
  });
});
