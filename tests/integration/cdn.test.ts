import { createServer, type Server } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOnce, startProductionServer, type ProductionServer } from '../setup/production-server.ts';
import { until } from '../setup/until.ts';
import { freePort } from '../setup/ports.ts';
import { signInFirstOwner } from '../setup/first-owner.ts';

// A production server behind a CDN: CDN_CACHE_SECONDS for public pages, and a fake purge endpoint on 127.0.0.1.
const STAFF = { username: 'cdn-owner', password: 'a long staff passphrase' };
const EDGE = 'public, max-age=0, s-maxage=120, stale-while-revalidate=120';
let server: ProductionServer;
let endpoint: Server;
let siteUrl: string;
const purges: { authorization: string | undefined; body: { event: string; urls: string[] } }[] = [];
let answer = 200;
let cookie: string;


beforeAll(async () => {
  buildOnce();
  endpoint = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (answer === 200) purges.push({ authorization: req.headers.authorization, body: JSON.parse(body) });
      res.writeHead(answer, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  server = await startProductionServer({
    PORT: String(port),
    SITE_URL: siteUrl,
    CDN_CACHE_SECONDS: '120',
    CDN_PURGE_URL: `http://127.0.0.1:${(endpoint.address() as { port: number }).port}/purge`,
    CDN_PURGE_TOKEN: 'purge-secret',
    CDN_PURGE_RETRY_SECONDS: '1',
    MAIL_WORKER: 'on',
    ADMIN_USERNAME: STAFF.username,
    ADMIN_PASSWORD: STAFF.password,
  });
  cookie = await signInFirstOwner(server, STAFF);
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => endpoint?.close(resolve));
});

describe('with CDN_CACHE_SECONDS', () => {
  it('lets a CDN keep a public page, rendered or from the cache, with Vary: Accept-Encoding and no cookie', async () => {
    for (const response of [await server.get('/'), await server.get('/')]) {
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe(EDGE);
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('never on staff pages, personal pages, the JSON lists, or a URL with a query a purge cannot name', async () => {
    for (const path of ['/admin/login', '/proposals/not-a-real-token', '/api/packages', '/gallery?folder=nowhere']) {
      const response = await server.get(path);
      expect(response.headers['cache-control'], path).not.toContain('s-maxage');
    }
    const staffView = await server.get('/admin', { cookie });
    expect(staffView.headers['cache-control']).not.toContain('s-maxage');
  });

  it('purges every public URL through CDN_PURGE_URL, with the token, after a staff edit', async () => {
    purges.length = 0;
    const saved = await server.request('PUT', '/api/admin/settings/company', { headers: { cookie }, json: { phone: '+27 13 737 5151' } });
    expect(saved.status, saved.body).toBe(200);
    await until(async () => purges.length, (n) => n > 0);
    expect(purges[0]!.authorization).toBe('Bearer purge-secret');
    expect(purges[0]!.body.event).toBe('public-content-changed');
    expect(purges[0]!.body.urls).toEqual(expect.arrayContaining([`${siteUrl}/`, `${siteUrl}/packages`, `${siteUrl}/faq`]));
    expect(purges[0]!.body.urls.some((url) => /\/(admin|proposals|api)\b/.test(url))).toBe(false);
  });

  it("purges after a change of seats that no staff route made (the database's trigger, decision 135)", async () => {
    purges.length = 0;
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    try {
      await db.query(`update departures set blocked_seats = blocked_seats where id = (select id from departures limit 1)`);
    } finally {
      await db.end();
    }
    await until(async () => purges.length, (n) => n > 0);
    expect(purges[0]!.body.urls).toEqual(expect.arrayContaining([`${siteUrl}/packages`]));
  });

  it('tries a purge again while the endpoint is down, and says so on the Overview once it is 5 minutes late', async () => {
    purges.length = 0;
    answer = 503;
    const saved = await server.request('PUT', '/api/admin/settings/company', { headers: { cookie }, json: { phone: '+27 13 737 6161' } });
    expect(saved.status).toBe(200);
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    try {
      // Failed at least once and waiting for its next try.
      await until(async () => (await db.query("select 1 from pgboss.job where name = 'cdn-purge' and state = 'retry'")).rowCount, (n) => (n ?? 0) > 0);
      expect((await server.get('/admin', { cookie })).body).not.toContain('The CDN still shows older pages');
      // Five minutes pass (the job's creation moved back rather than the test waiting).
      await db.query("update pgboss.job set created_on = created_on - interval '6 minutes' where name = 'cdn-purge' and state = 'retry'");
      expect((await server.get('/admin', { cookie })).body).toContain('The CDN still shows older pages');
      answer = 200;
      await until(async () => purges.length, (n) => n > 0, 20_000);
      expect(purges.length).toBeGreaterThan(0);
      await until(async () => (await server.get('/admin', { cookie })).body, (body) => !body.includes('The CDN still shows older pages'));
      expect((await server.get('/admin', { cookie })).body).not.toContain('The CDN still shows older pages');
    } finally {
      await db.end();
    }
  }, 60_000);
});
