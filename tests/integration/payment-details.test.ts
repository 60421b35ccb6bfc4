import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { addDays } from '#lib/proposal-totals.ts';
import { acceptBody, sentProposal } from '../fixtures/proposals.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

// Issue 29: bank details never forgotten: "Send payment details" once they are set.
const ctx = withSignedInApp();
const BANK = { accountName: 'Ama Safaris (Pty) Ltd', bankName: 'First Bush Bank', accountNumber: '62845119073', branchCode: '250655', swift: 'FIRNZAJJ' };

async function booking() {
  const { token } = await sentProposal(ctx.app, ctx.staff, { startDate: addDays(siteToday(), 200) });
  const accepted = await ctx.app.client().post(`/api/proposals/${token}/accept`, acceptBody);
  expect(accepted.status).toBe(201);
  return accepted.body.bookingId as string;
}

describe('sending the payment details of a booking', () => {
  it('is refused while no bank details are set, then queues a mail with them, the reference and the deposit due', async () => {
    const bookingId = await booking();
    const refused = await ctx.staff.post(`/api/admin/bookings/${bookingId}/payment-details`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('No bank details are set');

    expect((await ctx.staff.put('/api/admin/settings/company', { bank: BANK })).status).toBe(200);
    const sent = await ctx.staff.post(`/api/admin/bookings/${bookingId}/payment-details`);
    expect(sent.status).toBe(202);
    const detail = (await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body;
    const events = (await ctx.staff.get(`/api/admin/inquiries/${detail.inquiryId}`)).body.events as { kind: string; subject?: string; body?: string }[];
    const mail = events.find((e) => e.kind === 'mail' && e.subject === `How to pay for booking ${detail.reference}`)!;
    expect(mail.body).toContain('Account number: 62845119073');
    expect(mail.body).toContain(`Please quote ${detail.reference} as the payment reference`);
    expect(mail.body).toContain('The deposit to confirm it is $2,940.30.');
  });

  it('answers 404 for an unknown booking', async () => {
    expect((await ctx.staff.post('/api/admin/bookings/00000000-0000-4000-8000-000000000000/payment-details')).status).toBe(404);
  });
});
