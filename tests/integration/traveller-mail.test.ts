import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { formatDate } from '#lib/format.ts';
import { renderMail } from '#server/mail/render.ts';
import { addDays } from '#lib/domain/dates.ts';
import { acceptBody, proposalBody, sentProposal, tokenOf, withMailWorker } from '../fixtures/proposals.ts';
import { validInquiry } from '../fixtures/records.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';
import { until } from '../setup/until.ts';
import { registered } from '#server/features/index.ts';

const ctx = withSignedInApp();
const DESK = 'desk-in@safari.example';

const worker = (run: Parameters<typeof withMailWorker>[2]) => withMailWorker(ctx.app, DESK, run);

async function sentOf(inquiryId: string, count: number) {
  const mails = await until(() => ctx.app.services().mail.forInquiry(inquiryId), (m) => m.length >= count && m.every((x) => x.status === 'sent'));
  expect(mails.map((m) => [m.template, m.status])).toEqual(mails.map((m) => [m.template, 'sent']));
  expect(mails).toHaveLength(count);
  return mails;
}

describe('every mail to a traveller (issue 29)', () => {
  it('carries the desk mailbox as Reply-To, whatever the template; the staff alert points to the dashboard', async () => {
    await worker(async (transport) => {
      // The enquiry: the alert and the acknowledgement.
      const posted = await ctx.app.client().post('/api/inquiries', { ...validInquiry, email: 'replyto@example.com' });
      expect(posted.status).toBe(201);
      const inquiryId = posted.body.id as string;
      // Staff's reply, v1 and v2, a change request, the accept, two payments and a cancellation.
      expect((await ctx.staff.post(`/api/admin/inquiries/${inquiryId}/replies`, { subject: 'Your safari', body: 'Dear Amara, ideas follow.' })).status).toBe(202);
      const v1 = await sentProposal(ctx.app, ctx.staff, { startDate: addDays(siteToday(), 200) }, inquiryId);
      const v2 = (await ctx.staff.put(`/api/admin/proposals/${v1.id}`, proposalBody({ startDate: addDays(siteToday(), 200), note: 'Now with two nights at the Falls.' }))).body;
      expect((await ctx.staff.post(`/api/admin/proposals/${v2.id}/send`)).status).toBe(202);
      const token2 = await tokenOf(ctx.app, v2.id);
      expect((await ctx.app.client().post(`/api/proposals/${token2}/changes`, { message: 'Could we add a game drive?' })).status).toBe(201);
      const accepted = await ctx.app.client().post(`/api/proposals/${token2}/accept`, acceptBody);
      expect(accepted.status).toBe(201);
      const bookingId = accepted.body.bookingId as string;
      const pay = (amount: number) => ctx.staff.post(`/api/admin/bookings/${bookingId}/payments`, { amount, currency: 'USD', receivedOn: siteToday(), method: 'bank transfer' });
      expect((await pay(1000)).status).toBe(201);
      expect((await pay(8800.99)).status).toBe(201);
      expect((await ctx.staff.post(`/api/admin/bookings/${bookingId}/cancel`, { cancelledBy: 'traveller', reason: 'Family matters' })).status).toBeLessThan(300);

      const records = await sentOf(inquiryId, 12);
      const toTraveller = records.filter((m) => m.recipient === 'replyto@example.com');
      const templates = new Set(toTraveller.map((m) => m.template));
      // Every traveller template but the balance reminder (a scheduled job; rendered below) and the review request and
      // reminder and the withholding note (after the trip; checked in reviews.test.ts and review-withheld.test.ts), the travel pack (14 days before
      // departure; checked in vouchers-and-pack.test.ts), the corrected statement (a void or refund; ledger-trust.test.ts) and a change
      // to the trip after the pack (trip-changes.test.ts) went out here.
      const travellerTemplates = Object.entries(await registered.mails()).filter(([, def]) => def.to === 'traveller').map(([name]) => name);
      expect(travellerTemplates.filter((t) => !templates.has(t as never)).sort()).toEqual(['balance-reminder', 'money-statement', 'payment-details', 'review-reminder', 'review-request', 'review-withheld', 'trip-change', 'trip-pack']);
      const delivered = transport.sent.filter((m) => m.to === 'replyto@example.com');
      expect(delivered).toHaveLength(toTraveller.length);
      for (const mail of delivered) expect(mail.replyTo, mail.subject).toBe(DESK);

      const reminder = await renderMail(
        { ...toTraveller.find((m) => m.template === 'booking-confirmation')!, template: 'balance-reminder' },
        { em: ctx.app.orm.em.fork(), settings: { siteUrl: 'https://safari.example', notifyEmail: 'desk@safari.example', inboundAddress: DESK }, timeZone: 'UTC' }, await registered.mails(),
      );
      expect(reminder.replyTo).toBe(DESK);
      // "Send payment details" is staff's choice (payment-details.test.ts); rendered from the same booking here.
      const details = await renderMail(
        { ...toTraveller.find((m) => m.template === 'booking-confirmation')!, template: 'payment-details' },
        { em: ctx.app.orm.em.fork(), settings: { siteUrl: 'https://safari.example', notifyEmail: 'desk@safari.example', inboundAddress: DESK }, timeZone: 'UTC' }, await registered.mails(),
      );
      expect(details.replyTo).toBe(DESK);

      // The alert: a link to the enquiry in the dashboard, no invitation to answer by mail, no Reply-To.
      const alert = transport.sent.find((m) => m.to === 'desk@safari.example' && m.subject.startsWith('New enquiry'))!;
      expect(alert.text).toContain(`https://safari.example/admin/inquiries/${inquiryId}`);
      expect(alert.text).toContain('Answer Amara from the dashboard');
      expect(alert.text).not.toMatch(/reply to this e-mail/i);
      expect(alert.replyTo).toBeUndefined();

      // v2's mail says it replaces v1, and quotes its note; v1's has its own note and no such line.
      const proposals = delivered.filter((m) => m.subject.includes('Your safari proposal'));
      const first = proposals.find((m) => !m.subject.includes('version 2'))!;
      const second = proposals.find((m) => m.subject.includes('version 2'))!;
      expect(second.text).toContain('This is version 2 of your proposal. It replaces version 1, which can no longer be accepted.');
      expect(second.text).toContain('Now with two nights at the Falls.');
      expect(second.html).toContain('<blockquote');
      expect(first.text).toContain('Dear Amara, here is the trip we discussed.');
      expect(first.text).not.toContain('replaces');

      // The traveller's copy of the change request.
      const copy = delivered.find((m) => m.subject.includes('change request'))!;
      expect(copy.subject).toMatch(/^Your change request for proposal version 2 \[AST-\d+\]$/);
      expect(copy.text).toContain('Could we add a game drive?');

      // Booking subjects: the booking's reference, labelled, and no other.
      for (const mail of delivered.filter((m) => m.subject.startsWith('Booking '))) {
        expect(mail.subject).toMatch(/^Booking AST-[2-9A-HJ-NP-Z]{4}: /);
        expect(mail.subject.match(/AST-/g)).toHaveLength(1);
      }
    });
  });
});

