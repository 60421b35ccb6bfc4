import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InquiryDetail, InquiryStatus } from '#lib/domain/enquiry/enquiry.types.ts';
import type { InboundAnswer } from '#database/repositories/inbound-mail.repo.ts';
import { INQUIRY_STATUSES } from '#lib/domain/enquiry/inquiry-desk.schema.ts';
import { recordAnswer } from '#server/features/desk/record-answer.ts';
import { BOOKED_STAYS } from '#server/features/desk/staff-moves.ts';
import { acceptBody, newInquiry, sentProposal } from '../fixtures/proposals.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

// Issue 26, decision 133: one place moves an enquiry; "needs reply" is a flag of its own.
const ctx = withSignedInApp();

let seq = 0;
const answer = (text = 'One more question about the lodge.'): InboundAnswer => ({
  messageId: `<desk-moves-${++seq}@mail.example.com>`,
  from: 'Amara Okafor <amara@example.com>',
  subject: 'Re: your booking',
  text,
  quoted: null,
  files: [],
  skipped: [],
});

const detail = async (id: string) => (await ctx.staff.get(`/api/admin/inquiries/${id}`)).body as InquiryDetail;
const waiting = async () => ((await ctx.staff.get('/api/admin/inquiries?needsReply=true&limit=100')).body.items as { id: string }[]).map((i) => i.id);

/** An enquiry booked the way travellers book: a proposal sent, then accepted. */
async function bookedInquiry(): Promise<string> {
  const { inquiryId, token } = await sentProposal(ctx.app, ctx.staff);
  expect((await ctx.app.client().post(`/api/proposals/${token}/accept`, acceptBody)).status).toBe(201);
  expect(await detail(inquiryId)).toMatchObject({ status: 'booked', needsReply: false });
  return inquiryId;
}

describe('a booked enquiry', () => {
  it('stays Booked when the traveller answers, and is in Needs reply until staff reply', async () => {
    const id = await bookedInquiry();
    expect(await recordAnswer(ctx.app.orm, id, answer())).toBe(true);
    const answered = await detail(id);
    expect(answered).toMatchObject({ status: 'booked', needsReply: true, needsReplySince: expect.any(String) });
    expect(answered.events.filter((e) => e.kind === 'status').map((e) => e.to)).toEqual(['quoted', 'booked']);
    expect(await waiting()).toContain(id);

    expect((await ctx.staff.post(`/api/admin/inquiries/${id}/replies`, { subject: 'Your lodge', body: 'It has a pool.' })).status).toBe(202);
    expect(await detail(id)).toMatchObject({ status: 'booked', needsReply: false, needsReplySince: null });
    expect(await waiting()).not.toContain(id);
  });

  it('answers a staff move to any other status with 409 saying to cancel the booking first, and keeps Booked', async () => {
    const id = await bookedInquiry();
    for (const status of INQUIRY_STATUSES.filter((s) => s !== 'booked')) {
      const response = await ctx.staff.patch(`/api/admin/inquiries/${id}`, { status });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: BOOKED_STAYS });
    }
    expect(BOOKED_STAYS).toMatch(/cancel the booking first/i);
    expect((await ctx.staff.patch(`/api/admin/inquiries/${id}`, { status: 'booked' })).status).toBe(200);
    expect((await detail(id)).status).toBe('booked');
  });

  it('stays Booked when the traveller asks for changes on the accepted version', async () => {
    const { inquiryId, token } = await sentProposal(ctx.app, ctx.staff);
    expect((await ctx.app.client().post(`/api/proposals/${token}/accept`, acceptBody)).status).toBe(201);
    expect((await ctx.app.client().post(`/api/proposals/${token}/changes`, { message: 'Another night?' })).status).toBe(409);
    expect((await detail(inquiryId)).status).toBe('booked');
  });

  it('leaves Booked for Lost when its booking is cancelled', async () => {
    const id = await bookedInquiry();
    const services = ctx.app.services();
    const moved = await services.transaction((tx) => tx.inquiries.move(id, 'lost', { cause: 'booking-cancelled', author: 'owner' }));
    expect(moved).toMatchObject({ status: 'lost' });
    const events = (await detail(id)).events.filter((e) => e.kind === 'status');
    expect(events.at(-1)).toMatchObject({ from: 'booked', to: 'lost', author: 'owner' });
  });
});

