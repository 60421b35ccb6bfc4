import { describe, expect, it } from 'vitest';
import { eventWords } from '#components/admin/inquiries/event-words.ts';
import type { InquiryEventView } from '#lib/domain/enquiry/enquiry.types.ts';
import { startTestApp } from '../setup/test-app.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';
import { sentProposal } from '../fixtures/proposals.ts';

const ctx = withSignedInApp();

const viewCount = async (id: string) => (await ctx.staff.get(`/api/admin/proposals/${id}`)).body.viewCount as number;
const viewedEntries = async (inquiryId: string) =>
  ((await ctx.staff.get(`/api/admin/inquiries/${inquiryId}`)).body.events as InquiryEventView[]).filter((e) => e.kind === 'proposal-viewed');

describe('proposal views (issue 28, decision 143)', () => {
  it('are not recorded by reading the page: what the GET of /proposals/<token> reads changes nothing', async () => {
    const { id, inquiryId, token } = await sentProposal(ctx.app, ctx.staff);
    expect(await ctx.app.services().proposals.openByToken(token)).toMatchObject({ state: 'current' });
    expect(await ctx.app.services().proposals.openByToken(token)).toMatchObject({ state: 'current' });
    expect(await viewCount(id)).toBe(0);
    expect(await viewedEntries(inquiryId)).toEqual([]);
  });

  it('count a browser once an hour, by the cookie on the beacon’s own path', async () => {
    const { id, inquiryId, token } = await sentProposal(ctx.app, ctx.staff);
    const traveller = ctx.app.client();
    const first = await traveller.post(`/api/proposals/${token}/views`);
    expect(first.status).toBe(204);
    const cookie = first.headers.getSetCookie()[0]!;
    expect(cookie).toContain(`Path=/api/proposals/${token}/views`);
    expect(cookie).toContain('Max-Age=3600');
    expect(cookie).toContain('HttpOnly');
    // The same browser opens the page again, and again: still one view.
    expect((await traveller.post(`/api/proposals/${token}/views`)).status).toBe(204);
    expect((await traveller.post(`/api/proposals/${token}/views`)).status).toBe(204);
    expect(await viewCount(id)).toBe(1);
    const [entry] = await viewedEntries(inquiryId);
    expect(entry?.data).toMatchObject({ version: 1, views: 1 });
    expect(eventWords(entry!)).toBe('Version 1 opened by the traveller');

    // Another browser (or the same one an hour later, its cookie gone) is another view.
    expect((await ctx.app.client().post(`/api/proposals/${token}/views`)).status).toBe(204);
    traveller.cookie = undefined;
    expect((await traveller.post(`/api/proposals/${token}/views`)).status).toBe(204);
    expect(await viewCount(id)).toBe(3);
    const entries = await viewedEntries(inquiryId);
    expect(entries).toHaveLength(1);
    expect(eventWords(entries[0]!)).toBe('Version 1 opened by the traveller (3 views)');
  });

  it('answer 404 for a token that names no proposal, and count nothing', async () => {
    const { id, token } = await sentProposal(ctx.app, ctx.staff);
    for (const unknown of ['A'.repeat(43), 'not-a-token', `${token}x`]) {
      const response = await ctx.app.client().post(`/api/proposals/${unknown}/views`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'This proposal link is not valid' });
    }
    // A signed-in member of staff learns no more: an unknown token is a 404 for them too.
    expect((await ctx.staff.post(`/api/proposals/${'A'.repeat(43)}/views`)).status).toBe(404);
    expect(await viewCount(id)).toBe(0);
  });

  it('never count a signed-in member of staff checking the page', async () => {
    const { id, inquiryId, token } = await sentProposal(ctx.app, ctx.staff);
    expect((await ctx.staff.post(`/api/proposals/${token}/views`)).status).toBe(204);
    const colleague = await ctx.app.signedInAdmin({ role: 'staff' });
    expect((await colleague.client.post(`/api/proposals/${token}/views`)).status).toBe(204);
    expect(await viewCount(id)).toBe(0);
    expect(await viewedEntries(inquiryId)).toEqual([]);
  });
});

describe('the upgrade (migration of decision 143)', () => {
  it('reads the stored sentences back into data, and keeps the words of any it does not know', async () => {
    const upgraded = await startTestApp();
    try {
      const staff = (await upgraded.signedInAdmin()).client;
      const { id, inquiryId, token } = await sentProposal(upgraded, staff);
      expect((await upgraded.client().post(`/api/proposals/${token}/views`)).status).toBe(204);
      expect((await upgraded.client().post(`/api/proposals/${token}/changes`, { message: 'Could we add\ntwo nights?' })).status).toBe(201);
      const migration = ['Migration20261126110000_InquiryEventsAsData'];
      await upgraded.orm.migrator.down({ migrations: migration });
      const db = upgraded.services().em;
      // Rows as the code wrote them before: the count in the words, and one sentence nobody parses.
      await db.execute(`update proposals set view_count = 4 where id = ?`, [id]);
      await db.execute(`update inquiry_events set body = 'Version 1 opened by the traveller (4 views)' where inquiry_id = ? and kind = 'proposal-viewed'`, [inquiryId]);
      await db.execute(`insert into inquiry_events (id, inquiry_id, kind, body, created_at) values (gen_random_uuid(), ?, 'declined', 'Declined by phone', now())`, [inquiryId]);
      await upgraded.orm.migrator.up({ migrations: migration });

      const events = (await staff.get(`/api/admin/inquiries/${inquiryId}`)).body.events as InquiryEventView[];
      const sent = events.find((e) => e.kind === 'proposal-sent')!;
      expect(sent.data).toEqual({ proposalId: id, version: 1, again: false, totalMinor: 980099, depositMinor: 294030, currency: 'USD' });
      expect(eventWords(sent)).toBe('Version 1: total $9,800.99, deposit $2,940.30');
      const viewed = events.find((e) => e.kind === 'proposal-viewed')!;
      expect(viewed.data).toEqual({ proposalId: id, version: 1, views: 4 });
      expect(viewed.body).toBeUndefined();
      const asked = events.find((e) => e.kind === 'changes-asked')!;
      expect(asked.data).toMatchObject({ version: 1, state: 'open', message: 'Could we add\ntwo nights?' });
      const unknown = events.find((e) => e.kind === 'declined')!;
      expect(unknown.data).toBeUndefined();
      expect(eventWords(unknown)).toBe('Declined by phone');
      // The beacon finds the migrated entry by its data.
      expect((await upgraded.client().post(`/api/proposals/${token}/views`)).status).toBe(204);
      const after = (await staff.get(`/api/admin/inquiries/${inquiryId}`)).body.events as InquiryEventView[];
      expect(eventWords(after.find((e) => e.kind === 'proposal-viewed')!)).toBe('Version 1 opened by the traveller (5 views)');
    } finally {
      await upgraded.close();
    }
  });
});
