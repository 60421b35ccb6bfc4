import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { eraseExpiredInquiries } from '#server/features/desk/inquiry-retention.ts';
import { addDays } from '#lib/domain/dates.ts';
import { countRows } from '../fixtures/inquiries.ts';
import { acceptBody, sentProposal } from '../fixtures/proposals.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

const ctx = withSignedInApp();

/** A booking with a payment of 2,940.30 (reference "FNB 4410") and a refund of 100 ("OUT 7"). */
async function bookingWithMoney(days = 200) {
  const { token, inquiryId, id: proposalId } = await sentProposal(ctx.app, ctx.staff, { startDate: addDays(siteToday(), days) });
  const accepted = await ctx.app.client().post(`/api/proposals/${token}/accept`, acceptBody);
  const bookingId = accepted.body.bookingId as string;
  const money = { currency: 'USD', method: 'bank transfer' };
  expect((await ctx.staff.post(`/api/admin/bookings/${bookingId}/payments`, { ...money, amount: 2940.3, receivedOn: siteToday(), reference: 'FNB 4410' })).status).toBe(201);
  expect((await ctx.staff.post(`/api/admin/bookings/${bookingId}/refunds`, { ...money, amount: 100, paidOn: siteToday(), reference: 'OUT 7' })).status).toBe(201);
  return { bookingId, inquiryId, proposalId, reference: accepted.body.reference as string };
}

const PERSONAL = /Amara|Chidi|amara@example\.com|555 0101|Dear Amara/;

async function expectAnonymisedLedger(bookingId: string, proposalId: string) {
  const booking = (await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body;
  expect(booking).toMatchObject({ inquiryId: null, erased: true, leadName: 'Erased traveller', email: '', phone: '', travellers: [], total: 9800.99, paid: 2940.3, refunded: 100, net: 2840.3, currency: 'USD' });
  expect(booking.payments).toEqual([expect.objectContaining({ amount: 2940.3, reference: 'FNB 4410', receivedOn: siteToday() })]);
  expect(booking.refunds).toEqual([expect.objectContaining({ amount: 100, reference: 'OUT 7' })]);
  expect(booking.events.map((e: { kind: string }) => e.kind)).toEqual(expect.arrayContaining(['created', 'payment', 'refund', 'erased']));
  expect(JSON.stringify(booking)).not.toMatch(PERSONAL);
  const [proposal] = await ctx.app.orm.em.fork().execute<{ inquiry_id: string | null; note: string | null; token_hash: string | null; total_minor: string }[]>(
    `select inquiry_id, note, token_hash, total_minor from proposals where id = ?`,
    [proposalId],
  );
  expect(proposal).toEqual({ inquiry_id: null, note: null, token_hash: null, total_minor: '980099' });
  return booking;
}

describe('erasing an enquiry keeps its ledger (decision 134)', () => {
  it('on request: the booking, its payments and refunds stay with the personal fields replaced, and the booking still reads without its enquiry', async () => {
    const { bookingId, inquiryId, proposalId } = await bookingWithMoney();
    expect((await ctx.staff.post(`/api/admin/bookings/${bookingId}/cancel`, { cancelledBy: 'traveller', reason: 'Amara broke a leg' })).status).toBe(200);
    expect((await ctx.staff.delete(`/api/admin/inquiries/${inquiryId}`)).status).toBe(204);
    expect(await countRows(ctx.app, 'inquiries', 'id = ?', [inquiryId])).toBe(0);
    const booking = await expectAnonymisedLedger(bookingId, proposalId);
    expect(booking).toMatchObject({ status: 'cancelled', refundDue: 2940.3, cancellation: { reason: null, refundPercent: 50 } });
    // Still in the list, and money can still be recorded against it.
    expect((await ctx.staff.get('/api/admin/bookings?limit=100')).body.items.some((b: { id: string }) => b.id === bookingId)).toBe(true);
    expect((await ctx.staff.post(`/api/admin/bookings/${bookingId}/refunds`, { amount: 10, currency: 'USD', paidOn: siteToday(), method: 'card' })).status).toBe(201);
  });

  it('by the retention sweep: an enquiry with a booking waits five years after the departure, then only its personal fields go', async () => {
    const { bookingId, inquiryId, proposalId } = await bookingWithMoney();
    const db = ctx.app.orm.em.fork();
    // No contact for three years: an enquiry without a booking would be erased now.
    await db.execute(`update inquiries set created_at = now() - interval '3 years' where id = ?`, [inquiryId]);
    await db.execute(`update inquiry_events set created_at = now() - interval '3 years' where inquiry_id = ?`, [inquiryId]);
    await db.execute(`update bookings set departure_on = ? where id = ?`, [addDays(siteToday(), -4 * 365), bookingId]);
    await eraseExpiredInquiries(ctx.app.orm);
    expect(await countRows(ctx.app, 'inquiries', 'id = ?', [inquiryId])).toBe(1);
    expect((await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body.leadName).toBe('Amara Okafor');

    // A cancellation counts from its own day: cancelled four years ago, it still waits.
    await db.execute(`update bookings set departure_on = ?, cancelled_on = ?, status = 'cancelled' where id = ?`, [addDays(siteToday(), -6 * 366), addDays(siteToday(), -4 * 365), bookingId]);
    await eraseExpiredInquiries(ctx.app.orm);
    expect(await countRows(ctx.app, 'inquiries', 'id = ?', [inquiryId])).toBe(1);

    await db.execute(`update bookings set cancelled_on = ? where id = ?`, [addDays(siteToday(), -5 * 366), bookingId]);
    expect(await eraseExpiredInquiries(ctx.app.orm)).toBeGreaterThanOrEqual(1);
    expect(await countRows(ctx.app, 'inquiries', 'id = ?', [inquiryId])).toBe(0);
    expect(await countRows(ctx.app, 'bookings', 'id = ?', [bookingId])).toBe(1);
    await expectAnonymisedLedger(bookingId, proposalId);
  });
});
