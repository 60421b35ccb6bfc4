import { describe, expect, it } from 'vitest';
import { bookingState } from '#lib/domain/booking/booking-facts.ts';
import { addDays, atLocalHour } from '#lib/domain/dates.ts';
import { fromMinor, proposalTotals, toMinor } from '#lib/domain/money/money.ts';
import { newReference } from '#database/repositories/bookings.repo.ts';
import { reminderDays } from '#lib/domain/booking/balance-reminders.ts';

describe('proposal totals', () => {
  it('sums quantity × unit price in cents and rounds the deposit to the cent', () => {
    const lines = [{ quantity: 2, unitPriceMinor: toMinor(4850.5) }, { quantity: 1, unitPriceMinor: toMinor(99.99) }];
    expect(proposalTotals(lines, 30)).toEqual({ totalMinor: 980_099, depositMinor: 294_030 });
    expect(proposalTotals(lines, 33.33).depositMinor).toBe(326_667);
    expect(proposalTotals([], 30)).toEqual({ totalMinor: 0, depositMinor: 0 });
  });

  it('keeps cents exact where floating point would not (0.1 + 0.2)', () => {
    expect(toMinor(0.1) + toMinor(0.2)).toBe(30);
    expect(fromMinor(toMinor(1234.56))).toBe(1234.56);
  });
});

describe('booking state', () => {
  it('moves deposit due → confirmed → paid as payments arrive', () => {
    expect(bookingState(0, 300, 1000)).toBe('deposit-due');
    expect(bookingState(299, 300, 1000)).toBe('deposit-due');
    expect(bookingState(300, 300, 1000)).toBe('confirmed');
    expect(bookingState(1000, 300, 1000)).toBe('paid');
    expect(bookingState(1200, 300, 1000)).toBe('paid');
  });
});

describe('dates', () => {
  it('moves calendar dates across months and leap days', () => {
    expect(addDays('2028-04-29', -60)).toBe('2028-02-29');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
  });

  it('plans reminders 14 days before and on the due date, never in the past', () => {
    expect(reminderDays('2027-05-30', '2027-01-01')).toEqual([{ kind: 'balance-14d', on: '2027-05-16' }, { kind: 'balance-due', on: '2027-05-30' }]);
    expect(reminderDays('2027-05-30', '2027-05-20')).toEqual([{ kind: 'balance-due', on: '2027-05-30' }]);
    expect(reminderDays('2027-05-30', '2027-05-31')).toEqual([]);
  });

  it('finds 08:00 in a time zone, with and without summer time', () => {
    expect(atLocalHour('2027-05-30', 8, 'Africa/Johannesburg').toISOString()).toBe('2027-05-30T06:00:00.000Z');
    expect(atLocalHour('2027-07-01', 8, 'Europe/London').toISOString()).toBe('2027-07-01T07:00:00.000Z');
    expect(atLocalHour('2027-01-15', 8, 'Europe/London').toISOString()).toBe('2027-01-15T08:00:00.000Z');
  });
});

describe('booking references', () => {
  it('are AST- and four characters that cannot be misread (no 0, O, 1 or I)', () => {
    for (let i = 0; i < 500; i++) expect(newReference()).toMatch(/^AST-[2-9A-HJ-NP-Z]{4}$/);
  });
});
