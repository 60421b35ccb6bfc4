import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { addDays } from '#lib/domain/dates.ts';
import { acceptBody, memoryTransport, sentProposal } from '../fixtures/proposals.ts';
import type { TestClient } from '../setup/test-app.ts';
import { until } from '../setup/until.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

const ctx = withSignedInApp();

/** A booking of 9,800.99 USD (deposit 2,940.30) departing `days` from today. */
async function booking(days = 200) {
  const { token, inquiryId } = await sentProposal(ctx.app, ctx.staff, { startDate: addDays(siteToday(), days) });
  const accepted = await ctx.app.client().post(`/api/proposals/${token}/accept`, acceptBody);
  expect(accepted.status).toBe(201);
  return { bookingId: accepted.body.bookingId as string, reference: accepted.body.reference as string, inquiryId, token };
}

const pay = (bookingId: string, body: Record<string, unknown>) =>
  ctx.staff.post(`/api/admin/bookings/${bookingId}/payments`, { currency: 'USD', receivedOn: siteToday(), method: 'bank transfer', ...body });
const refund = (bookingId: string, body: Record<string, unknown>, client: TestClient = ctx.staff) =>
  client.post(`/api/admin/bookings/${bookingId}/refunds`, { currency: 'USD', paidOn: siteToday(), method: 'bank transfer', ...body });
