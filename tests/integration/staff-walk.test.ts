import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase } from '#database/orm.ts';
import { setLinkSecret, links } from '#server/links/token-links.ts';

const tokenFor = (nonce: string) => links('proposal').tokenFor(nonce);
import { createServices } from '#server/services.ts';
import { acceptBody, proposalBody } from '../fixtures/proposals.ts';
import { validInquiry, validPackage } from '../fixtures/records.ts';
import { validTrip } from '../fixtures/trips.ts';
import { routeTable } from '#server/route-table.ts';
import { buildOnce, startProductionServer, type ProductionServer } from '../setup/production-server.ts';
import { startTestApp } from '../setup/test-app.ts';

// What staff may not read (decision 137): another account's e-mail and the company's bank numbers, on
// any staff page (server-rendered HTML and the data of client navigation) or GET route.
const OWNER_EMAIL = 'owner.qz7rw@example.com';
const COLLEAGUE_EMAIL = 'colleague.qz7rw@example.com';
const ACCOUNT_NUMBER = '730419925861';
const SWIFT = 'QZSWZAJJ';
const secret = randomBytes(32).toString('hex');

let server: ProductionServer;
let routes: string[];
const cookies = { owner: '', staff: '' };
const ids: Record<string, string> = {};

const as = (who: 'owner' | 'staff', method: string, path: string, json?: unknown) =>
  server.request(method, path, { headers: { cookie: cookies[who], origin: `http://127.0.0.1:${server.port}` }, json });

