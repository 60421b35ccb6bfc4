import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { reservationChange, tripChangeSchema, TRIP_CHANGE_SUMMARY_MESSAGE, type ReservationState } from '#lib/domain/booking/trip-change.ts';

const camp: ReservationState = { supplier: 'Khwai Camp', checkIn: '2027-03-01', checkOut: '2027-03-04', serviceDate: null, status: 'requested', confirmation: null };

describe('what changed between two reservation states (issue 41)', () => {
  it('says nothing when nothing the traveller would notice changed', () => {
    expect(reservationChange(camp, { ...camp })).toBeNull();
    expect(reservationChange({ ...camp, status: 'draft' }, camp)).toBeNull();
    expect(reservationChange(null, { ...camp, status: 'draft' })).toBeNull();
    expect(reservationChange(null, camp)).toBeNull();
  });

  it('writes the line in the traveller’s language', () => {
    const held = { ...camp, status: 'provisional' };
    expect(reservationChange(held, { ...held, status: 'confirmed', confirmation: 'KC-88', checkOut: '2027-03-05' }, 'de')).toBe(
      'Khwai Camp: neue Daten 2027-03-01 bis 2027-03-05 (vorher 2027-03-01 bis 2027-03-04); bestätigt; Bestätigungsnummer KC-88',
    );
    expect(reservationChange(held, { ...held, status: 'confirmed', confirmation: 'KC-88', checkOut: '2027-03-05' })).toBe(
      'Khwai Camp: dates now 2027-03-01 to 2027-03-05 (were 2027-03-01 to 2027-03-04); confirmed; confirmation number KC-88',
    );
  });

  it('leaves a hold that lapses or is held again to staff, but tells a lapsed hold that is confirmed', () => {
    const held = { ...camp, status: 'provisional' };
    expect(reservationChange(held, { ...held, status: 'lapsed' })).toBeNull();
    expect(reservationChange({ ...held, status: 'lapsed' }, held)).toBeNull();
    expect(reservationChange({ ...held, status: 'lapsed' }, { ...held, status: 'confirmed', confirmation: 'KC-88' })).toBe('Khwai Camp: confirmed; confirmation number KC-88');
  });

  it('names the confirmation with its number, new dates with the old ones, and a new lodge', () => {
    expect(reservationChange(camp, { ...camp, status: 'confirmed', confirmation: 'KH-1' })).toBe('Khwai Camp: confirmed; confirmation number KH-1');
    expect(reservationChange(camp, { ...camp, checkOut: '2027-03-05' })).toBe('Khwai Camp: dates now 2027-03-01 to 2027-03-05 (were 2027-03-01 to 2027-03-04)');
    expect(reservationChange({ ...camp, status: 'confirmed', confirmation: 'KH-1' }, { ...camp, status: 'confirmed', confirmation: 'KH-2' })).toBe('Khwai Camp: confirmation number KH-2');
    expect(reservationChange(camp, { ...camp, supplier: 'Mombo' })).toBe('Mombo: now with Mombo instead of Khwai Camp');
    expect(reservationChange(null, { ...camp, supplier: 'Mombo', status: 'confirmed', confirmation: 'M-9' })).toBe('Mombo added for 2027-03-01 to 2027-03-04: confirmed, confirmation number M-9');
    expect(reservationChange({ ...camp, status: 'confirmed', confirmation: 'KH-1' }, { ...camp, status: 'cancelled', confirmation: 'KH-1' })).toBe('Khwai Camp: cancelled');
  });

  it('keeps a summary within the entry’s 200 characters', () => {
    const long = reservationChange(camp, { ...camp, supplier: 'L'.repeat(150), status: 'confirmed', confirmation: 'X'.repeat(100) })!;
    expect(long.length).toBe(200);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe("staff's change entry", () => {
  it('needs a summary, trimmed to one line, and takes optional details', () => {
    expect(v.safeParse(tripChangeSchema, { summary: '  ' }).issues?.[0]?.message).toBe(TRIP_CHANGE_SUMMARY_MESSAGE);
    expect(v.parse(tripChangeSchema, { summary: 'Pickup\nat 07:30', details: '' })).toEqual({ summary: 'Pickup at 07:30', details: undefined });
  });
});
