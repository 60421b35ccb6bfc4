import { describe, expect, it } from 'vitest';
import type { InquiryDetail } from '#lib/domain/enquiry/enquiry.types.ts';
import { MEND_BOOKED_SQL, UNANSWERED_SQL } from '#database/migrations/Migration20261126010000_NeedsReply.ts';
import { recordAnswer } from '#server/features/desk/record-answer.ts';
import { acceptBody, newInquiry, sentProposal } from '../fixtures/proposals.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

// Migration NeedsReply (decision 133), its data steps run against rows made as the old code made them.
const ctx = withSignedInApp();
const sql = (text: string, params: unknown[] = []) => ctx.app.orm.em.fork().execute(text, params);
const detail = async (id: string) => (await ctx.staff.get(`/api/admin/inquiries/${id}`)).body as InquiryDetail;

async function booked(): Promise<string> {
  const { inquiryId, token } = await sentProposal(ctx.app, ctx.staff);
  expect((await ctx.app.client().post(`/api/proposals/${token}/accept`, acceptBody)).status).toBe(201);
  return inquiryId;
}

describe('the migration that makes "needs reply" a flag', () => {
  it('makes Booked again an enquiry whose live booking an answer had sent back to New, and no other', async () => {
    const knockedBack = await booked();
    const cancelled = await booked();
    const plain = await newInquiry(ctx.app);
    // What the old code did to a booked traveller who wrote back; and a booking cancelled (a status the
    // ledger's migration adds: this file's database lets it in without that migration).
    await sql(`update inquiries set status = 'pending' where id = ?`, [knockedBack]);
    await sql(`alter table bookings drop constraint if exists bookings_status_check`);
    await sql(`update bookings set status = 'cancelled' where inquiry_id = ?`, [cancelled]);
    await sql(`update inquiries set status = 'lost' where id = ?`, [cancelled]);

    await sql(MEND_BOOKED_SQL);
    const mended = await detail(knockedBack);
    expect(mended.status).toBe('booked');
    expect(mended.events.filter((e) => e.kind === 'status').at(-1)).toMatchObject({ from: 'pending', to: 'booked' });
    expect((await detail(cancelled)).status).toBe('lost');
    expect((await detail(plain)).status).toBe('pending');
  });

  it('flags an enquiry whose newest answer came after our last own mail, since that answer', async () => {
    const unanswered = await newInquiry(ctx.app);
    const answered = await newInquiry(ctx.app);
    const reply = (id: string) => ctx.staff.post(`/api/admin/inquiries/${id}/replies`, { subject: 'Hello', body: 'Ideas for June.' });
    const answer = (id: string, n: number) =>
      recordAnswer(ctx.app.orm, id, { messageId: `<migration-${n}@mail.example.com>`, from: 'A <a@example.com>', subject: 'Re: Hello', text: 'Thanks', quoted: null, files: [], skipped: [] });
    expect((await reply(unanswered)).status).toBe(202);
    await answer(unanswered, 1);
    await answer(answered, 2);
    expect((await reply(answered)).status).toBe(202);
    // Before the migration nobody had the flag but New enquiries.
    await sql(`update inquiries set needs_reply = false, needs_reply_since = null where id in (?, ?)`, [unanswered, answered]);

    await sql(UNANSWERED_SQL);
    const flagged = await detail(unanswered);
    const inbound = flagged.events.find((e) => e.kind === 'inbound')!;
    expect(flagged).toMatchObject({ status: 'contacted', needsReply: true, needsReplySince: inbound.at });
    expect(await detail(answered)).toMatchObject({ status: 'contacted', needsReply: false });
  });
});

describe('an enquiry set Booked by hand', () => {
  it('may be moved again by staff: no booking holds it', async () => {
    const id = await newInquiry(ctx.app);
    expect((await ctx.staff.patch(`/api/admin/inquiries/${id}`, { status: 'booked' })).status).toBe(200);
    expect((await ctx.staff.patch(`/api/admin/inquiries/${id}`, { status: 'lost' })).body).toMatchObject({ status: 'lost' });
  });
});
