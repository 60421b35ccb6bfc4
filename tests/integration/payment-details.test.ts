import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { addDays } from '#lib/domain/dates.ts';
import { renderMail } from '#server/mail/render.ts';
import { acceptBody, sentProposal } from '../fixtures/proposals.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';
import { registered } from '#server/features/index.ts';

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
    const queued = (await ctx.app.services().mail.forInquiry(detail.inquiryId)).find((m) => m.subject === `How to pay for booking ${detail.reference}`)!;
    expect(queued).toMatchObject({ template: 'payment-details', recipient: 'amara@example.com' });
    const mail = await renderMail(queued, { em: ctx.app.orm.em.fork(), settings: { siteUrl: 'https://safari.example', notifyEmail: 'desk@safari.example' }, timeZone: 'UTC' }, await registered.mails());
    expect(mail.text).toContain('Account number: 62845119073');
    expect(mail.text).toContain(`Please quote ${detail.reference} as the payment reference`);
    expect(mail.text).toContain('The deposit to confirm it is $2,940.30.');
    // Decision 137: staff read the bank numbers as "(owner only)"; the mail's stored row and the timeline hold none.
    const stored = await ctx.app.orm.em.fork().execute(`select * from outbox_mails where id = ?`, [queued.id]);
    expect(JSON.stringify(stored)).not.toContain('62845119073');
    expect(JSON.stringify((await ctx.staff.get(`/api/admin/inquiries/${detail.inquiryId}`)).body)).not.toContain('62845119073');
  });

  it('answers 404 for an unknown booking', async () => {
    expect((await ctx.staff.post('/api/admin/bookings/00000000-0000-4000-8000-000000000000/payment-details')).status).toBe(404);
  });
});
