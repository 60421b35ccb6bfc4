import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { addDays } from '#lib/domain/dates.ts';
import { acceptBody, memoryTransport, proposalBody, sentProposal } from '../fixtures/proposals.ts';
import { until } from '../setup/until.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

const ctx = withSignedInApp();
const accept = (token: string) => ctx.app.client().post(`/api/proposals/${token}/accept`, acceptBody);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the sale path (issue 26)', () => {
  it('refuses to send a proposal whose total is 0', async () => {
    const created = await ctx.staff.post(`/api/admin/inquiries/${await sentProposal(ctx.app, ctx.staff).then((p) => p.inquiryId)}/proposals`, proposalBody({ lines: [{ label: 'Complimentary', quantity: 1, unitPrice: 0 }] }));
    const sent = await ctx.staff.post(`/api/admin/proposals/${created.body.id}/send`);
    expect(sent.status).toBe(400);
    expect(sent.body.errors).toEqual({ lines: 'A proposal with a total of 0 cannot be sent: price at least one line' });
  });

  it('keeps one live booking per enquiry: a new version of a booked enquiry is refused with what to do instead', async () => {
    const { id, token } = await sentProposal(ctx.app, ctx.staff);
    const booked = await accept(token);
    expect(booked.status).toBe(201);
    const next = await ctx.staff.put(`/api/admin/proposals/${id}`, proposalBody());
    expect(next.status).toBe(409);
    const draft = await ctx.staff.post(`/api/admin/inquiries/${(await ctx.staff.get(`/api/admin/proposals/${id}`)).body.inquiryId}/proposals`, proposalBody());
    const sent = await ctx.staff.post(`/api/admin/proposals/${draft.body.id}/send`);
    expect(sent.status).toBe(409);
    expect(sent.body.message).toBe(`This enquiry is already booked (${booked.body.reference}). To change the trip, cancel that booking first; for another party, start a new enquiry.`);
  });

  it('makes the balance due at once for a booking less than 60 days before departure, and the mail asks for the whole amount', async () => {
    const transport = memoryTransport();
    const worker = await ctx.app.startMailer({ work: true, transport });
    try {
      const { token } = await sentProposal(ctx.app, ctx.staff, { startDate: addDays(siteToday(), 30) });
      const response = await accept(token);
      expect(response.status).toBe(201);
      expect(response.body.balanceDueOn).toBe(siteToday());
      // The confirmation, not the balance reminder that is also due today once it is past 08:00 in SITE_TIMEZONE.
      const confirmationOf = (m: { subject: string }) => m.subject.startsWith(`Booking ${response.body.reference}: how to pay`);
      const mails = await until(async () => transport.sent, (sent) => sent.some(confirmationOf));
      const confirmation = mails.find(confirmationOf)!;
      expect(confirmation.subject.startsWith(`Booking ${response.body.reference}: how to pay for your safari`)).toBe(true);
      expect(confirmation.text).toContain('the whole amount of $9,800.99 is due now');
      expect(confirmation.text).not.toContain('deposit of');
    } finally {
      await worker.stop();
    }
  });

  it('never answers 500 when an accept and the send of a newer version meet, 20 times at 0-100 ms apart', async () => {
    for (let run = 0; run < 20; run++) {
      const { id, token, inquiryId } = await sentProposal(ctx.app, ctx.staff);
      const draft = await ctx.staff.put(`/api/admin/proposals/${id}`, proposalBody({ validUntil: addDays(siteToday(), 5) }));
      expect(draft.status).toBe(200);
      const [acceptGap, sendGap] = [Math.random() * 100, Math.random() * 100];
      const [accepted, sent] = await Promise.all([
        pause(acceptGap).then(() => accept(token)),
        pause(sendGap).then(() => ctx.staff.post(`/api/admin/proposals/${draft.body.id}/send`)),
      ]);
      // One wins: the booking (the send is told to cancel it first) or the new version (the old link is replaced).
      expect([[201, 409], [409, 202]]).toContainEqual([accepted.status, sent.status]);
      const [row] = await ctx.app.orm.em.fork().execute(`select count(*)::int as n from bookings where inquiry_id = ?`, [inquiryId]);
      expect(row!.n).toBe(accepted.status === 201 ? 1 : 0);
    }
  }, 120_000);
});
