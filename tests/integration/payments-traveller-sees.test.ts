import { describe, expect, it } from 'vitest';
import { eventWords } from '#components/admin/inquiries/event-words.ts';
import { siteToday } from '#database/site-time-zone.ts';
import { addDays } from '#lib/domain/dates.ts';
import { Migration20261127090000_PaymentEventsInMinorUnits } from '#database/migrations/Migration20261127090000_PaymentEventsInMinorUnits.ts';
import { acceptedBooking, travellerSees } from '../fixtures/proposals.ts';
import { runMigration } from '../setup/run-migration.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

// Issue 29: what the traveller's page is made from after each payment, and rand credited against a dollar booking.
const ctx = withSignedInApp();

const pay = (bookingId: string, body: Record<string, unknown>) =>
  ctx.staff.post(`/api/admin/bookings/${bookingId}/payments`, { currency: 'USD', receivedOn: siteToday(), method: 'bank transfer', ...body });

describe('the traveller page after each payment', () => {
  it('asks for the deposit, then says when it was received and what is left, then paid in full', async () => {
    const { bookingId, token } = await acceptedBooking(ctx.app, ctx.staff);
    expect(await travellerSees(ctx.app, token)).toMatchObject({ status: 'deposit-due', depositAmount: 2940.3, depositReceivedOn: null, paidInFullOn: null });

    // Part of the deposit is not the deposit: still asked for.
    const yesterday = addDays(siteToday(), -1);
    expect((await pay(bookingId, { amount: 1000, reference: 'PART 1', receivedOn: yesterday })).status).toBe(201);
    expect(await travellerSees(ctx.app, token)).toMatchObject({ status: 'deposit-due', depositReceivedOn: null });

    expect((await pay(bookingId, { amount: 1940.3, reference: 'PART 2' })).status).toBe(201);
    const confirmed = await travellerSees(ctx.app, token);
    expect(confirmed).toMatchObject({ status: 'confirmed', depositReceivedOn: siteToday(), paid: 2940.3, balance: 6860.69, balanceDueOn: addDays(siteToday(), 140) });

    expect((await pay(bookingId, { amount: 6860.69, reference: 'BALANCE' })).status).toBe(201);
    expect(await travellerSees(ctx.app, token)).toMatchObject({ status: 'paid', balance: 0, paidInFullOn: siteToday(), depositReceivedOn: siteToday() });
  });
});

describe('a payment in another currency', () => {
  it('records what arrived and credits the amount given in the booking currency; the balance counts the credit', async () => {
    const { bookingId, token } = await acceptedBooking(ctx.app, ctx.staff);
    const paid = await pay(bookingId, { amount: 54000, currency: 'ZAR', creditedAmount: 2940.3, reference: 'RAND 1' });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ status: 'confirmed', paid: 2940.3, balance: 6860.69 });
    expect(paid.body.payments[0]).toMatchObject({ amount: 2940.3, currency: 'USD', received: { amount: 54000, currency: 'ZAR' } });
    expect(paid.body.events.at(-1).data).toMatchObject({ amountMinor: 294030, currency: 'USD', receivedMinor: 5400000, receivedCurrency: 'ZAR' });
    expect(await travellerSees(ctx.app, token)).toMatchObject({ status: 'confirmed', balance: 6860.69 });

    // Both amounts are on the enquiry's timeline.
    const inquiryId = (await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body.inquiryId;
    const events = (await ctx.staff.get(`/api/admin/inquiries/${inquiryId}`)).body.events.filter((e: { kind: string }) => e.kind === 'payment');
    expect(eventWords(events[0])).toMatch(/ZAR\s54,000/);
    expect(eventWords(events[0])).toContain('$2,940.30');
  });

  it('is worded the same on the timeline when it was written before amounts were kept in minor units', async () => {
    const { bookingId } = await acceptedBooking(ctx.app, ctx.staff);
    expect((await pay(bookingId, { amount: 54000.5, currency: 'ZAR', creditedAmount: 2940.3, reference: 'RAND 2' })).status).toBe(201);
    const inquiryId = (await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body.inquiryId as string;
    const timeline = async () => (await ctx.staff.get(`/api/admin/inquiries/${inquiryId}`)).body.events.find((e: { kind: string }) => e.kind === 'payment');
    const written = await timeline();
    // As an install before the change kept it: what arrived in major units.
    await ctx.app.orm.em.fork().execute(`update inquiry_events set data = jsonb_set(data, '{received}', '{"amount": 54000.5, "currency": "ZAR"}') where id = ?`, [written.id]);
    expect(eventWords(await timeline())).toContain('NaN');

    await runMigration(ctx.app, Migration20261127090000_PaymentEventsInMinorUnits, 'up');
    expect((await timeline()).data).toEqual(written.data);
    expect(eventWords(await timeline())).toMatch(/ZAR\s54,000\.50 \(credited \$2,940\.30\)/);
  });

  it('needs the credited amount when the currencies differ, naming the field, and records nothing', async () => {
    const { bookingId } = await acceptedBooking(ctx.app, ctx.staff);
    const refused = await pay(bookingId, { amount: 54000, currency: 'ZAR' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('creditedAmount');
    const badCredit = await pay(bookingId, { amount: 54000, currency: 'ZAR', creditedAmount: 0 });
    expect(badCredit.status).toBe(400);
    expect(badCredit.body.errors).toHaveProperty('creditedAmount');
    expect((await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body.payments).toEqual([]);
  });

  it('voiding it takes the credited amount out again', async () => {
    const { bookingId } = await acceptedBooking(ctx.app, ctx.staff);
    const paid = await pay(bookingId, { amount: 100, currency: 'EUR', creditedAmount: 108.5 });
    const voided = await ctx.staff.post(`/api/admin/payments/${paid.body.payments[0].id}/void`, { reason: 'Wrong booking' });
    expect(voided.body).toMatchObject({ paid: 0, balance: 9800.99 });
  });
});