beforeAll(async () => {
  buildOnce();
  // The routes as Express lists them, from an app of the same code (pages off).
  const lister = await startTestApp();
  routes = routeTable(lister.server.listeners('request')[0] as Express).filter((r) => r.startsWith('GET /api/'));
  await lister.close();

  setLinkSecret(secret);
  server = await startProductionServer({ SESSION_SECRET: secret });
  // Accounts: an owner and a colleague with distinctive e-mails, and the staff account that walks.
  const orm = await openDatabase(server.databaseUrl);
  try {
    await createServices(orm.em.fork()).transaction(async (s) => {
      await s.admins.create({ username: 'walk.owner', password: 'the owner passphrase', email: OWNER_EMAIL }, { role: 'owner' });
      await s.admins.create({ username: 'walk.colleague', password: 'the colleague passphrase', email: COLLEAGUE_EMAIL }, { role: 'staff' });
      await s.admins.create({ username: 'walk.staff', password: 'the staff passphrase', email: 'walk.staff@example.com' }, { role: 'staff' });
    });
  } finally {
    await orm.close();
  }
  cookies.owner = await server.signIn('walk.owner', 'the owner passphrase');
  cookies.staff = await server.signIn('walk.staff', 'the staff passphrase');

  // The owner's own hands put both secrets into the records (and so into the audit log).
  const bank = { accountName: 'Safari Tours', bankName: 'First Bank', accountNumber: ACCOUNT_NUMBER, branchCode: '250655', swift: SWIFT };
  expect((await as('owner', 'PUT', '/api/admin/settings/company', { bank })).status).toBe(200);
  const colleague = JSON.parse((await as('owner', 'GET', '/api/admin/admins')).body).find((a: { username: string }) => a.username === 'walk.colleague');
  expect((await as('owner', 'PATCH', `/api/admin/admins/${colleague.id}`, { email: `moved.${COLLEAGUE_EMAIL}` })).status).toBe(200);
  expect((await as('owner', 'PATCH', `/api/admin/admins/${colleague.id}`, { email: COLLEAGUE_EMAIL })).status).toBe(200);

  // A trip, an enquiry, a proposal and its booking, so every page has a record to show.
  const trip = await as('owner', 'POST', '/api/admin/packages', { ...validPackage, departures: validTrip.departures });
  ids.package = JSON.parse(trip.body).id;
  // A lodge, so its rate cards' page (issue 40) has one to show.
  ids.supplier = JSON.parse((await as('owner', 'POST', '/api/admin/suppliers', { name: 'Walk Camp', kind: 'camp', email: 'walk.camp@example.com' })).body).id;
  const card = await as('owner', 'POST', `/api/admin/suppliers/${ids.supplier}/rate-cards`, {
    name: '2027 contract', currency: 'ZAR', validFrom: '2027-01-01', validTo: '2027-12-31',
    seasons: [{ name: 'All year', ranges: [{ from: '2027-01-01', to: '2027-12-31' }], priority: 1 }],
    rates: [{ season: 'All year', room: 'Tent', mealPlan: 'FB', basis: 'per-person-sharing', amountMinor: 500_000 }],
    children: [],
  });
  expect(card.status).toBe(201);
  ids.rateCard = JSON.parse(card.body).id;
  ids.departure = JSON.parse((await as('owner', 'GET', `/api/admin/packages/${ids.package}`)).body).departures[0].id;
  ids.inquiry = JSON.parse((await server.request('POST', '/api/inquiries', { json: validInquiry })).body).id;
  const proposal = await as('owner', 'POST', `/api/admin/inquiries/${ids.inquiry}/proposals`, proposalBody());
  ids.proposal = JSON.parse(proposal.body).id;
  expect((await as('owner', 'POST', `/api/admin/proposals/${ids.proposal}/send`)).status).toBe(202);
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  const { rows } = await db.query('select link_nonce from proposals where id = $1', [ids.proposal]);
  await db.end();
  const accepted = await server.request('POST', `/api/proposals/${tokenFor(rows[0].link_nonce)}/accept`, { json: acceptBody });
  expect(accepted.status).toBe(201);
  ids.booking = JSON.parse((await as('owner', 'GET', '/api/admin/bookings')).body).items[0]?.id;
  expect(ids.booking).toBeTruthy();
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

/** A route's or page's parameters filled with the record of its kind. */
function fill(path: string): string {
  return path
    .replace(/\/inquiries\/:\w+/g, `/inquiries/${ids.inquiry}`)
    .replace(/\/proposals\/:proposalId/g, `/proposals/${ids.proposal}`)
    .replace(/\/proposals\/:\w+/g, `/proposals/${ids.proposal}`)
    .replace(/\/bookings\/:\w+/g, `/bookings/${ids.booking}`)
    .replace(/\/packages\/:\w+/g, `/packages/${ids.package}`)
    .replace(/\/departures\/:\w+/g, `/departures/${ids.departure}`)
    .replace(/\/suppliers\/:\w+/g, `/suppliers/${ids.supplier}`)
    .replace(/\/rate-cards\/:\w+/g, `/rate-cards/${ids.rateCard}`)
    .replace(/:\w+/g, '00000000-0000-4000-8000-000000000000')
    .replace(/\{\*\w+\}/g, 'x');
}

/** Every staff page, from the folders under pages/admin/(dashboard) that hold a +Page.tsx. */
function staffPages(dir = join(process.cwd(), 'pages/admin/(dashboard)'), url = '/admin'): string[] {
  const here = readdirSync(dir).includes('+Page.tsx') ? [url] : [];
  const below = readdirSync(dir)
    .filter((name) => !name.startsWith('+') && statSync(join(dir, name)).isDirectory())
    .flatMap((name) => staffPages(join(dir, name), name === 'index' ? url : `${url}/${name.replace(/^@/, ':')}`));
  return [...here, ...below];
}

const leaks = (body: string) => [OWNER_EMAIL, COLLEAGUE_EMAIL, ACCOUNT_NUMBER, SWIFT].filter((secretText) => body.toLowerCase().includes(secretText.toLowerCase()));

describe('a staff account walks every staff page and GET route', () => {
  it('finds the secrets where an owner reads them (so the walk can see them)', async () => {
    expect(leaks((await as('owner', 'GET', '/api/admin/activity')).body)).toEqual(expect.arrayContaining([COLLEAGUE_EMAIL, ACCOUNT_NUMBER]));
    expect(leaks((await as('owner', 'GET', '/admin/settings/staff')).body)).toEqual(expect.arrayContaining([OWNER_EMAIL, COLLEAGUE_EMAIL]));
    expect(leaks((await as('owner', 'GET', '/admin/settings/company')).body)).toEqual(expect.arrayContaining([ACCOUNT_NUMBER]));
  });

  it('reads no other account’s e-mail and no bank number on any page', async () => {
    const pages = staffPages();
    expect(pages).toEqual(expect.arrayContaining(['/admin', '/admin/activity', '/admin/settings', '/admin/settings/company', '/admin/settings/staff', '/admin/bookings/:id', '/admin/inquiries/:id']));
    for (const page of pages.map(fill)) {
      const html = await as('staff', 'GET', page);
      expect({ page, status: html.status }).toEqual({ page, status: 200 });
      expect({ page, leaks: leaks(html.body) }).toEqual({ page, leaks: [] });
      const data = await as('staff', 'GET', `${page}/index.pageContext.json`);
      expect({ page, leaks: leaks(data.body) }).toEqual({ page, leaks: [] });
    }
  });

  it('reads no other account’s e-mail and no bank number from any GET route', async () => {
    expect(routes).toEqual(expect.arrayContaining(['GET /api/admin/activity', 'GET /api/admin/admins', 'GET /api/admin/settings/company']));
    for (const route of routes) {
      const path = fill(route.slice('GET '.length));
      const response = await as('staff', 'GET', path);
      expect({ path, leaks: leaks(response.body) }).toEqual({ path, leaks: [] });
    }
  });

  it('left its reads of the enquiry’s page in the activity log, for an owner to see', async () => {
    const entries = JSON.parse((await as('owner', 'GET', '/api/admin/activity?kind=inquiry&limit=200')).body).items as { action: string; actorName: string; recordId: string }[];
    expect(entries.filter((e) => e.action === 'viewed' && e.actorName === 'walk.staff' && e.recordId === ids.inquiry).length).toBeGreaterThan(0);
  });

  it('reads the booking’s bank numbers as "(owner only)"', async () => {
    const data = await as('staff', 'GET', `/admin/bookings/${ids.booking}/index.pageContext.json`);
    expect(data.body).toContain('(owner only)');
  });
});
