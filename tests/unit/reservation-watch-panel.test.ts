import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReservationWatchPanel } from '#pages/admin/(dashboard)/index/ReservationWatchPanel.tsx';

// Issue 30: the Overview's reservations to chase, each line linking its booking.
const none = { answersToRead: [], expiringHolds: [], departingUnconfirmed: [] };
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replace(/ :/g, ':').replace(/&#x27;/g, "'").trim();

describe("the Overview's reservations to chase", () => {
  it('shows nothing when nothing is to chase', () => {
    expect(renderToStaticMarkup(createElement(ReservationWatchPanel, { watch: none }))).toBe('');
  });

  it('lists answers to read, holds ending within 7 days (lapsed ones said so) with "Ask to extend" beside each, and departures within 45 days, each linking its booking', () => {
    const html = renderToStaticMarkup(
      createElement(ReservationWatchPanel, {
        watch: {
          answersToRead: [{ reservationId: 'r1', bookingId: 'b1', bookingReference: 'AST-AAA1', supplier: 'Khwai Camp' }],
          expiringHolds: [
            { reservationId: 'r4', bookingId: 'b4', bookingReference: 'AST-DDD4', supplier: 'Khwai Camp', heldUntil: '2027-01-02', lapsed: true },
            { reservationId: 'r2', bookingId: 'b2', bookingReference: 'AST-BBB2', supplier: 'Mombo', heldUntil: '2027-01-05', lapsed: false },
          ],
          departingUnconfirmed: [{ bookingId: 'b3', reference: 'AST-CCC3', departureOn: '2027-02-01', confirmed: 1, total: 3 }],
        },
      }),
    );
    expect(text(html)).toBe(
      "Reservations to chase Suppliers' answers to read AST-AAA1: Khwai Camp Provisional holds ending within 7 days " +
        'AST-DDD4: Khwai Camp, hold lapsed after 2 Jan 2027 Ask to extend AST-BBB2: Mombo, held until 5 Jan 2027 Ask to extend ' +
        'Departing within 45 days, not all confirmed AST-CCC3: departs 1 Feb 2027, 1 of 3 confirmed',
    );
    expect(html).toContain('href="/admin/bookings/b2"');
    expect(html).toContain('aria-label="Ask Mombo to extend the hold"');
  });
});
