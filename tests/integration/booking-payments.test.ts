import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { addDays, addYears } from '#lib/domain/dates.ts';
import { acceptBody, sentProposal } from '../fixtures/proposals.ts';
import type { TestClient } from '../setup/test-app.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

const ctx = withSignedInApp();

/** A booking of 9,800.99 USD (deposit 2,940.30) departing in 200 days. */
async function booking() {
  const { token } = await sentProposal(ctx.app, ctx.staff, { startDate: addDays(siteToday(), 200) });
  const accepted = await ctx.app.client().post(`/api/proposals/${token}/accept`, acceptBody);
  expect(accepted.status).toBe(201);
  return accepted.body.bookingId as string;
}

const pay = (bookingId: string, body: Record<string, unknown>, client: TestClient = ctx.staff) =>
  client.post(`/api/admin/bookings/${bookingId}/payments`, { currency: 'USD', receivedOn: siteToday(), method: 'bank transfer', ...body });
const refund = (bookingId: string, body: Record<string, unknown>, client: TestClient = ctx.staff) =>
  client.post(`/api/admin/bookings/${bookingId}/refunds`, { currency: 'USD', paidOn: siteToday(), method: 'bank transfer', reference: 'OUT 1', ...body });
const detail = async (bookingId: string) => (await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body;

describe('the same payment recorded twice', () => {
  it('answers 409 naming the earlier payment, and records it with confirmDuplicate', async () => {
    const bookingId = await booking();
    const first = await pay(bookingId, { amount: 500, reference: 'FNB 77' });
    expect(first.status).toBe(201);
    const earlier = first.body.payments[0];
    // The same reference as a bank statement may spell it: case and spaces aside.
    const again = await pay(bookingId, { amount: 500, reference: ' fnb77 ' });
    expect(again.status).toBe(409);
    expect(again.body.duplicateOf).toMatchObject({ id: earlier.id, amount: 500, reference: 'FNB 77' });
    expect(again.body.message).toContain('FNB 77');
    expect(again.body.errors).toHaveProperty('reference');
    expect((await detail(bookingId)).paid).toBe(500);

    const confirmed = await pay(bookingId, { amount: 500, reference: 'FNB 77', confirmDuplicate: true });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.paid).toBe(1000);
  });

  it('makes one when two owners record it at the same moment', async () => {
    const bookingId = await booking();
    const other = (await ctx.app.signedInAdmin()).client;
    const answers = await Promise.all([pay(bookingId, { amount: 750.25, reference: 'SWIFT 9' }), pay(bookingId, { amount: 750.25, reference: 'SWIFT 9' }, other)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const booked = await detail(bookingId);
    expect(booked.paid).toBe(750.25);
    expect(booked.payments).toHaveLength(1);
  });
});

describe('voiding a payment', () => {
  it('keeps it in the ledger, marked, and out of every sum; its reference may then be used again', async () => {
    const bookingId = await booking();
    await pay(bookingId, { amount: 2940.3, reference: 'WRONG 1' });
    const kept = await pay(bookingId, { amount: 100, reference: 'RIGHT 1' });
    const wrong = kept.body.payments.find((p: { reference: string }) => p.reference === 'WRONG 1');
    expect(kept.body.status).toBe('confirmed');

    const voided = await ctx.staff.post(`/api/admin/payments/${wrong.id}/void`, { reason: 'Recorded on the wrong booking' });
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ paid: 100, status: 'deposit-due', balance: 9700.99 });
    expect(voided.body.payments).toHaveLength(2);
    expect(voided.body.payments.find((p: { id: string }) => p.id === wrong.id)).toMatchObject({ voidReason: 'Recorded on the wrong booking', voidedBy: ctx.username });
    expect(voided.body.events.map((e: { kind: string }) => e.kind)).toEqual(['created', 'payment', 'payment', 'payment-voided']);
    // Voiding it again changes nothing.
    expect((await ctx.staff.post(`/api/admin/payments/${wrong.id}/void`, { reason: 'again' })).body.paid).toBe(100);
    expect((await pay(bookingId, { amount: 2940.3, reference: 'WRONG 1' })).status).toBe(201);
  });

  it('needs a reason and a known payment', async () => {
    const bookingId = await booking();
    const paid = await pay(bookingId, { amount: 10, reference: 'R 1' });
    expect((await ctx.staff.post(`/api/admin/payments/${paid.body.payments[0].id}/void`, {})).body.errors).toHaveProperty('reason');
    expect((await ctx.staff.post('/api/admin/payments/00000000-0000-4000-8000-000000000000/void', { reason: 'x' })).status).toBe(404);
  });
});

