import { describe, expect, it } from 'vitest';
import { nextReservationStatus } from '#lib/domain/reservation/reservation-status.ts';

describe("a reservation's moves (issue 30)", () => {
  it('requests a draft when sent, and sending again leaves an open answer as it is', () => {
    expect(nextReservationStatus('draft', { cause: 'sent' })).toBe('requested');
    expect(nextReservationStatus('requested', { cause: 'sent' })).toBe('requested');
    expect(nextReservationStatus('provisional', { cause: 'sent' })).toBe('provisional');
    expect(nextReservationStatus('confirmed', { cause: 'sent' })).toBe('refused');
  });

  it("lets a provisional or waitlisted answer be followed by another, and ends the link after a confirm or a decline", () => {
    expect(nextReservationStatus('requested', { cause: 'answered', answer: 'provisional' })).toBe('provisional');
    expect(nextReservationStatus('provisional', { cause: 'answered', answer: 'confirm' })).toBe('confirmed');
    expect(nextReservationStatus('waitlisted', { cause: 'answered', answer: 'decline' })).toBe('declined');
    expect(nextReservationStatus('confirmed', { cause: 'answered', answer: 'decline' })).toBe('refused');
    expect(nextReservationStatus('declined', { cause: 'answered', answer: 'confirm' })).toBe('refused');
    expect(nextReservationStatus('cancelled', { cause: 'answered', answer: 'confirm' })).toBe('refused');
  });

  it('lets staff set any status by hand', () => {
    expect(nextReservationStatus('declined', { cause: 'staff', status: 'confirmed' })).toBe('confirmed');
    expect(nextReservationStatus('cancelled', { cause: 'staff', status: 'requested' })).toBe('requested');
  });

  it("cancels every reservation with the booking but a declined one", () => {
    expect(nextReservationStatus('confirmed', { cause: 'booking-cancelled' })).toBe('cancelled');
    expect(nextReservationStatus('draft', { cause: 'booking-cancelled' })).toBe('cancelled');
    expect(nextReservationStatus('declined', { cause: 'booking-cancelled' })).toBe('declined');
  });
});
