import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BookingListItem } from '#lib/domain/sale/proposal.types.ts';
import { BookingsTable } from '#pages/admin/(dashboard)/bookings/index/BookingsTable.tsx';
import { holdLine, holdWords } from '#pages/admin/(dashboard)/bookings/index/hold-line.ts';

// Issue 41: the bookings list says how long each booking's first hold has left.
const booking = (id: string) =>
  ({ id, reference: `AST-${id}`, inquiryId: null, proposalId: 'p', status: 'deposit-paid', currency: 'USD', total: 1000, paid: 300, balance: 700, balanceDueOn: null, departureOn: null, departureId: null, leadName: 'Ada', depositDue: 0, refunded: 0 }) as unknown as BookingListItem;

describe("a booking's hold on the bookings list", () => {
  it('counts whole days to the hold\'s last day in the operator\'s today, and says when it ends today or lapsed', () => {
    expect(holdWords(holdLine({ supplier: 'Mombo', heldUntil: '2027-03-12', lapsed: false }, '2027-03-10'))).toBe('hold ends in 2 days at Mombo');
    expect(holdWords(holdLine({ supplier: 'Mombo', heldUntil: '2027-03-11', lapsed: false }, '2027-03-10'))).toBe('hold ends in 1 day at Mombo');
    expect(holdWords(holdLine({ supplier: 'Mombo', heldUntil: '2027-03-10', lapsed: false }, '2027-03-10'))).toBe('hold ends today at Mombo');
    expect(holdWords(holdLine({ supplier: 'Mombo', heldUntil: '2027-03-09', lapsed: true }, '2027-03-10'))).toBe('hold lapsed at Mombo');
  });

  it('shows the line under the booking it belongs to, and none for a booking without a hold', () => {
    const html = renderToStaticMarkup(createElement(BookingsTable, { items: [booking('AAA1'), booking('BBB2')], holds: { AAA1: { supplier: 'Mombo', daysLeft: 2, lapsed: false } } }));
    // The phone's cards and the wide table both: every card and row of AAA1 says it, none of BBB2.
    const parts = html.split(/<li|<tr/);
    const of = (reference: string) => parts.filter((part) => part.includes(`>${reference}<`));
    expect(of('AST-AAA1')).toHaveLength(2);
    for (const part of of('AST-AAA1')) expect(part).toContain('hold ends in 2 days at Mombo');
    expect(of('AST-BBB2')).toHaveLength(2);
    for (const part of of('AST-BBB2')) expect(part).not.toMatch(/hold (ends|lapsed)/);
  });
});
