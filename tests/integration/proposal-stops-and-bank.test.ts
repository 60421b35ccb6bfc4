import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalLinkMailedTo } from '../e2e/support/mail-files.ts';
import { validTrip } from '../fixtures/trips.ts';
import { buildOnce, startProductionServer, type ProductionServer } from '../setup/production-server.ts';
import { signInFirstOwner } from '../setup/first-owner.ts';

// Issue 18's finishing touches, on the production server: a proposal's own stops, and where an accepted one is paid.
let server: ProductionServer;
let cookie: string;
let dataDir: string;
const STAFF = { username: 'stops-desk', password: 'a long staff passphrase for stops' };
const BANK = { accountName: 'Ama Safaris (Pty) Ltd', bankName: 'First Bush Bank', accountNumber: '62845119073', branchCode: '250655', swift: 'FIRNZAJJ' };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const staffHeaders = () => ({ cookie, origin: `http://127.0.0.1:${server.port}` });
const json = (body: string) => JSON.parse(body) as Record<string, unknown>;

async function setBank(bank: typeof BANK | null) {
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    await db.query('update company_settings set bank = $1 where id = 1', [bank === null ? null : JSON.stringify(bank)]);
  } finally {
    await db.end();
  }
}

async function newInquiry(firstName: string) {
  const email = `${firstName.toLowerCase()}@example.com`;
  const inquiry = await server.request('POST', '/api/inquiries', {
    json: { firstName, lastName: 'Traveller', email, packageType: 'elegant', groupSize: '1-2', message: 'The Chobe and the Falls, please.' },
  });
  expect(inquiry.status).toBe(201);
  return { inquiryId: (json(inquiry.body) as { id: string }).id, email };
}

const body = (stops: unknown[]) => ({ validUntil: inDays(10), startDate: inDays(200), stops, lines: [{ label: 'Safari per person', quantity: 2, unitPrice: 4850 }] });

/** A proposal with the trip's stops, sent: its id, and the traveller's link. */
async function sentProposal(firstName: string) {
  const { inquiryId, email } = await newInquiry(firstName);
  const created = await server.request('POST', `/api/admin/inquiries/${inquiryId}/proposals`, { headers: { cookie }, json: body(validTrip.itinerary) });
  expect(created.status).toBe(201);
  const { id } = json(created.body) as { id: string };
  expect((await server.request('POST', `/api/admin/proposals/${id}/send`, { headers: staffHeaders() })).status).toBe(202);
  return { id, link: await proposalLinkMailedTo(dataDir, email) };
}

