import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { addDays } from '#lib/domain/dates.ts';
import { acceptBody, sentProposal } from '../fixtures/proposals.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

const ctx = withSignedInApp();

/** A booking of 9,800.99 USD (deposit 2,940.30) departing on `startDate`. */
async function booking(startDate = addDays(siteToday(), 200)) {
  const { token, inquiryId, id } = await sentProposal(ctx.app, ctx.staff, { startDate });
  const accepted = await ctx.app.client().post(`/api/proposals/${token}/accept`, acceptBody);
  expect(accepted.status).toBe(201);
  return { bookingId: accepted.body.bookingId as string, reference: accepted.body.reference as string, inquiryId, proposalId: id };
}

// Each payment its own bank reference: the same one twice is a duplicate (409, tests/integration/booking-payments.test.ts).
let transfer = 0;
const pay = (bookingId: string, body: Record<string, unknown>) =>
  ctx.staff.post(`/api/admin/bookings/${bookingId}/payments`, { currency: 'USD', receivedOn: siteToday(), method: 'bank transfer', reference: `FNB ${++transfer}`, ...body });

describe('payments against a booking', () => {
  it('moves deposit due → confirmed → paid, and shows an over-payment', async () => {
    const { bookingId, inquiryId } = await booking();
    const start = (await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body;
    expect(start).toMatchObject({ status: 'deposit-due', total: 9800.99, paid: 0, balance: 9800.99, depositDue: 2940.3, deposit: 2940.3, overpaid: false });
    expect(start.travellers).toEqual(acceptBody.travellers);
    expect(start.proposal).toMatchObject({ status: 'accepted', bookingId });

    const deposit = await pay(bookingId, { amount: 2940.3 });
    expect(deposit.status).toBe(201);
    expect(deposit.body).toMatchObject({ status: 'confirmed', paid: 2940.3, balance: 6860.69, depositDue: 0 });

    const rest = await pay(bookingId, { amount: 6860.69, method: 'card' });
    expect(rest.body).toMatchObject({ status: 'paid', balance: 0, overpaid: false });

    // Issue 38: more than is owed is asked about first (409 naming the amount), and recorded once confirmed.
    const asked = await pay(bookingId, { amount: 100, method: 'cheque' });
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({ confirm: 'confirmOverpay', errors: { amount: expect.stringContaining('more than is owed') } });
    const extra = await pay(bookingId, { amount: 100, method: 'cheque', confirmOverpay: true });
    expect(extra.body).toMatchObject({ status: 'paid', balance: -100, overpaid: true });
    expect(extra.body.payments.map((p: { amount: number; method: string }) => [p.amount, p.method])).toEqual([[2940.3, 'bank transfer'], [6860.69, 'card'], [100, 'cheque']]);

    const events = (await ctx.staff.get(`/api/admin/inquiries/${inquiryId}`)).body.events.filter((e: { kind: string }) => e.kind === 'payment');
    expect(events).toHaveLength(3);
  });

  it.each([
    [{ currency: 'ZAR' }, 'creditedAmount'],
    [{ currency: 'YEN' }, 'currency'],
    [{ amount: 0 }, 'amount'],
    [{ amount: -5 }, 'amount'],
    [{ amount: 10.001 }, 'amount'],
    [{ method: 'bitcoin' }, 'method'],
    [{ receivedOn: '2026-02-30' }, 'receivedOn'],
  ])('refuses %j with a 400 naming %s and records nothing', async (change, field) => {
    const { bookingId } = await booking();
    const response = await pay(bookingId, { amount: 50, ...change });
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveProperty(field);
    expect((await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body.payments).toEqual([]);
  });

  it('counts two payments recorded at once', async () => {
    const { bookingId } = await booking();
    await Promise.all([pay(bookingId, { amount: 1000 }), pay(bookingId, { amount: 2000 })]);
    expect((await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body).toMatchObject({ paid: 3000, status: 'confirmed' });
  });

  it('answers 404 for an unknown booking', async () => {
    expect((await pay('00000000-0000-4000-8000-000000000000', { amount: 1 })).status).toBe(404);
    expect((await ctx.staff.get('/api/admin/bookings/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('the bookings list and the Overview figures', () => {
  it('lists bookings with their balance and due date (departure − 60 days), filtered by status', async () => {
    const departure = addDays(siteToday(), 150);
    const { bookingId, reference, inquiryId, proposalId } = await booking(departure);
    const list = await ctx.staff.get('/api/admin/bookings?status=deposit-due&limit=100');
    expect(list.status).toBe(200);
    const item = list.body.items.find((b: { id: string }) => b.id === bookingId);
    expect(item).toMatchObject({ reference, inquiryId, proposalId, status: 'deposit-due', currency: 'USD', total: 9800.99, paid: 0, balance: 9800.99, balanceDueOn: addDays(departure, -60), departureOn: departure, leadName: 'Amara Okafor' });
    expect(list.body.total).toBeGreaterThanOrEqual(1);
    expect((await ctx.staff.get('/api/admin/bookings?status=paid')).body.items.some((b: { id: string }) => b.id === bookingId)).toBe(false);
    expect((await ctx.staff.get('/api/admin/bookings?status=lost')).status).toBe(400);
  });

  it('sums proposals out, accepted, deposits awaited, balances due soon and overdue ones', async () => {
    const before = (await ctx.staff.get('/api/admin/bookings/summary')).body;
    await sentProposal(ctx.app, ctx.staff, { currency: 'EUR' });
    const soon = await booking(addDays(siteToday(), 75)); // balance due in 15 days
    const late = await booking(addDays(siteToday(), 100));
    await ctx.app.orm.em.fork().execute(`update bookings set balance_due_on = ? where id = ?`, [addDays(siteToday(), -1), late.bookingId]);

    const after = (await ctx.staff.get('/api/admin/bookings/summary')).body;
    expect(after.proposalsOut.count).toBe(before.proposalsOut.count + 1);
    expect(after.proposalsOut.value).toContainEqual({ currency: 'EUR', amount: 9800.99 });
    expect(after.acceptedLast30Days).toBe(before.acceptedLast30Days + 2);
    expect(after.depositsAwaited).toBe(before.depositsAwaited + 2);
    expect(after.balancesDueNext30Days).toBe(before.balancesDueNext30Days + 1);
    expect(after.overdue).toContainEqual({ id: late.bookingId, reference: late.reference, balance: 9800.99, currency: 'USD', balanceDueOn: addDays(siteToday(), -1) });
    expect(after.overdue.some((o: { id: string }) => o.id === soon.bookingId)).toBe(false);
  });
});

describe('the audit log', () => {
  it('records proposals, bookings and payments by who made them, without the link or the traveller\'s words', async () => {
    const { bookingId, proposalId } = await booking();
    await pay(bookingId, { amount: 500 });
    const items = (await ctx.staff.get('/api/admin/activity?limit=200')).body.items as { kind: string; action: string; recordId: string; actorName: string; changes: Record<string, unknown> | null }[];
    const proposal = items.filter((e) => e.kind === 'proposal' && e.recordId === proposalId);
    expect(proposal.map((e) => e.action)).toEqual(expect.arrayContaining(['created', 'updated']));
    expect(proposal.find((e) => e.action === 'created')!.actorName).toBe(ctx.username);
    const sent = proposal.find((e) => e.action === 'updated' && (e.changes?.status as { to?: string })?.to === 'sent');
    expect(sent).toBeDefined();
    expect(JSON.stringify(proposal)).not.toMatch(/[0-9a-f]{64}/);
    const payment = items.find((e) => e.kind === 'booking' && e.recordId === bookingId && e.action === 'created' && e.changes && 'amountMinor' in e.changes);
    expect(payment).toMatchObject({ actorName: ctx.username, changes: { method: 'bank transfer' } });
    // bigint columns reach the log as their exact text.
    expect(Number(payment!.changes!.amountMinor)).toBe(50_000);
  });
});
