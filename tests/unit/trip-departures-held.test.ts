import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TripDepartures } from '#components/site/trip/TripDepartures.tsx';
import { DepartureChoice } from '#components/site/TripChoice.tsx';

// Issue 39 (R10): a departure whose last seats are held by a proposal sent to someone else is not "Sold out".
const departure = (over: { seatsLeft: number; heldForOthers: boolean }) => ({ id: 'd1', date: '2027-07-15', seats: 2, seatsTaken: 2 - over.seatsLeft, ...over });
const field = { name: 'departureId', value: '', onChange: () => {}, onBlur: () => {}, error: undefined };

describe('a departure held for another traveller', () => {
  it('says so on the trip page with the way to the waitlist, where a sold departure says "Sold out"', () => {
    const held = renderToStaticMarkup(createElement(TripDepartures, { departures: [departure({ seatsLeft: 0, heldForOthers: true })], today: '2026-11-28' }));
    expect(held).toContain('Held for another traveller');
    expect(held).toContain('href="#contact"');
    expect(held).not.toContain('Sold out');
    const sold = renderToStaticMarkup(createElement(TripDepartures, { departures: [departure({ seatsLeft: 0, heldForOthers: false })], today: '2026-11-28' }));
    expect(sold).toContain('Sold out');
    expect(sold).not.toContain('waitlist');
  });

  it('tells the traveller of an open proposal which seats are held for them, until when', async () => {
    const { ProposalHeader } = await import('#components/site/proposal/ProposalHeader.server.tsx');
    const proposal = { version: 1, currency: 'USD', startDate: '2027-07-15', adults: 2, children: 0, depositPercent: 30, validUntil: '2026-12-12', note: null, stops: [], lines: [], total: 2000, deposit: 600, travellerName: 'Ada', tripName: 'Okavango', included: [], excluded: [], sentAt: '2026-11-28T08:00:00.000Z', heldSeats: 2 };
    const html = renderToStaticMarkup(createElement(ProposalHeader, { proposal: proposal as never, accepted: false, timeZone: 'Africa/Johannesburg' }));
    expect(html).toContain('We are holding 2 seats for you on the departure of');
    const accepted = renderToStaticMarkup(createElement(ProposalHeader, { proposal: proposal as never, accepted: true, timeZone: 'Africa/Johannesburg' }));
    expect(accepted).not.toContain('We are holding');
  });

  it('is offered in the enquiry form as joining the waitlist; a sold one stays disabled', () => {
    const html = renderToStaticMarkup(
      createElement(DepartureChoice, { departures: [departure({ seatsLeft: 0, heldForOthers: true }), { ...departure({ seatsLeft: 0, heldForOthers: false }), id: 'd2', date: '2027-08-01' }], field }),
    );
    expect(html).toMatch(/<option value="d1">[^<]*join the waitlist/);
    expect(html).toMatch(/<option value="d2" disabled="">[^<]*\(full\)/);
  });
});
