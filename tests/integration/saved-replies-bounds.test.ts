import { describe, expect, it } from 'vitest';
import type { PageContextServer } from 'vike/types';
import type { SavedReplyPage } from '#lib/domain/enquiry/enquiry.types.ts';
import { data as enquiryPageData } from '#pages/admin/(dashboard)/inquiries/@id/+data.ts';
import { data as settingsPageData } from '#pages/admin/(dashboard)/settings/replies/+data.ts';
import { validContactInquiry } from '../fixtures/records.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

const ctx = withSignedInApp();

const reply = (name: string, body = 'Dear {firstName}, thank you.') => ({ name, subject: 'Your {trip} enquiry', body });
/** A message of the longest allowed length, ending in a word a test can look for. */
const longBody = (marker: string) => `${'x'.repeat(10_000 - marker.length - 1)} ${marker}`;

/** Adds `count` saved replies straight to the table (the API would take a while), each with a long message. */
async function addMany(count: number, marker: string) {
  await ctx.app.orm.em.fork().execute(
    `insert into saved_replies (id, name, subject, body, created_at, updated_at)
     select gen_random_uuid(), 'Bulk ' || lpad(n::text, 4, '0'), 'Bulk subject', ?, now(), now() from generate_series(1, ?) n`,
    [longBody(marker), count],
  );
}
const removeAll = () => ctx.app.orm.em.fork().execute('delete from saved_replies');

describe('saved replies have bounds (issue 27)', () => {
  it('refuses a message over 10,000 characters with 400 naming the message', async () => {
    expect((await ctx.staff.post('/api/admin/saved-replies', reply('Longest', longBody('end')))).status).toBe(201);
    const response = await ctx.staff.post('/api/admin/saved-replies', reply('Too long', `${longBody('end')}!`));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ body: 'Must be at most 10000 characters' });
    await removeAll();
  });

  it('refuses the 201st with 409 and a clear message, also when two are added at once', async () => {
    await addMany(199, 'bulk-end');
    const [a, b] = await Promise.all([ctx.staff.post('/api/admin/saved-replies', reply('Race A')), ctx.staff.post('/api/admin/saved-replies', reply('Race B'))]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = await ctx.staff.post('/api/admin/saved-replies', reply('One more'));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('There are 200 saved replies, the most there can be: delete one you no longer use, then add this one');
    expect((await ctx.staff.get('/api/admin/saved-replies')).body.total).toBe(200);
    await removeAll();
  });

  it('are listed a page of names at a time, searched, without their messages; one is fetched whole', async () => {
    await addMany(120, 'bulk-end');
    const first = (await ctx.staff.get('/api/admin/saved-replies')).body as SavedReplyPage;
    expect(first.total).toBe(120);
    expect(first.replies).toHaveLength(50);
    expect(first.replies[0]).toEqual({ id: expect.any(String), name: 'Bulk 0001', subject: 'Bulk subject', updatedAt: expect.any(String) });
    expect(first.nextOffset).toBe(50);
    const last = (await ctx.staff.get('/api/admin/saved-replies?offset=100')).body as SavedReplyPage;
    expect(last.replies.map((r) => r.name)).toEqual(Array.from({ length: 20 }, (_, i) => `Bulk ${String(101 + i).padStart(4, '0')}`));
    expect(last.nextOffset).toBeNull();
    const searched = (await ctx.staff.get('/api/admin/saved-replies?q=ULK 011')).body as SavedReplyPage;
    expect(searched.replies.map((r) => r.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Bulk 011${i}`));
    expect((await ctx.staff.get('/api/admin/saved-replies?q=100%')).body.total).toBe(0);

    const whole = await ctx.staff.get(`/api/admin/saved-replies/${first.replies[0]!.id}`);
    expect(whole.body.body).toBe(longBody('bulk-end'));
    expect((await ctx.staff.get('/api/admin/saved-replies/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await ctx.staff.get('/api/admin/saved-replies?offset=-1')).body.errors).toEqual({ offset: 'Offset must be a whole number of at least 0' });
    expect((await ctx.app.client().get(`/api/admin/saved-replies/${first.replies[0]!.id}`)).status).toBe(401);
  });

  it('stay out of the enquiry page, and Settings › Saved replies carries the first names only', async () => {
    // 120 replies of 10,000 characters each are still in the table from the test above.
    const id = (await ctx.app.client().post('/api/inquiries', validContactInquiry)).body.id;
    const services = ctx.app.services();
    const admin = (await ctx.staff.get('/api/admin/me')).body;
    const context = { routeParams: { id }, services, site: { timeZone: 'Africa/Johannesburg' }, inboundMail: false, admin } as unknown as PageContextServer;
    const enquiryPage = JSON.stringify(await enquiryPageData(context));
    expect(enquiryPage).not.toContain('bulk-end');
    expect(enquiryPage).not.toContain('Bulk 0001');
    const settingsPage = JSON.stringify(await settingsPageData(context));
    expect(settingsPage).toContain('Bulk 0050');
    expect(settingsPage).not.toContain('Bulk 0051');
    expect(settingsPage).not.toContain('bulk-end');
    expect(settingsPage.length).toBeLessThan(20_000);
    await removeAll();
  });
});
