import { describe, expect, it } from 'vitest';
import { atLocalHour } from '#lib/domain/dates.ts';
import { heldUntilPast, holdDecision, holdEndsAt, type HoldState } from '#lib/domain/reservation/holds.ts';
import { nextReservationStatus } from '#lib/domain/reservation/reservation-status.ts';

// Issue 41: when staff are told of a lodge's hold, and when it lapses.
const ZONE = 'Africa/Johannesburg';
const hold = (over: Partial<HoldState> = {}): HoldState => ({ status: 'provisional', heldUntil: '2027-03-10', reminded72For: null, reminded24For: null, ...over });
const at = (date: string, hour: number) => atLocalHour(date, hour, ZONE);

describe("a lodge's hold", () => {
  it("ends at the operator's midnight after its day", () => {
    expect(holdEndsAt('2027-03-10', ZONE).toISOString()).toBe('2027-03-10T22:00:00.000Z');
    expect(holdEndsAt('2027-03-10', 'Europe/Berlin').toISOString()).toBe('2027-03-10T23:00:00.000Z');
  });

  it('asks for nothing more than 72 hours before its end, then the 72-hour reminder, then the 24-hour one, then lapses', () => {
    expect(holdDecision(hold(), at('2027-03-07', 23), ZONE)).toBeNull();
    expect(holdDecision(hold(), at('2027-03-08', 0), ZONE)).toEqual({ kind: 'remind', reminders: [72], hoursLeft: 72 });
    expect(holdDecision(hold({ reminded72For: '2027-03-10' }), at('2027-03-09', 12), ZONE)).toBeNull();
    expect(holdDecision(hold({ reminded72For: '2027-03-10' }), at('2027-03-10', 1), ZONE)).toEqual({ kind: 'remind', reminders: [24], hoursLeft: 23 });
    expect(holdDecision(hold({ reminded72For: '2027-03-10', reminded24For: '2027-03-10' }), at('2027-03-10', 23), ZONE)).toBeNull();
    expect(holdDecision(hold({ reminded72For: '2027-03-10', reminded24For: '2027-03-10' }), at('2027-03-11', 0), ZONE)).toEqual({ kind: 'lapse' });
  });

  it('tells a hold recorded with less than a day left both reminders in one, and a new date asks for both again', () => {
    expect(holdDecision(hold(), at('2027-03-10', 9), ZONE)).toEqual({ kind: 'remind', reminders: [72, 24], hoursLeft: 15 });
    const extended = hold({ heldUntil: '2027-03-20', reminded72For: '2027-03-10', reminded24For: '2027-03-10' });
    expect(holdDecision(extended, at('2027-03-18', 12), ZONE)).toEqual({ kind: 'remind', reminders: [72], hoursLeft: 60 });
  });

  it('leaves confirmed, declined, cancelled and lapsed reservations alone', () => {
    for (const status of ['confirmed', 'declined', 'cancelled', 'lapsed', 'requested'] as const) expect(holdDecision(hold({ status }), at('2027-03-12', 9), ZONE)).toBeNull();
  });

  it('lapses only a provisional hold, and a lapsed one may be held again or confirmed by the lodge', () => {
    expect(nextReservationStatus('provisional', { cause: 'hold-passed' })).toBe('lapsed');
    expect(nextReservationStatus('confirmed', { cause: 'hold-passed' })).toBe('refused');
    expect(nextReservationStatus('lapsed', { cause: 'answered', answer: 'provisional' })).toBe('provisional');
    expect(nextReservationStatus('lapsed', { cause: 'answered', answer: 'confirm' })).toBe('confirmed');
  });

  it('refuses a hold given as ending before today, and only a hold', () => {
    expect(heldUntilPast({ answer: 'provisional', heldUntil: '2027-03-09' }, '2027-03-10')).toBe(true);
    expect(heldUntilPast({ status: 'provisional', heldUntil: '2027-03-09' }, '2027-03-10')).toBe(true);
    expect(heldUntilPast({ status: 'provisional', heldUntil: '2027-03-10' }, '2027-03-10')).toBe(false);
    expect(heldUntilPast({ answer: 'confirm', heldUntil: '2027-03-09' }, '2027-03-10')).toBe(false);
  });
});