describe('needs reply', () => {
  it('is set for a new enquiry and by a change request, whatever the status, which the request leaves as it was', async () => {
    const fresh = await newInquiry(ctx.app);
    expect(await detail(fresh)).toMatchObject({ status: 'pending', needsReply: true });
    const { inquiryId, token } = await sentProposal(ctx.app, ctx.staff);
    expect(await detail(inquiryId)).toMatchObject({ status: 'quoted', needsReply: false });
    expect((await ctx.app.client().post(`/api/proposals/${token}/changes`, { message: 'Two more nights?' })).status).toBe(201);
    expect(await detail(inquiryId)).toMatchObject({ status: 'quoted', needsReply: true });
  });

  it('is cleared by "Mark as answered", which the timeline shows with who did it, and only once', async () => {
    const id = await newInquiry(ctx.app);
    const marked = await ctx.staff.post(`/api/admin/inquiries/${id}/answered`);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id, status: 'pending', needsReply: false, needsReplySince: null });
    expect((await ctx.staff.post(`/api/admin/inquiries/${id}/answered`)).status).toBe(200);
    const answered = (await detail(id)).events.filter((e) => e.kind === 'answered');
    expect(answered).toEqual([expect.objectContaining({ author: ctx.username })]);
    expect(await waiting()).not.toContain(id);
  });

  it('answers "Mark as answered" on an unknown enquiry with 404 and on a malformed id with 400', async () => {
    expect((await ctx.staff.post('/api/admin/inquiries/00000000-0000-4000-8000-000000000000/answered')).status).toBe(404);
    const malformed = await ctx.staff.post('/api/admin/inquiries/nope/answered');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ id: 'Not a valid inquiry id' });
  });

  it('lists only the enquiries waiting, across every status, the longest waiting first; the counts agree', async () => {
    const older = await bookedInquiry();
    const newer = await newInquiry(ctx.app);
    const done = await newInquiry(ctx.app);
    await ctx.staff.post(`/api/admin/inquiries/${done}/answered`);
    await recordAnswer(ctx.app.orm, older, answer());
    const list = await waiting();
    expect(list).toContain(older);
    expect(list).toContain(newer);
    expect(list).not.toContain(done);
    // `newer` waits since it came in, `older` since its answer a moment later.
    expect(list.indexOf(newer)).toBeLessThan(list.indexOf(older));
    const counts = (await ctx.staff.get('/api/admin/inquiries/counts')).body;
    expect(counts.needsReply).toBe(list.length);
    const items = (await ctx.staff.get('/api/admin/inquiries?needsReply=true&limit=100')).body.items as { status: InquiryStatus; needsReply: boolean }[];
    expect(items.every((i) => i.needsReply)).toBe(true);
    expect(new Set(items.map((i) => i.status))).toContain('booked');
    expect(((await ctx.staff.get('/api/admin/inquiries?needsReply=false&limit=100')).body.items as { id: string }[]).map((i) => i.id)).toContain(done);
  });

  it('leaves "needs reply" when staff file the enquiry as spam, and comes back when they say it is not', async () => {
    const id = await newInquiry(ctx.app);
    expect((await ctx.staff.patch(`/api/admin/inquiries/${id}`, { status: 'spam' })).body).toMatchObject({ status: 'spam', needsReply: false });
    expect((await ctx.staff.patch(`/api/admin/inquiries/${id}`, { status: 'pending' })).body).toMatchObject({ status: 'pending', needsReply: true });
  });
});

describe('random events through the real repositories', () => {
  it('a booked enquiry leaves Booked only by its cancellation', async () => {
    type Step = { kind: 'answer' } | { kind: 'reply' } | { kind: 'answered' } | { kind: 'changes' } | { kind: 'staff'; to: InquiryStatus };
    const steps: fc.Arbitrary<Step> = fc.oneof(
      fc.constantFrom<Step>({ kind: 'answer' }, { kind: 'reply' }, { kind: 'answered' }, { kind: 'changes' }),
      fc.constantFrom(...INQUIRY_STATUSES).map((to): Step => ({ kind: 'staff', to })),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(steps, { minLength: 1, maxLength: 6 }), async (sequence) => {
        const { inquiryId: id, token } = await sentProposal(ctx.app, ctx.staff);
        expect((await ctx.app.client().post(`/api/proposals/${token}/accept`, acceptBody)).status).toBe(201);
        for (const s of sequence) {
          if (s.kind === 'answer') await recordAnswer(ctx.app.orm, id, answer());
          if (s.kind === 'reply') expect((await ctx.staff.post(`/api/admin/inquiries/${id}/replies`, { subject: 'Hello', body: 'Noted.' })).status).toBe(202);
          if (s.kind === 'answered') expect((await ctx.staff.post(`/api/admin/inquiries/${id}/answered`)).status).toBe(200);
          if (s.kind === 'changes') await ctx.app.client().post(`/api/proposals/${token}/changes`, { message: 'One more night?' });
          if (s.kind === 'staff') expect((await ctx.staff.patch(`/api/admin/inquiries/${id}`, { status: s.to })).status).toBe(s.to === 'booked' ? 200 : 409);
          expect((await detail(id)).status).toBe('booked');
        }
        await ctx.app.services().transaction((tx) => tx.inquiries.move(id, 'lost', { cause: 'booking-cancelled' }));
        expect((await detail(id)).status).toBe('lost');
      }),
      { numRuns: 4 },
    );
  });
});
