import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOnce, startProductionServer, type ProductionServer } from '../setup/production-server.ts';
import { signInFirstOwner } from '../setup/first-owner.ts';

// Issue 42: the rates are public and cacheable, and no page changes with who asks (the browser converts).
let server: ProductionServer;
let slug: string;
const OWNER = { username: 'rates-keeper', password: 'a long owner passphrase' };
const YESTERDAY = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  buildOnce();
  server = await startProductionServer({ ADMIN_USERNAME: OWNER.username, ADMIN_PASSWORD: OWNER.password });
  const cookie = await signInFirstOwner(server, OWNER);
  const created = await server.request('POST', '/api/admin/packages', {
    headers: { cookie },
    json: { name: 'Priced Safari Experience', type: 'elegant', price: 4850, duration: '7 days', description: 'Lodges and game drives.', features: ['Game drives'], accommodation: 'Lodge', groupSize: '2-8' },
  });
  expect(created.status).toBe(201);
  slug = (JSON.parse(created.body) as { slug: string }).slug;
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

async function storeRates(day: string, rates: Record<string, number>): Promise<void> {
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  await db.query(`insert into exchange_rate_days (day, rates, fetched_at, checked_at) values ($1, $2, now(), now())`, [day, JSON.stringify(rates)]);
  await db.end();
}

describe('GET /api/rates', () => {
  it('answers "no rates yet" before any rates were fetched, as a 200 kept by nobody (no failed request in the console)', async () => {
    const none = await server.get('/api/rates');
    expect(none.status).toBe(200);
    expect(JSON.parse(none.body)).toEqual({ date: null, base: 'EUR', rates: {} });
    expect(none.headers['cache-control']).toBe('no-store');
  });

  it('answers the newest day as { date, base, rates }, cacheable with an ETag and no Vary on the visitor', async () => {
    await storeRates('2026-01-02', { USD: 1.03, ZAR: 19.5 });
    await storeRates(YESTERDAY, { USD: 1.159, GBP: 0.8787, ZAR: 20.241 });
    const answer = await server.get('/api/rates', { 'accept-language': 'de-DE', cookie: 'currency=EUR' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ date: YESTERDAY, base: 'EUR', rates: { USD: 1.159, GBP: 0.8787, ZAR: 20.241 } });
    expect(answer.headers['cache-control']).toMatch(/^public, max-age=3600\b/);
    expect(answer.headers['set-cookie']).toBeUndefined();
    const vary = String(answer.headers.vary ?? '').toLowerCase();
    for (const header of ['accept-language', 'cookie', 'origin', 'user-agent']) expect(vary).not.toContain(header);

    const etag = answer.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await server.get('/api/rates', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    const other = await server.get('/api/rates', { 'accept-language': 'en-US' });
    expect(other.headers.etag).toBe(etag);
  });
});

describe('pages stay the same for every visitor', () => {
  const VISITORS: Record<string, string>[] = [
    {},
    { 'accept-language': 'de-DE,de;q=0.9' },
    { 'accept-language': 'en-ZA', cookie: 'currency=ZAR' },
    { 'accept-language': 'fr-FR', cookie: 'currency=EUR; lang=de', 'x-forwarded-for': '203.0.113.9' },
  ];

  it('sends byte-identical HTML with the price’s amount and currency marked for the browser', async () => {
    for (const path of [`/packages/${slug}`, '/packages', '/']) {
      const pages = [];
      for (const headers of VISITORS) pages.push(await server.get(path, headers));
      expect(pages[0]!.status, path).toBe(200);
      // The trip's own page shows its price (the list renders this trip's tab in the browser).
      if (path.startsWith('/packages/')) expect(pages[0]!.body, path).toContain('data-price-amount="4850" data-price-currency="USD"');
      for (const page of pages.slice(1)) {
        expect(page.body, path).toBe(pages[0]!.body);
        expect(page.headers.etag, path).toBe(pages[0]!.headers.etag);
      }
      const vary = String(pages[0]!.headers.vary ?? '').toLowerCase();
      expect(vary, path).not.toContain('accept-language');
      expect(vary, path).not.toContain('cookie');
    }
  });
});
