import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { addDays } from '#lib/domain/dates.ts';
import { nextYear } from '../fixtures/records.ts';
import { acceptBody, memoryTransport, sentProposal } from '../fixtures/proposals.ts';
import { until } from '../setup/until.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';
import { eventWords } from '#components/admin/inquiries/event-words.ts';
import type { InquiryEventView } from '#lib/domain/enquiry/enquiry.types.ts';

const ctx = withSignedInApp();

const accept = (token: string, body: object = acceptBody) => ctx.app.client().post(`/api/proposals/${token}/accept`, body);

describe('the traveller accepts a proposal', () => {
  it('makes a booking with a short reference, moves the enquiry to Booked, and mails the deposit and bank details', async () => {
    const transport = memoryTransport();
    const worker = await ctx.app.startMailer({ work: true, transport });
    try {
      const settings = ctx.app.services();
      await settings.companySettings.update({ bank: { accountName: 'African Safari Tours', bankName: 'First National Bank', accountNumber: '62000000001', branchCode: '250655', swift: 'FIRNZAJJ' } });
      await settings.commit();
      const { inquiryId, token } = await sentProposal(ctx.app, ctx.staff, { startDate: nextYear('06-10') });
      const response = await accept(token);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ depositAmount: 2940.3, total: 9800.99, currency: 'USD', status: 'deposit-due', balanceDueOn: addDays(nextYear('06-10'), -60) });
      expect(response.body.reference).toMatch(/^AST-[2-9A-HJ-NP-Z]{4}$/);

      const detail = (await ctx.staff.get(`/api/admin/inquiries/${inquiryId}`)).body;
      expect(detail.status).toBe('booked');
      expect(detail.events.some((e: InquiryEventView) => e.kind === 'booked' && eventWords(e)?.startsWith(`${response.body.reference}: version 1 accepted`))).toBe(true);

      const mails = await until(async () => transport.sent, (sent) => sent.some((m) => m.subject.startsWith('Booking ')) && sent.some((m) => m.subject.startsWith('Booked:')));
      const confirmation = mails.find((m) => m.subject.startsWith('Booking '))!;
      expect(confirmation.to).toBe('amara@example.com');
      // The deposit is still to pay: the subject says how, and does not call the booking confirmed.
      expect(confirmation.subject).toMatch(new RegExp(`^Booking ${response.body.reference}: how to pay your deposit`));
      expect(confirmation.text).toContain('$2,940.30');
      expect(confirmation.text).toContain(`quote ${response.body.reference}`);
      expect(confirmation.text).toContain('Account number: 62000000001');
      expect(confirmation.text).toContain('SWIFT: FIRNZAJJ');
      expect(mails.find((m) => m.subject.startsWith('Booked:'))!.to).toBe('desk@safari.example');

      const view = await ctx.app.services().proposals.openByToken(token);
      expect(view).toMatchObject({ state: 'accepted', booking: { reference: response.body.reference, depositAmount: 2940.3 } });
    } finally {
      await worker.stop();
    }
  });

  it('answers an accept again with 200 and the same booking', async () => {
    const { token } = await sentProposal(ctx.app, ctx.staff);
    const first = await accept(token);
    const again = await accept(token, { ...acceptBody, leadName: 'Someone Else' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it('makes one booking of two accepts at once', async () => {
    const { id, token } = await sentProposal(ctx.app, ctx.staff);
    const answers = await Promise.all([accept(token), accept(token), accept(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.bookingId)).size).toBe(1);
    const [row] = await ctx.app.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from bookings where proposal_id = ?`, [id]);
    expect(Number(row!.n)).toBe(1);
  });

  it('answers 410 for an expired proposal, 409 for a replaced one, 404 for an unknown link', async () => {
    const expired = await sentProposal(ctx.app, ctx.staff);
    await ctx.app.orm.em.fork().execute(`update proposals set valid_until = ? where id = ?`, [addDays(siteToday(), -1), expired.id]);
    expect((await accept(expired.token)).status).toBe(410);
    expect((await ctx.app.services().proposals.openByToken(expired.token))?.state).toBe('expired');

    const replaced = await sentProposal(ctx.app, ctx.staff);
    const next = await ctx.staff.put(`/api/admin/proposals/${replaced.id}`, { validUntil: addDays(siteToday(), 5), lines: [{ label: 'Safari per group', quantity: 1, unitPrice: 5000 }] });
    await ctx.staff.post(`/api/admin/proposals/${next.body.id}/send`);
    expect((await accept(replaced.token)).status).toBe(409);

    expect((await accept('A'.repeat(43))).status).toBe(404);
    expect((await accept('not-a-token')).status).toBe(404);
  });

  it.each([
    [{ ...acceptBody, acceptTerms: false }, 'acceptTerms'],
    [{ ...acceptBody, leadName: '' }, 'leadName'],
    [{ ...acceptBody, phone: 'call me' }, 'phone'],
    [{ ...acceptBody, travellers: Array.from({ length: 41 }, (_, i) => `Traveller ${i}`) }, 'travellers'],
    [{ ...acceptBody, travellers: ['x'.repeat(201)] }, 'travellers'],
  ])('refuses %j with a 400 naming %s, booking nothing', async (body, field) => {
    const { id, token } = await sentProposal(ctx.app, ctx.staff);
    const response = await accept(token, body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors).join(' ')).toContain(field);
    expect((await ctx.staff.get(`/api/admin/proposals/${id}`)).body.status).toBe('sent');
  });
});

describe('the traveller asks for changes', () => {
  it('puts the message on the timeline, alerts staff and puts the enquiry in Needs reply, still Quoted', async () => {
    const { inquiryId, token } = await sentProposal(ctx.app, ctx.staff);
    const response = await ctx.app.client().post(`/api/proposals/${token}/changes`, { message: 'Could we add two nights in Cape Town?' });
    expect(response.status).toBe(201);
    const detail = (await ctx.staff.get(`/api/admin/inquiries/${inquiryId}`)).body;
    expect(detail).toMatchObject({ status: 'quoted', needsReply: true });
    expect(eventWords(detail.events.find((e: { kind: string }) => e.kind === 'changes-asked'))).toContain('two nights in Cape Town');
    const mails = await ctx.app.services().mail.forInquiry(inquiryId);
    expect(mails.find((m) => m.template === 'changes-alert')).toMatchObject({ recipient: 'desk@safari.example', subject: expect.stringMatching(/^Changes asked: .+'s proposal$/) });
  });

  it('takes changes to an expired or replaced version, and tells staff which it was', async () => {
    const expired = await sentProposal(ctx.app, ctx.staff);
    await ctx.app.orm.em.fork().execute(`update proposals set valid_until = ? where id = ?`, [addDays(siteToday(), -1), expired.id]);
    expect((await ctx.app.client().post(`/api/proposals/${expired.token}/changes`, { message: 'Is there still room in June?' })).status).toBe(201);
    const replaced = await sentProposal(ctx.app, ctx.staff);
    await ctx.app.orm.em.fork().execute(`update proposals set status = 'replaced' where id = ?`, [replaced.id]);
    expect((await ctx.app.client().post(`/api/proposals/${replaced.token}/changes`, { message: 'And with a guide?' })).status).toBe(201);

    for (const [{ inquiryId }, word] of [[expired, 'expired'], [replaced, 'replaced']] as const) {
      const detail = (await ctx.staff.get(`/api/admin/inquiries/${inquiryId}`)).body;
      expect(eventWords(detail.events.find((e: { kind: string }) => e.kind === 'changes-asked'))).toMatch(new RegExp(`^Version 1 \\(${word}`));
      const mails = await ctx.app.services().mail.forInquiry(inquiryId);
      expect(mails.find((m) => m.template === 'changes-alert')?.subject).toMatch(new RegExp(`'s ${word} proposal$`));
    }
  });

  it('refuses an empty message and an unknown link', async () => {
    const { token } = await sentProposal(ctx.app, ctx.staff);
    const empty = await ctx.app.client().post(`/api/proposals/${token}/changes`, { message: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toHaveProperty('message');
    expect((await ctx.app.client().post(`/api/proposals/${'B'.repeat(43)}/changes`, { message: 'Hello' })).status).toBe(404);
  });
});