describe('recording a payment (issue 29)', () => {
  it('mails a receipt with what is still due and by when, then "paid in full"; a void mails the corrected statement (issue 39)', async () => {
    await worker(async (transport) => {
      const startDate = addDays(siteToday(), 200);
      const { token, inquiryId } = await sentProposal(ctx.app, ctx.staff, { startDate });
      const accepted = await ctx.app.client().post(`/api/proposals/${token}/accept`, acceptBody);
      const bookingId = accepted.body.bookingId as string;
      const { reference, balanceDueOn } = (await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body;
      const pay = (amount: number, ref: string) =>
        ctx.staff.post(`/api/admin/bookings/${bookingId}/payments`, { amount, currency: 'USD', receivedOn: siteToday(), method: 'bank transfer', reference: ref });

      const deposit = await pay(2940.3, 'FNB 1');
      expect(deposit.status).toBe(201);
      await sentOf(inquiryId, 4);
      const receipt = transport.sent.find((m) => m.subject === `Booking ${reference}: payment received`)!;
      expect(receipt.to).toBe('amara@example.com');
      expect(receipt.text).toContain(`we received your payment of $2,940.30 on ${formatDate(siteToday())} for booking ${reference}`);
      expect(receipt.text).toContain(`The balance still due is $6,860.69, payable by ${formatDate(balanceDueOn)}.`);

      // A payment voided changes the sums: the traveller, who had its receipt, gets the corrected statement (issue 39, R4).
      const wrong = await pay(10, 'WRONG');
      await sentOf(inquiryId, 5);
      const wrongId = wrong.body.payments.find((p: { reference: string }) => p.reference === 'WRONG').id;
      expect((await ctx.staff.post(`/api/admin/payments/${wrongId}/void`, { reason: 'Wrong booking' })).status).toBe(200);
      await sentOf(inquiryId, 6);
      expect(transport.sent.filter((m) => m.subject === `Booking ${reference}: your corrected statement`).map((m) => m.to)).toEqual(['amara@example.com']);
      const before = transport.sent.length;

      expect((await pay(6860.69, 'FNB 2')).status).toBe(201);
      await sentOf(inquiryId, 7);
      const paid = transport.sent.slice(before).find((m) => m.subject === `Booking ${reference}: paid in full`)!;
      expect(paid.text).toContain(`we received your payment of $6,860.69, and booking ${reference} ($9,800.99) is now paid in full`);
      expect(transport.sent.slice(before).filter((m) => m.subject.includes('payment received'))).toEqual([]);
    });
  });
});
