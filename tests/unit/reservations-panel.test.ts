import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ReservationView } from '#lib/domain/reservation/reservation.types.ts';
import { ReservationsPanel } from '#pages/admin/(dashboard)/bookings/@id/ReservationsPanel.tsx';

// Issue 30: a booking's reservations as staff read them (the words come from reservations.content.ts).
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replace(/&#x27;/g, "'").trim();

const reservation = (over: Partial<ReservationView>): ReservationView => ({
  id: 'r1',
  bookingId: 'b1',
  reference: 'RES-AAA1',
  status: 'draft',
  supplier: { id: 's1', name: 'Khwai Camp', kind: 'camp', email: 'res@khwai.example.com', phone: null, address: null },
  service: '3 nights, full board, 1 room',
  checkIn: null,
  checkOut: null,
  serviceDate: null,
  travellers: [],
  travellerCount: 2,
  note: null,
  supplierReference: null,
  heldUntil: null,
  answerNote: null,
  requestedAt: null,
  answeredAt: null,
  needsAttention: false,
  events: [],
  mails: [],
  ...over,
});

describe("a booking's reservations panel", () => {
  it('shows the tally, each reservation with its dates, number, hold, mail trouble and last mail, and the actions its status allows', () => {
    const html = renderToStaticMarkup(
      createElement(ReservationsPanel, {
        bookingId: 'b1',
        cancelled: false,
        tally: { confirmed: 1, total: 3 },
        reservations: [
          reservation({}),
          reservation({ id: 'r2', reference: 'RES-BBB2', status: 'requested', supplier: { ...reservation({}).supplier, name: 'Mombo' }, serviceDate: '2027-01-05', mails: [{ id: 'm1', template: 'reservation-request', status: 'failed', attempts: 3, error: 'mailbox full', sentAt: null }] }),
          reservation({
            id: 'r3',
            reference: 'RES-CCC3',
            status: 'confirmed',
            checkIn: '2027-01-05',
            checkOut: '2027-01-08',
            supplierReference: 'KBC-4471',
            heldUntil: '2027-01-02',
            events: [{ kind: 'mail-received', author: null, data: { from: 'res@khwai.example.com', text: 'Confirmed, see you' }, createdAt: '2026-11-20T10:00:00Z' }],
          }),
        ],
      }),
    );
    expect(text(html)).toBe(
      'Reservations (1 of 3 confirmed) Request reservations ' +
        'Khwai Camp RES-AAA1 3 nights, full board, 1 room · No dates Draft Send request ' +
        'Mombo RES-BBB2 3 nights, full board, 1 room · 5 Jan 2027 Requested · mail trouble: mailbox full Set status by hand Send again ' +
        'Khwai Camp RES-CCC3 3 nights, full board, 1 room · 5 Jan 2027 – 8 Jan 2027 Confirmed · confirmation KBC-4471 · held until 2 Jan 2027 ' +
        'Mail from res@khwai.example.com: Confirmed, see you Set status by hand Voucher (PDF)',
    );
    expect(html).toContain('aria-label="Reservation at Mombo"');
  });
});
