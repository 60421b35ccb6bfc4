import { describe, expect, it } from 'vitest';
import { addDays, addYears, atLocalHour, compareDates, dateParts, daysBetween, isValidDate, todayIn, toPlainDate, zonedParts } from '#lib/domain/dates.ts';

describe('calendar dates', () => {
  it('moves by whole days across months, years and a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2028-04-29', -60)).toBe('2028-02-29');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2027-06-15', 0)).toBe('2027-06-15');
  });

  it('counts whole days, not hours, across a daylight-saving change and a leap day', () => {
    expect(daysBetween('2027-03-27', '2027-03-29')).toBe(2);
    expect(daysBetween('2027-10-30', '2027-11-01')).toBe(2);
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(daysBetween('2027-02-01', '2027-03-01')).toBe(28);
    expect(daysBetween('2028-01-10', '2027-12-31')).toBe(-10);
  });

  it('moves by years, taking 29 February to 1 March in a year without one', () => {
    expect(addYears('2028-02-29', -1)).toBe('2027-03-01');
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29');
    expect(addYears('2027-06-30', -1)).toBe('2026-06-30');
  });

  it('accepts only days that exist, written YYYY-MM-DD', () => {
    expect(isValidDate('2028-02-29')).toBe(true);
    expect(isValidDate('2027-02-29')).toBe(false);
    expect(isValidDate('2027-04-31')).toBe(false);
    expect(isValidDate('2027-13-01')).toBe(false);
    expect(isValidDate('2027-1-01')).toBe(false);
    expect(isValidDate('27-01-01')).toBe(false);
    expect(isValidDate('2027-01-01T00:00:00Z')).toBe(false);
  });

  it('orders dates and reads their parts', () => {
    expect(['2028-01-02', '2027-12-31', '2028-01-01'].sort(compareDates)).toEqual(['2027-12-31', '2028-01-01', '2028-01-02']);
    expect(compareDates('2027-05-01', '2027-05-01')).toBe(0);
    expect(dateParts('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it('reads a date column whether PostgreSQL gave text or an entity holds a Date at UTC midnight', () => {
    expect(toPlainDate('2028-02-29')).toBe('2028-02-29');
    expect(toPlainDate(new Date('2028-02-29T00:00:00Z'))).toBe('2028-02-29');
    expect(toPlainDate(null)).toBeNull();
    expect(toPlainDate(undefined)).toBeNull();
  });

  it('refuses arithmetic on text that is not a date', () => {
    expect(() => addDays('soon', 1)).toThrow(RangeError);
  });
});

describe('today in a time zone', () => {
  it('is already tomorrow in Auckland at 23:30 UTC, and still today in Johannesburg and New York', () => {
    const lateEvening = new Date('2027-06-30T23:30:00Z');
    expect(todayIn('Pacific/Auckland', lateEvening)).toBe('2027-07-01');
    expect(todayIn('Africa/Johannesburg', lateEvening)).toBe('2027-07-01');
    expect(todayIn('UTC', lateEvening)).toBe('2027-06-30');
    expect(todayIn('America/New_York', lateEvening)).toBe('2027-06-30');
    expect(todayIn('Africa/Johannesburg', new Date('2027-06-30T21:59:59Z'))).toBe('2027-06-30');
  });

  it('reaches a leap day at the zone’s midnight, not UTC’s', () => {
    expect(todayIn('Pacific/Auckland', new Date('2028-02-28T11:00:00Z'))).toBe('2028-02-29');
    expect(todayIn('UTC', new Date('2028-02-28T11:00:00Z'))).toBe('2028-02-28');
  });

  it('follows Berlin’s clocks on the days they change', () => {
    // 28 March 2027: 02:00 CET becomes 03:00 CEST (01:00 UTC). 31 October 2027: 03:00 CEST becomes 02:00 CET.
    expect(todayIn('Europe/Berlin', new Date('2027-03-27T22:59:59Z'))).toBe('2027-03-27');
    expect(todayIn('Europe/Berlin', new Date('2027-03-27T23:00:00Z'))).toBe('2027-03-28');
    expect(todayIn('Europe/Berlin', new Date('2027-10-30T21:59:59Z'))).toBe('2027-10-30');
    expect(todayIn('Europe/Berlin', new Date('2027-10-30T22:00:00Z'))).toBe('2027-10-31');
    expect(zonedParts('2027-03-28T01:00:00Z', 'Europe/Berlin')).toEqual({ year: 2027, month: 3, day: 28, hour: 3, minute: 0, second: 0 });
  });

  it('refuses a zone that does not exist', () => {
    expect(() => todayIn('Africa/Atlantis')).toThrow(RangeError);
  });
});

describe('a local hour as an instant', () => {
  const at = (date: string, hour: number, zone: string) => atLocalHour(date, hour, zone).toISOString();

  it('finds 08:00 in zones with and without summer time', () => {
    expect(at('2027-05-30', 8, 'Africa/Johannesburg')).toBe('2027-05-30T06:00:00.000Z');
    expect(at('2027-07-01', 8, 'Europe/London')).toBe('2027-07-01T07:00:00.000Z');
    expect(at('2027-01-15', 8, 'Europe/London')).toBe('2027-01-15T08:00:00.000Z');
  });

  it('uses the offset of the hour itself on Berlin’s spring day, before and after the change', () => {
    expect(at('2027-03-28', 0, 'Europe/Berlin')).toBe('2027-03-27T23:00:00.000Z');
    expect(at('2027-03-28', 1, 'Europe/Berlin')).toBe('2027-03-28T00:00:00.000Z');
    expect(at('2027-03-28', 3, 'Europe/Berlin')).toBe('2027-03-28T01:00:00.000Z');
    expect(at('2027-03-28', 8, 'Europe/Berlin')).toBe('2027-03-28T06:00:00.000Z');
  });

  it('moves an hour the clocks skip on by the gap (02:00 on the spring day is 03:00 CEST)', () => {
    expect(at('2027-03-28', 2, 'Europe/Berlin')).toBe('2027-03-28T01:00:00.000Z');
  });

  it('takes the first of an hour shown twice on Berlin’s autumn day', () => {
    expect(at('2027-10-31', 2, 'Europe/Berlin')).toBe('2027-10-31T00:00:00.000Z');
    expect(at('2027-10-31', 3, 'Europe/Berlin')).toBe('2027-10-31T02:00:00.000Z');
    expect(at('2027-10-31', 8, 'Europe/Berlin')).toBe('2027-10-31T07:00:00.000Z');
  });

  it('lands on the previous UTC day in a zone ahead of UTC, and on a leap day', () => {
    expect(at('2027-07-01', 8, 'Pacific/Auckland')).toBe('2027-06-30T20:00:00.000Z');
    expect(at('2028-02-29', 0, 'Pacific/Auckland')).toBe('2028-02-28T11:00:00.000Z');
    expect(todayIn('Pacific/Auckland', atLocalHour('2028-02-29', 0, 'Pacific/Auckland'))).toBe('2028-02-29');
  });

  it('starts a day whose midnight a zone skips at the first instant of that day', () => {
    // Chile put its clocks forward at 24:00 on 2 September 2023: 3 September began at 01:00 (04:00 UTC).
    const start = atLocalHour('2023-09-03', 0, 'America/Santiago');
    expect(start.toISOString()).toBe('2023-09-03T04:00:00.000Z');
    expect(todayIn('America/Santiago', new Date(start.getTime() - 1000))).toBe('2023-09-02');
    expect(todayIn('America/Santiago', start)).toBe('2023-09-03');
  });
});
