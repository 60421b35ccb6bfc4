import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Orm } from '#database/orm.ts';
import { setLinkSecret, links } from '#server/links/token-links.ts';

const tokenFor = (nonce: string) => links('proposal').tokenFor(nonce);
import { createServices } from '#server/services.ts';
import { validInquiry } from '../fixtures/records.ts';
import { buildOnce, startProductionServer, type ProductionServer } from '../setup/production-server.ts';

// Issue 29: "Preview as the traveller sees it", a draft's page and PDF, for signed-in staff only, never a view.
let server: ProductionServer;
let orm: Orm;
// The server's secret, so the test can make a sent version's traveller link as its mail does.
const secret = randomBytes(32).toString('hex');
const cookies: Record<'owner' | 'staff' | 'newcomer', string> = { owner: '', staff: '', newcomer: '' };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const preview = (id: string) => `/admin/proposals/${id}/preview`;
const pdf = (id: string) => `/api/admin/proposals/${id}/pdf`;

beforeAll(async () => {
  buildOnce();
  setLinkSecret(secret);
  server = await startProductionServer({ SESSION_SECRET: secret });
  orm = await openDatabase(server.databaseUrl);
  await createServices(orm.em.fork()).transaction(async (s) => {
    await s.admins.create({ username: 'preview.owner', password: 'the owner passphrase', email: 'owner@example.com' }, { role: 'owner' });
    await s.admins.create({ username: 'preview.guide', password: 'the guide passphrase', email: 'guide@example.com' }, { role: 'staff' });
    // A colleague's first password, chosen by the owner: only Settings opens until it is changed (decision 054).
    await s.admins.create({ username: 'preview.newcomer', password: 'a first passphrase', email: 'new@example.com' }, { role: 'staff', mustChangePassword: true });
  });
  for (const [who, username, password] of [
    ['owner', 'preview.owner', 'the owner passphrase'],
    ['staff', 'preview.guide', 'the guide passphrase'],
    ['newcomer', 'preview.newcomer', 'a first passphrase'],
  ] as const) {
    cookies[who] = await server.signIn(username, password);
  }
}, 300_000);
afterAll(async () => {
  await orm?.close();
  await server?.stop();
});

const as = (who: keyof typeof cookies) => ({ cookie: cookies[who] });

/** A new enquiry and a draft for it, written for `firstName`. */
async function draftFor(firstName: string) {
  const inquiry = await server.request('POST', '/api/inquiries', { json: { ...validInquiry, firstName, email: `${firstName.toLowerCase()}@example.com` } });
  expect(inquiry.status).toBe(201);
  const inquiryId = JSON.parse(inquiry.body).id as string;
  const created = await server.request('POST', `/api/admin/inquiries/${inquiryId}/proposals`, {
    headers: as('staff'),
    json: { validUntil: inDays(10), startDate: inDays(120), note: `A draft written for ${firstName}`, lines: [{ label: 'Elegant Safari per person', quantity: 2, unitPrice: 4850 }] },
  });
  expect(created.status).toBe(201);
  return { id: JSON.parse(created.body).id as string, inquiryId };
}

async function query<T>(text: string, values: unknown[]): Promise<T> {
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    return (await db.query(text, values)).rows[0] as T;
  } finally {
    await db.end();
  }
}

async function viewsOf(id: string, inquiryId: string) {
  const proposal = await query<object>(`select view_count, first_viewed_at, status from proposals where id = $1`, [id]);
  const events = await query<{ n: number }>(`select count(*)::int as n from inquiry_events where inquiry_id = $1 and kind = 'proposal-viewed'`, [inquiryId]);
  return { ...proposal, viewedEvents: events.n };
}

/**
 * Whether a page's scripts (every one its HTML loads or preloads) report a view: the traveller's page does it with
 * navigator.sendBeacon once seen (decision 143), which no fetch of the HTML can show; a view is never counted on a GET.
 */
async function reportsViews(html: string): Promise<boolean> {
  const scripts = [...new Set(html.match(/\/assets\/[\w./-]+\.js/g) ?? [])];
  expect(scripts.length).toBeGreaterThan(0);
  const code = await Promise.all(scripts.map(async (src) => (await server.get(src)).body));
  return code.some((text) => text.includes('sendBeacon'));
}