describe('payment dates', () => {
  it('accepts from a year before the booking was made up to today, and refuses others naming receivedOn', async () => {
    const bookingId = await booking();
    for (const receivedOn of [addDays(siteToday(), 1), addDays(siteToday(), 400), '1900-01-01', addDays(addYears(siteToday(), -1), -1)]) {
      const refused = await pay(bookingId, { amount: 10, receivedOn, reference: `D ${receivedOn}` });
      expect({ receivedOn, status: refused.status }).toEqual({ receivedOn, status: 400 });
      expect(refused.body.errors).toHaveProperty('receivedOn');
    }
    expect((await pay(bookingId, { amount: 10, receivedOn: addYears(siteToday(), -1), reference: 'EARLY' })).status).toBe(201);
    expect((await detail(bookingId)).payments).toHaveLength(1);
  });
});

describe('refunds', () => {
  it('are recorded up to what was paid net of earlier refunds and voids, and the booking shows paid, refunded and net', async () => {
    const bookingId = await booking();
    await pay(bookingId, { amount: 1000, reference: 'IN 1' });
    const voidMe = await pay(bookingId, { amount: 500, reference: 'IN 2' });
    await ctx.staff.post(`/api/admin/payments/${voidMe.body.payments.find((p: { reference: string }) => p.reference === 'IN 2').id}/void`, { reason: 'Bounced' });

    const first = await refund(bookingId, { amount: 600.5 });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ paid: 1000, refunded: 600.5, net: 399.5 });
    expect(first.body.refunds).toEqual([expect.objectContaining({ amount: 600.5, currency: 'USD', reference: 'OUT 1', recordedBy: ctx.username })]);

    // Issue 38: a conflict with what was paid, 409 naming the amount.
    const over = await refund(bookingId, { amount: 399.51, reference: 'OUT 2' });
    expect(over.status).toBe(409);
    expect(over.body.errors).toHaveProperty('amount');
    expect(over.body.message).toContain('$399.50');
    const currency = await refund(bookingId, { amount: 10, currency: 'EUR' });
    expect(currency.status).toBe(400);
    expect(currency.body.errors).toHaveProperty('currency');
    expect((await refund(bookingId, { amount: 399.5, reference: 'OUT 2' })).body).toMatchObject({ refunded: 1000, net: 0 });
    // A payment cannot be voided once refunds would exceed what is left.
    const kept = (await detail(bookingId)).payments.find((p: { reference: string }) => p.reference === 'IN 1');
    expect((await ctx.staff.post(`/api/admin/payments/${kept.id}/void`, { reason: 'x' })).status).toBe(409);
  });
});

describe('owner-only money routes', () => {
  it('answer 403 to staff and change nothing', async () => {
    const bookingId = await booking();
    const paid = await pay(bookingId, { amount: 50, reference: 'OWN 1' });
    const staff = (await ctx.app.signedInAdmin({ role: 'staff' })).client;
    expect((await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).status).toBe(200);
    expect((await staff.post(`/api/admin/bookings/${bookingId}/cancel`, { cancelledBy: 'traveller', reason: 'x' })).status).toBe(403);
    expect((await refund(bookingId, { amount: 10 }, staff)).status).toBe(403);
    expect((await staff.post(`/api/admin/payments/${paid.body.payments[0].id}/void`, { reason: 'x' })).status).toBe(403);
    expect(await detail(bookingId)).toMatchObject({ status: 'deposit-due', paid: 50, refunded: 0 });
  });
});