const cancel = (bookingId: string, body: Record<string, unknown>) => ctx.staff.post(`/api/admin/bookings/${bookingId}/cancel`, { reason: 'The lodge burned down', ...body });
const detail = async (bookingId: string) => (await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body;
const mailsOf = async (inquiryId: string, template: string) => (await ctx.app.services().mail.forInquiry(inquiryId)).filter((m) => m.template === template);
const viewSays = async (bookingId: string) => {
  const [row] = await ctx.app.orm.em.fork().execute<{ refunded_minor: string; paid_net_minor: string }[]>(`select refunded_minor, paid_net_minor from booking_facts where booking_id = ?`, [bookingId]);
  return { refundedMinor: Number(row!.refunded_minor), paidNetMinor: Number(row!.paid_net_minor) };
};

/** Sends what is queued through a memory transport and returns the text of the mails whose subject starts so. */
async function sentTexts(inquiryId: string, template: string, count: number): Promise<string[]> {
  const transport = memoryTransport();
  const worker = await ctx.app.startMailer({ work: true, transport });
  try {
    await until(() => mailsOf(inquiryId, template), (m) => m.length >= count && m.every((x) => x.status === 'sent'));
  } finally {
    await worker.stop();
  }
  const subjects = new Set((await mailsOf(inquiryId, template)).map((m) => m.subject));
  return transport.sent.filter((m) => subjects.has(m.subject)).map((m) => m.text);
}

describe('refunds (issue 38 N3)', () => {
  it('answer 409 naming the earlier refund for the same reference written another way, and record it with confirmDuplicate', async () => {
    const { bookingId } = await booking();
    await pay(bookingId, { amount: 2940.3, reference: 'IN 1' });
    expect((await refund(bookingId, { amount: 100, reference: 'RF-12/3' })).status).toBe(201);
    const again = await refund(bookingId, { amount: 100, reference: 'rf 123' });
    expect(again.status).toBe(409);
    expect(again.body.errors.reference).toContain('RF-12/3');
    expect(again.body.errors.reference).toContain('$100');
    expect(again.body.duplicateOf).toMatchObject({ reference: 'RF-12/3', amount: 100, paidOn: siteToday() });
    expect((await detail(bookingId)).refunded).toBe(100);
    const confirmed = await refund(bookingId, { amount: 100, reference: 'rf 123', confirmDuplicate: true });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.refunded).toBe(200);
  });

  it('recorded by two owners at once make one', async () => {
    const { bookingId } = await booking();
    await pay(bookingId, { amount: 2940.3, reference: 'IN 1' });
    const second = (await ctx.app.signedInAdmin({ role: 'owner' })).client;
    const answers = await Promise.all([refund(bookingId, { amount: 500, reference: 'SAME' }), refund(bookingId, { amount: 500, reference: 'SAME' }, second)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await detail(bookingId)).refunds).toHaveLength(1);
  });

  it('above what was paid net of refunds answer 409 naming the amount', async () => {
    const { bookingId } = await booking();
    await pay(bookingId, { amount: 1000, reference: 'IN 1' });
    await refund(bookingId, { amount: 600, reference: 'OUT 1' });
    const over = await refund(bookingId, { amount: 400.01, reference: 'OUT 2' });
    expect(over.status).toBe(409);
    expect(over.body.errors.amount).toContain('$400');
    expect((await detail(bookingId)).refunded).toBe(600);
  });

  it('struck out by the owner count in no sum (the booking, the booking_facts view, the refund still owed on the Overview), audited, and the traveller gets a corrected statement', async () => {
    const { bookingId, inquiryId, reference } = await booking(100);
    await pay(bookingId, { amount: 2940.3, reference: 'IN 1' });
    const cancelled = await cancel(bookingId, { cancelledBy: 'traveller' });
    expect(cancelled.body.cancellation.refundDue).toBe(2940.3);
    const first = await refund(bookingId, { amount: 2940.3, reference: 'OUT 1' });
    expect(first.body.cancellation.refundOutstanding).toBe(0);
    const owedBefore = (await ctx.staff.get('/api/admin/bookings/summary')).body.refundsDue.map((r: { reference: string }) => r.reference);
    expect(owedBefore).not.toContain(reference);

    const refundId = first.body.refunds[0].id as string;
    const staffOnly = (await ctx.app.signedInAdmin({ role: 'staff' })).client;
    expect((await staffOnly.post(`/api/admin/refunds/${refundId}/void`, { reason: 'Recorded twice' })).status).toBe(403);
    expect((await ctx.staff.post(`/api/admin/refunds/${refundId}/void`, {})).body.errors).toHaveProperty('reason');

    const voided = await ctx.staff.post(`/api/admin/refunds/${refundId}/void`, { reason: 'The bank sent it back' });
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ refunded: 0, net: 2940.3, cancellation: { refundOutstanding: 2940.3 } });
    expect(voided.body.refunds[0]).toMatchObject({ voidReason: 'The bank sent it back', voidedBy: expect.any(String) });
    expect(voided.body.events.at(-1)).toMatchObject({ kind: 'refund-voided', data: { reason: 'The bank sent it back', amountMinor: 294030 } });
    expect(await viewSays(bookingId)).toEqual({ refundedMinor: 0, paidNetMinor: 294030 });
    const owed = (await ctx.staff.get('/api/admin/bookings/summary')).body.refundsDue.find((r: { reference: string }) => r.reference === reference);
    expect(owed).toMatchObject({ outstanding: 2940.3 });
    // Struck out twice is one strike.
    expect((await ctx.staff.post(`/api/admin/refunds/${refundId}/void`, { reason: 'Again' })).body.events.filter((e: { kind: string }) => e.kind === 'refund-voided')).toHaveLength(1);

    const texts = await sentTexts(inquiryId, 'money-statement', 2);
    expect(texts).toHaveLength(2);
    const last = texts.find((t) => t.includes('struck out'))!;
    expect(last).toContain('Paid: $2,940.30');
    expect(last).toContain('Still to refund to you: $2,940.30');
    expect(texts.find((t) => t.includes('We have recorded a refund'))).toContain('Refunded: $2,940.30');
  });
});

describe('payments asked about first (issue 38)', () => {
  it('find a reference that differs only by punctuation and case', async () => {
    const { bookingId } = await booking();
    expect((await pay(bookingId, { amount: 100, reference: 'AB-12/3' })).status).toBe(201);
    const again = await pay(bookingId, { amount: 100, reference: 'ab123' });
    expect(again.status).toBe(409);
    expect(again.body.duplicateOf).toMatchObject({ reference: 'AB-12/3' });
  });

  it('ask before a credited amount whose rate is implausible (ZAR 0.01 as USD 9,999,999), and before an overpayment', async () => {
    const { bookingId } = await booking();
    const body = { amount: 0.01, currency: 'ZAR', creditedAmount: 9_999_999, reference: 'FX 1' };
    const rate = await pay(bookingId, body);
    expect(rate.status).toBe(409);
    expect(rate.body).toMatchObject({ confirm: 'confirmRate', errors: { creditedAmount: expect.stringContaining('rate') } });
    const over = await pay(bookingId, { ...body, confirmRate: true });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ confirm: 'confirmOverpay', errors: { amount: expect.stringContaining('$9,800.99') } });
    expect((await detail(bookingId)).payments).toHaveLength(0);
    // A plausible rate is recorded without a question.
    expect((await pay(bookingId, { amount: 18_500, currency: 'ZAR', creditedAmount: 1000, reference: 'FX 2' })).status).toBe(201);
  });
});

