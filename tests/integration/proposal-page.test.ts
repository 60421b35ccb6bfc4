import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalLinkMailedTo } from '../e2e/support/mail-files.ts';
import { buildOnce, startProductionServer, type ProductionServer } from '../setup/production-server.ts';
import { signInFirstOwner } from '../setup/first-owner.ts';

// The traveller's page on the production server, with its render cache and its mail worker (mail as .eml files).
let server: ProductionServer;
let cookie: string;
let dataDir: string;
const STAFF = { username: 'proposal-desk', password: 'a long staff passphrase for proposals' };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function sql(text: string, values: unknown[] = []) {
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    await db.query(text, values);
  } finally {
    await db.end();
  }
}

/** A bodiless staff write still comes from the site's own origin (the cross-site check). */
const staffHeaders = () => ({ cookie, origin: `http://127.0.0.1:${server.port}` });

/** An enquiry from `firstName`, a proposal for it, sent: its id and the link the traveller received. */
async function sentProposal(firstName: string, startDate?: string) {
  const email = `${firstName.toLowerCase()}@example.com`;
  const inquiry = await server.request('POST', '/api/inquiries', {
    json: { firstName, lastName: 'Traveller', email, packageType: 'elegant', groupSize: '3-4', message: 'Two weeks in the bush, please.' },
  });
  expect(inquiry.status).toBe(201);
  const { id: inquiryId } = JSON.parse(inquiry.body) as { id: string };
  const created = await server.request('POST', `/api/admin/inquiries/${inquiryId}/proposals`, {
    headers: { cookie },
    json: { validUntil: inDays(10), startDate, note: `Written for ${firstName}`, lines: [{ label: 'Elegant Safari per person', quantity: 2, unitPrice: 4850 }] },
  });
  expect(created.status).toBe(201);
  const { id } = JSON.parse(created.body) as { id: string };
  const sent = await server.request('POST', `/api/admin/proposals/${id}/send`, { headers: staffHeaders() });
  expect(sent.status).toBe(202);
  return { id, email, link: await proposalLinkMailedTo(dataDir, email) };
}

