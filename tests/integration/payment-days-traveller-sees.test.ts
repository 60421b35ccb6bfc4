import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { addDays } from '#lib/domain/dates.ts';
import { acceptedBooking, travellerSees } from '../fixtures/proposals.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

// Issue 29: the traveller's page dates the deposit and the whole price by the payment that reached each,
// in the order the money was received (not recorded), leaving a voided payment out.
const ctx = withSignedInApp();

const pay = (bookingId: string, body: Record<string, unknown>) =>
  ctx.staff.post(`/api/admin/bookings/${bookingId}/payments`, { currency: 'USD', method: 'bank transfer', ...body });

describe('the days the traveller page gives for the deposit and the whole price', () => {
  it('are the days the payments reaching each were received', async () => {
    const { bookingId, token } = await acceptedBooking(ctx.app, ctx.staff);
    // 9,800.99 in all, 2,940.30 deposit. Recorded out of order: the balance first, received later.
    expect((await pay(bookingId, { amount: 6860.69, reference: 'BALANCE', receivedOn: addDays(siteToday(), -2) })).status).toBe(201);
    const wrong = await pay(bookingId, { amount: 500, reference: 'TYPO', receivedOn: addDays(siteToday(), -9) });
    expect(wrong.status).toBe(201);
    const typo = (wrong.body.payments as { id: string; reference: string }[]).find((p) => p.reference === 'TYPO')!;
    expect((await ctx.staff.post(`/api/admin/payments/${typo.id}/void`, { reason: 'Typed on the wrong booking' })).status).toBe(200);
    expect((await pay(bookingId, { amount: 2940.3, reference: 'DEPOSIT', receivedOn: addDays(siteToday(), -5) })).status).toBe(201);
    expect(await travellerSees(ctx.app, token)).toMatchObject({ status: 'paid', depositReceivedOn: addDays(siteToday(), -5), paidInFullOn: addDays(siteToday(), -2) });
  });

  it('asks for the rest of a part-paid deposit, then gives the deposit’s day alone while the balance is open', async () => {
    const { bookingId, token } = await acceptedBooking(ctx.app, ctx.staff);
    expect((await pay(bookingId, { amount: 2000, reference: 'ONE', receivedOn: addDays(siteToday(), -6) })).status).toBe(201);
    // A part of the deposit: the page asks for the rest of it, not the whole deposit again.
    expect(await travellerSees(ctx.app, token)).toMatchObject({ status: 'deposit-due', depositAmount: 2940.3, depositDue: 940.3, depositReceivedOn: null });
    expect((await pay(bookingId, { amount: 2000, reference: 'TWO', receivedOn: addDays(siteToday(), -3) })).status).toBe(201);
    expect(await travellerSees(ctx.app, token)).toMatchObject({ status: 'confirmed', depositReceivedOn: addDays(siteToday(), -3), paidInFullOn: null });
  });
});