describe('cancellation says who cancelled (issue 39 R3)', () => {
  it('requires cancelledBy, naming the field', async () => {
    const { bookingId } = await booking();
    const missing = await cancel(bookingId, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('cancelledBy');
    expect((await cancel(bookingId, { cancelledBy: 'lodge' })).body.errors).toHaveProperty('cancelledBy');
    expect((await detail(bookingId)).status).toBe('deposit-due');
  });

  it("refunds everything paid when the operator cancels, previewed first, and mails words that are the operator's", async () => {
    // 20 days out: the traveller's schedule would refund nothing.
    const { bookingId, inquiryId } = await booking(20);
    await pay(bookingId, { amount: 2940.3, reference: 'IN 1' });
    const traveller = await ctx.staff.get(`/api/admin/bookings/${bookingId}/cancel-preview?cancelledBy=traveller`);
    expect(traveller.status).toBe(200);
    expect(traveller.body).toMatchObject({ refundDue: 0, mailsTraveller: true, reservations: 0 });
    const preview = await ctx.staff.get(`/api/admin/bookings/${bookingId}/cancel-preview?cancelledBy=operator`);
    expect(preview.body).toMatchObject({ cancelledBy: 'operator', refundDue: 2940.3, refundOutstanding: 2940.3, mailsTraveller: true });
    expect((await ctx.staff.get(`/api/admin/bookings/${bookingId}/cancel-preview`)).body.errors).toHaveProperty('cancelledBy');
    expect((await detail(bookingId)).status).toBe('confirmed');

    const cancelled = await cancel(bookingId, { cancelledBy: 'operator' });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refundDue: preview.body.refundDue, cancellation: { party: 'operator' } });
    const [text] = await sentTexts(inquiryId, 'booking-cancelled', 1);
    expect(text).not.toContain('As you asked');
    expect(text).toContain('we have had to cancel');
    expect(text).toContain('$2,940.30');
  });

  it("follows the traveller's schedule when the traveller cancels, in the traveller's words", async () => {
    const { bookingId, inquiryId } = await booking(20);
    await pay(bookingId, { amount: 2940.3, reference: 'IN 1' });
    expect((await cancel(bookingId, { cancelledBy: 'traveller' })).body).toMatchObject({ refundDue: 0, cancellation: { party: 'traveller' } });
    const [text] = await sentTexts(inquiryId, 'booking-cancelled', 1);
    expect(text).toContain('As you asked');
  });
});

describe('a cancelled booking (issue 39 R4)', () => {
  it('owes nothing on the Bookings list and shows no reminders still to come', async () => {
    const { bookingId } = await booking(100);
    await pay(bookingId, { amount: 2940.3, reference: 'IN 1' });
    await cancel(bookingId, { cancelledBy: 'operator' });
    const list = (await ctx.staff.get('/api/admin/bookings?status=cancelled&limit=100')).body.items as { id: string; balance: number }[];
    expect(list.find((b) => b.id === bookingId)?.balance).toBe(0);
    expect((await detail(bookingId)).reminders).toEqual([]);
  });
});

describe('the corrected statement (issue 39 R4)', () => {
  it('goes to the traveller when a payment is voided, with what was paid and what is due now', async () => {
    const { bookingId, inquiryId } = await booking();
    await pay(bookingId, { amount: 2940.3, reference: 'IN 1' });
    const twice = await pay(bookingId, { amount: 2940.3, reference: 'IN 1', confirmDuplicate: true });
    expect(twice.status).toBe(201);
    const voided = await ctx.staff.post(`/api/admin/payments/${twice.body.payments[1].id}/void`, { reason: 'Recorded twice' });
    expect(voided.status).toBe(200);
    const [text] = await sentTexts(inquiryId, 'money-statement', 1);
    expect(text).toContain('A payment recorded by mistake has been struck out.');
    expect(text).toContain('Paid: $2,940.30');
    expect(text).toContain('Due from you: $6,860.69');
  });
});