describe('the preview of a draft as the traveller sees it', () => {
  it('renders the traveller’s page of the unsent draft for staff, marked, noindex and no-store, and counts no view', async () => {
    const { id, inquiryId } = await draftFor('Nomsa');
    for (const who of ['staff', 'owner'] as const) {
      const page = await server.get(preview(id), as(who));
      expect(page.status, who).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      expect(page.body).toContain('Preview — not sent');
      // The traveller's page itself: their name, the note, the price and the forms to answer (disabled here).
      expect(page.body).toContain('Prepared for Nomsa');
      expect(page.body).toContain('A draft written for Nomsa');
      expect(page.body).toContain('$9,700');
      expect(page.body).toContain('Not sent yet · last saved');
      expect(page.body).toMatch(/<fieldset disabled=""/);
      expect(page.body).toContain(`href="/admin/inquiries/${inquiryId}/proposals/${id}"`);
      // No view beacon among its scripts: a preview is never the traveller opening it.
      expect(await reportsViews(page.body), who).toBe(false);
    }
    const file = await server.get(pdf(id), as('staff'));
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('inline; filename="safari-proposal-nomsa-okafor-v1-preview.pdf"');
    expect(file.headers['cache-control']).toBe('private, no-store');

    // Still a draft, never opened, nothing on the timeline.
    expect(await viewsOf(id, inquiryId)).toEqual({ view_count: 0, first_viewed_at: null, status: 'draft', viewedEvents: 0 });
  });

  it('shows nothing to anyone but signed-in staff: signed out, the sign-in page; the PDF, 401', async () => {
    const { id } = await draftFor('Lerato');
    const signedOut = await server.get(preview(id));
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.location).toBe('/admin/login');
    expect(signedOut.body).not.toContain('Lerato');
    const file = await server.get(pdf(id));
    expect(file.status).toBe(401);
    // A colleague who has not yet replaced a first password goes to Settings, as on every staff page.
    const newcomer = await server.get(preview(id), as('newcomer'));
    expect(newcomer.status).toBe(302);
    expect(newcomer.headers.location).toBe('/admin/settings');
  });

  it('is not found for an unknown or malformed id, or a version already sent (which has its traveller link)', async () => {
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const page = await server.get(preview(unknown), as('staff'));
      expect(page.status, unknown).toBe(404);
      expect((await server.get(pdf(unknown), as('staff'))).status, unknown).toBe(404);
    }
    const { id, inquiryId } = await draftFor('Zodwa');
    // A bodiless staff write still comes from the site's own origin (the cross-site check).
    const send = await server.request('POST', `/api/admin/proposals/${id}/send`, { headers: { ...as('staff'), origin: `http://127.0.0.1:${server.port}` } });
    expect(send.status).toBe(202);
    const page = await server.get(preview(id), as('staff'));
    expect(page.status).toBe(404);
    expect(page.body).not.toContain('A draft written for Zodwa');
    // Its PDF is the one mailed, to download under the mail's own name.
    const file = await server.get(pdf(id), as('staff'));
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="safari-proposal-zodwa-okafor-v1.pdf"');
    expect(await viewsOf(id, inquiryId)).toMatchObject({ view_count: 0, viewedEvents: 0 });

    // The traveller's page of that version does carry the beacon, and its report is a view: what the preview lacks.
    const link = `/proposals/${tokenFor((await query<{ link_nonce: string }>(`select link_nonce from proposals where id = $1`, [id])).link_nonce)}`;
    const travellerPage = await server.get(link);
    expect(travellerPage.status).toBe(200);
    expect(await reportsViews(travellerPage.body)).toBe(true);
    expect((await server.request('POST', `/api${link}/views`, { headers: { origin: `http://127.0.0.1:${server.port}` } })).status).toBe(204);
    expect(await viewsOf(id, inquiryId)).toMatchObject({ view_count: 1, viewedEvents: 1 });
  });
});