beforeAll(async () => {
  buildOnce();
  dataDir = mkdtempSync(join(tmpdir(), 'safari-proposal-page-'));
  server = await startProductionServer({ ADMIN_USERNAME: STAFF.username, ADMIN_PASSWORD: STAFF.password, MAIL_WORKER: 'on', DATA_DIR: dataDir });
  cookie = await signInFirstOwner(server, STAFF);
}, 300_000);
afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the traveller’s proposal page (issue 18)', () => {
  it('is rendered for each request and each token, never stored, and sent no-store and noindex', async () => {
    // The render cache is on: a public page is stored (it answers with an ETag), so the test below can tell.
    expect((await server.get('/terms')).headers.etag).toBeDefined();
    const alice = await sentProposal('Alice');
    const bob = await sentProposal('Bob');

    const first = await server.get(alice.link);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers.etag).toBeUndefined();
    expect(first.body).toContain('Written for Alice');
    expect(first.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);

    // Its address holds the token: no canonical link or og:url repeats it (decision 137).
    const token = alice.link.split('/').pop()!;
    expect(first.body).not.toMatch(/rel="canonical"|property="og:url"/);
    expect(first.body.split('</head>')[0]).not.toContain(token);

    const other = await server.get(bob.link);
    expect(other.status).toBe(200);
    expect(other.headers['cache-control']).toBe('private, no-store');
    expect(other.body).toContain('Written for Bob');
    expect(other.body).not.toContain('Alice');

    // A change made behind the server's back (no change notice): only a fresh render can show it.
    await sql('update proposals set note = $1 where id = $2', ['Rewritten for Alice', alice.id]);
    const second = await server.get(alice.link);
    expect(second.status).toBe(200);
    expect(second.headers['cache-control']).toBe('private, no-store');
    expect(second.body).toContain('Rewritten for Alice');
    expect(second.body).not.toContain('Bob');
  });

  it('records no view when it is fetched: a mail scanner’s GET changes nothing (decision 143)', async () => {
    const zoe = await sentProposal('Zoe');
    for (let i = 0; i < 3; i++) expect((await server.get(zoe.link)).status).toBe(200);
    const proposal = await server.request('GET', `/api/admin/proposals/${zoe.id}`, { headers: { cookie } });
    expect(JSON.parse(proposal.body)).toMatchObject({ viewCount: 0, firstViewedAt: null });
    // The page's own beacon is what counts.
    expect((await server.request('POST', `/api${zoe.link}/views`, { headers: { origin: `http://127.0.0.1:${server.port}` } })).status).toBe(204);
    expect(JSON.parse((await server.request('GET', `/api/admin/proposals/${zoe.id}`, { headers: { cookie } })).body)).toMatchObject({ viewCount: 1 });
  });

  it('is not in the sitemap, and an unknown token is the not-found page', async () => {
    expect((await server.get('/sitemap.xml')).body).not.toContain('/proposals');
    const unknown = await server.get('/proposals/this-token-names-no-proposal-at-all');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('404 Page Not Found');
  });

  it('answers 410 Gone with its own words once the proposal has expired', async () => {
    const carol = await sentProposal('Carol');
    await sql(`update proposals set valid_until = current_date - 1 where id = $1`, [carol.id]);
    const expired = await server.get(carol.link);
    expect(expired.status).toBe(410);
    expect(expired.headers['cache-control']).toBe('private, no-store');
    expect(expired.body).toContain('This proposal has expired');
    expect(expired.body).not.toContain('Written for Carol');
  });

  it('sends an older version’s link on to the newest version', async () => {
    const dan = await sentProposal('Dan');
    const edited = await server.request('PUT', `/api/admin/proposals/${dan.id}`, {
      headers: { cookie },
      json: { validUntil: inDays(12), note: 'Version two for Dan', lines: [{ label: 'Elegant Safari per person', quantity: 3, unitPrice: 4850 }] },
    });
    expect(edited.status).toBe(200);
    const { id: newer } = JSON.parse(edited.body) as { id: string };
    expect(newer).not.toBe(dan.id);
    expect((await server.request('POST', `/api/admin/proposals/${newer}/send`, { headers: staffHeaders() })).status).toBe(202);
    const newerLink = await proposalLinkMailedTo(dataDir, dan.email, [dan.link]);

    const old = await server.get(dan.link);
    expect(old.status).toBe(200);
    expect(old.body).toContain('A newer proposal replaced this one');
    expect(old.body).toContain(`href="${newerLink}"`);
    expect(old.body).not.toContain('Accept this proposal');
    const current = await server.get(newerLink);
    expect(current.body).toContain('Version two for Dan');
    expect(current.body).toContain('Accept this proposal');
  });

  it('becomes a booking staff see on /admin/bookings with its reminders planned, and those pages stay staff-only', async () => {
    const erin = await sentProposal('Erin', inDays(200));
    const token = erin.link.split('/').pop()!;
    const accepted = await server.request('POST', `/api/proposals/${token}/accept`, { json: { leadName: 'Erin Traveller', phone: '+27 82 555 0199', acceptTerms: true } });
    expect(accepted.status).toBe(201);
    const { reference, bookingId } = JSON.parse(accepted.body) as { reference: string; bookingId: string };

    const page = await server.get(erin.link);
    expect(page.body).toContain(reference);
    expect(page.body).not.toContain('Accept this proposal');
    // Accepted, its validity is over and done with: the header names the deposit to pay instead.
    expect(page.body).not.toContain('Valid until');
    expect(page.body).toContain('Deposit to pay');

    const list = await server.get('/admin/bookings', { cookie });
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.body).toContain(reference);
    const detail = await server.get(`/admin/bookings/${bookingId}`, { cookie });
    expect(detail.status).toBe(200);
    expect(detail.body).toContain('Erin Traveller');
    // Both balance reminders are shown as planned.
    const reminders = /Balance reminders<\/h3>[\s\S]*?<\/section>/.exec(detail.body)?.[0] ?? '';
    expect(reminders).toContain('14 days before');
    expect(reminders).toContain('On the due date');
    expect(reminders.match(/>Planned</g)).toHaveLength(2);

    for (const path of ['/admin/bookings', `/admin/bookings/${bookingId}`]) {
      const anonymous = await server.get(path);
      expect(anonymous.status, path).toBe(302);
      expect(anonymous.body).not.toContain(reference);
    }
  });
});
