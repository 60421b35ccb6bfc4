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
  noReferenceReason: null,
  roomingOutdated: false,
  replacedBy: null,
  rooms: { double: 1, twin: 0, single: 0, triple: 0 },
  arrivalTime: null,
  arrivalBy: null,
  arrivalDetails: null,
  diets: null,
  allergies: null,
  specialRequests: null,
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
        'Khwai Camp RES-AAA1 3 nights, full board, 1 room · No dates Draft ' +
        'Rooms: 1 double Guests (2): names to follow Arrival: date and time to be confirmed Edit the request Send request ' +
        'Mombo RES-BBB2 3 nights, full board, 1 room · 5 Jan 2027 Requested · mail trouble: mailbox full ' +
        'Rooms: 1 double Guests (2): names to follow Arrival: 5 Jan 2027, time to be confirmed Edit the request Set status by hand Send again ' +
        'Khwai Camp RES-CCC3 3 nights, full board, 1 room · 5 Jan 2027 – 8 Jan 2027 Confirmed · confirmation KBC-4471 · held until 2 Jan 2027 ' +
        'Rooms: 1 double Guests (2): names to follow Arrival: 5 Jan 2027, time to be confirmed ' +
        'Mail from res@khwai.example.com: Confirmed, see you Set status by hand Voucher (PDF)',
    );
    expect(html).toContain('aria-label="Reservation at Mombo"');
  });

  // Issue 39: the lodge's own words in full, the names lead first, what it was asked, and the next step after a decline.
  it("shows a declined lodge's note in full, the guests lead first, the needs asked, and offers another lodge and the updated rooming list", () => {
    const note = 'Fully booked on those nights, we can offer Olifants instead.\nRegards, Sue';
    const html = renderToStaticMarkup(
      createElement(ReservationsPanel, {
        bookingId: 'b1',
        cancelled: false,
        tally: { confirmed: 1, total: 2 },
        reservations: [
          reservation({ status: 'declined', answerNote: note, needsAttention: true, travellers: ['Ada Lovelace', 'Charles Babbage'], checkIn: '2027-01-05', checkOut: '2027-01-07', arrivalTime: '14:30', arrivalBy: 'road', allergies: 'Ada Lovelace: nut allergy' }),
          reservation({ id: 'r2', reference: 'RES-BBB2', status: 'confirmed', supplierReference: null, noReferenceReason: 'we confirm by this answer only', roomingOutdated: true, travellers: ['Ada Lovelace'], travellerCount: 1, rooms: { double: 0, twin: 0, single: 1, triple: 0 } }),
        ],
      }),
    );
    const said = text(html);
    expect(said).toContain('Guests (2): Ada Lovelace (lead), Charles Babbage');
    expect(said).toContain('Arrival: 5 Jan 2027 at 14:30, by road transfer');
    expect(said).toContain('Allergies and medical needs: Ada Lovelace: nut allergy');
    expect(said).toContain(`Khwai Camp wrote: “${note.replace('\n', ' ')}”`);
    expect(said).toContain('Request another lodge');
    expect(said).toContain('Guests (1): Ada Lovelace (lead) Arrival');
    expect(said).toContain('Rooms: 1 single');
    expect(said).toContain('Confirmed without a number: we confirm by this answer only');
    expect(said).toContain('Send the updated rooming list');
    // One reservation declined, one confirmed: "Request another lodge" is offered once, for the declined one.
    expect(said.match(/Request another lodge/g)).toHaveLength(1);
  });
});