beforeAll(async () => {
  buildOnce();
  dataDir = mkdtempSync(join(tmpdir(), 'safari-proposal-stops-'));
  server = await startProductionServer({ ADMIN_USERNAME: STAFF.username, ADMIN_PASSWORD: STAFF.password, MAIL_WORKER: 'on', DATA_DIR: dataDir });
  cookie = await signInFirstOwner(server, STAFF);
}, 300_000);
afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a proposal’s own stops', () => {
  it('are what a PUT saved: GET returns them and the traveller’s page shows them', async () => {
    const { inquiryId, email } = await newInquiry('Stella');
    const created = await server.request('POST', `/api/admin/inquiries/${inquiryId}/proposals`, { headers: { cookie }, json: body(validTrip.itinerary) });
    const { id } = json(created.body) as { id: string };
    const [chobe, , falls] = validTrip.itinerary;
    // Falls first, the Chobe with 3 nights at another lodge, the border crossing left out, a new stop added.
    const edited = [
      falls,
      { ...chobe, nights: 3, lodge: 'Elephant Bend Camp', lodgeUrl: '' },
      { title: 'A night in Livingstone', description: 'Sundowner on the Zambezi.', nights: 1, placeName: 'Livingstone', lat: -17.85, lng: 25.86, lodge: 'Zambezi Riverside Rooms' },
    ];
    const put = await server.request('PUT', `/api/admin/proposals/${id}`, { headers: { cookie }, json: body(edited) });
    expect(put.status).toBe(200);
    const saved = json((await server.request('GET', `/api/admin/proposals/${id}`, { headers: { cookie } })).body);
    expect((saved.stops as { title: string; nights: number; lodge?: string }[]).map(({ title, nights, lodge }) => [title, nights, lodge ?? null])).toEqual([
      ['Victoria Falls', 2, null],
      ['Into the Chobe riverfront', 3, 'Elephant Bend Camp'],
      ['A night in Livingstone', 1, 'Zambezi Riverside Rooms'],
    ]);

    expect((await server.request('POST', `/api/admin/proposals/${id}/send`, { headers: staffHeaders() })).status).toBe(202);
    const page = await server.get(await proposalLinkMailedTo(dataDir, email));
    expect(page.status).toBe(200);
    expect(page.body).toContain('Elephant Bend Camp');
    expect(page.body).toContain('A night in Livingstone');
    expect(page.body).not.toContain('Chobe riverside lodge');
    expect(page.body).not.toContain('Across to the Falls');
    expect(page.body.indexOf('Victoria Falls')).toBeLessThan(page.body.indexOf('Into the Chobe riverfront'));
  });

  it('refuses a bad stop with 400 naming stops.N.field, and saves nothing', async () => {
    const { inquiryId } = await newInquiry('Bruno');
    const created = await server.request('POST', `/api/admin/inquiries/${inquiryId}/proposals`, { headers: { cookie }, json: body(validTrip.itinerary) });
    const { id } = json(created.body) as { id: string };
    const [chobe, border] = validTrip.itinerary;
    const bad = await server.request('PUT', `/api/admin/proposals/${id}`, {
      headers: { cookie },
      json: body([chobe, { ...border, nights: 31, placeName: ' ', lat: 95, lodgeUrl: 'lodge.example' }]),
    });
    expect(bad.status).toBe(400);
    expect(json(bad.body).errors).toMatchObject({
      'stops.1.nights': 'Nights must be a whole number from 0 to 30',
      'stops.1.placeName': 'Place name is required',
      'stops.1.lat': 'Latitude must be a number between -90 and 90',
      'stops.1.lodgeUrl': 'Please enter a web address starting with http:// or https://',
    });
    const kept = json((await server.request('GET', `/api/admin/proposals/${id}`, { headers: { cookie } })).body);
    expect((kept.stops as { nights: number }[]).map((stop) => stop.nights)).toEqual([2, 0, 2]);
  });
});

describe('the bank details for the deposit', () => {
  it('are on an accepted proposal’s page and its booking page, never before acceptance, and read fresh from settings', async () => {
    await setBank(BANK);
    const { link } = await sentProposal('Grace');
    const before = await server.get(link);
    expect(before.status).toBe(200);
    expect(before.body).toContain('Accept this proposal');
    for (const value of [BANK.accountNumber, BANK.swift, BANK.bankName, BANK.branchCode]) expect(before.body).not.toContain(value);

    const token = link.split('/').pop()!;
    const accepted = await server.request('POST', `/api/proposals/${token}/accept`, { json: { leadName: 'Grace Traveller', phone: '+27 82 555 0123', acceptTerms: true } });
    expect(accepted.status).toBe(201);
    const { reference, bookingId } = json(accepted.body) as { reference: string; bookingId: string };

    const after = await server.get(link);
    expect(after.headers['cache-control']).toBe('private, no-store');
    for (const value of Object.values(BANK)) expect(after.body).toContain(value.replace('&', '&amp;'));
    expect(after.body).toMatch(new RegExp(`Quote <strong[^>]*>${reference}</strong> as the payment reference\\.`));

    const desk = await server.get(`/admin/bookings/${bookingId}`, { cookie });
    expect(desk.status).toBe(200);
    expect(desk.body).toContain('Where the traveller pays');
    expect(desk.body).toContain(BANK.accountNumber);

    // Settings changed: the next view says so at once (the page is never cached); none stored: by e-mail.
    await setBank({ ...BANK, accountNumber: '11122233344' });
    expect((await server.get(link)).body).toContain('11122233344');
    await setBank(null);
    const none = await server.get(link);
    expect(none.body).not.toContain(BANK.accountNumber);
    expect(none.body).toContain('We’ll send our bank details by e-mail.');
  });

  it('are not on a replaced version’s page', async () => {
    await setBank(BANK);
    const { id, link } = await sentProposal('Hana');
    const next = await server.request('PUT', `/api/admin/proposals/${id}`, { headers: { cookie }, json: body(validTrip.itinerary) });
    const { id: newerId } = json(next.body) as { id: string };
    expect((await server.request('POST', `/api/admin/proposals/${newerId}/send`, { headers: staffHeaders() })).status).toBe(202);
    const older = await server.get(link);
    expect(older.status).toBe(200);
    expect(older.body).toContain('A newer proposal replaced this one');
    expect(older.body).not.toContain(BANK.accountNumber);
  });
});
