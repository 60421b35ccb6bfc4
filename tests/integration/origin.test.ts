import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_SLUGS, detailPath } from '#lib/content/detail-routes.ts';
import { buildOnce, startProductionServer, type ProductionServer, type RawResponse } from '../setup/production-server.ts';

// The home page, a destination detail (JSON-LD breadcrumbs), robots.txt and the sitemap: each names the
// public origin, and each is cached and shared by every visitor.
const SHARED = ['/', detailPath(DETAIL_SLUGS[0]), '/robots.txt', '/sitemap.xml'];
const EVIL = 'evil.test';

/** Where the attacker's host shows in a response (every header and the body), with a little context. */
function traces(response: RawResponse): string[] {
  const text = `${JSON.stringify(response.headers)}\n${response.body}`;
  return [...text.matchAll(/.{0,40}evil\.test.{0,20}/g)].map(([snippet]) => snippet);
}

/** What a visitor whose headers someone else chose sends; behind a proxy the forwarded ones count too. */
function poisons(port: number, behindProxy: boolean): Record<string, string>[] {
  const proto: Record<string, string> = behindProxy ? { 'x-forwarded-proto': 'https' } : {};
  return [
    { host: EVIL, ...proto },
    { host: `127.0.0.1:${port}`, 'x-forwarded-host': EVIL, ...proto },
    { host: `${EVIL}:${port}`, 'x-forwarded-host': `${EVIL}:443`, 'x-forwarded-proto': 'https' },
  ];
}

/**
 * Sends every poisoned request first (so it renders what the cache keeps), then a plain one: neither
 * may name evil.test, and the plain one gets the very bytes the first poisoned request stored.
 */
async function poisonThenVisit(server: ProductionServer, plain: Record<string, string>, behindProxy: boolean) {
  for (const path of SHARED) {
    const attempts: RawResponse[] = [];
    for (const headers of poisons(server.port, behindProxy)) attempts.push(await server.get(path, headers));
    const visit = await server.get(path, plain);
    expect(visit.status, path).toBe(200);
    expect(traces(visit), path).toEqual([]);
    for (const attempt of attempts.filter((a) => a.status === 200)) {
      expect(traces(attempt), path).toEqual([]);
      expect(attempt.headers.etag, path).toBe(visit.headers.etag);
    }
  }
}

/** Where the home page says it lives: its canonical link. */
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

beforeAll(() => buildOnce(), 300_000);

describe.each([
  ['off', ''],
  ['on', '1'],
])('with SITE_URL and TRUST_PROXY %s', (_state, trustProxy) => {
  let server: ProductionServer;
  const behindProxy = trustProxy !== '';
  beforeAll(async () => {
    server = await startProductionServer({ SITE_URL: 'https://safari.example', TRUST_PROXY: trustProxy });
  });
  afterAll(() => server?.stop());

  it('shows every visitor SITE_URL, whatever Host and X-Forwarded-* the first visitors sent', async () => {
    const plain: Record<string, string> = behindProxy ? { 'x-forwarded-proto': 'https' } : {};
    await poisonThenVisit(server, plain, behindProxy);
    const home = await server.get('/', plain);
    expect(canonical(home.body)).toBe('https://safari.example/');
    expect(home.body).toContain('"@id":"https://safari.example/#agency"');
    expect((await server.get('/robots.txt', plain)).body).toContain('Sitemap: https://safari.example/sitemap.xml');
    expect((await server.get('/sitemap.xml', plain)).body).toContain('<loc>https://safari.example/cheetah-walk</loc>');
    expect(server.output()).not.toContain('SITE_URL is not set and the first request');
  });
});

describe('without SITE_URL, TRUST_PROXY off: the first request names this machine by another name', () => {
  let server: ProductionServer;
  beforeAll(async () => {
    server = await startProductionServer();
  });
  afterAll(() => server?.stop());

  it('gets http://localhost:PORT for everyone: no request chooses the origin (decision 137)', async () => {
    const local = `http://localhost:${server.port}`;
    // The very first request, from a name this machine answers to: it used to fix the origin for good.
    expect(canonical((await server.get('/terms', { host: `127.0.0.1:${server.port}` })).body)).toBe(`${local}/terms`);
    await poisonThenVisit(server, {}, false);
    expect(canonical((await server.get('/')).body)).toBe(`${local}/`);
    expect((await server.get('/robots.txt')).body).toContain(`Sitemap: ${local}/sitemap.xml`);
    expect((await server.get('/sitemap.xml')).body).toContain(`<loc>${local}/faq</loc>`);
  });
});

describe('without SITE_URL, TRUST_PROXY on: a first request over HTTPS naming this server', () => {
  let server: ProductionServer;
  beforeAll(async () => {
    server = await startProductionServer({ TRUST_PROXY: '1' });
  });
  afterAll(() => server?.stop());

  it('still gives everyone http://localhost:PORT, whatever visitors send', async () => {
    const plain = { 'x-forwarded-proto': 'https' };
    const local = `http://localhost:${server.port}`;
    expect(canonical((await server.get('/terms', { ...plain, host: `127.0.0.1:${server.port}` })).body)).toBe(`${local}/terms`);
    await poisonThenVisit(server, plain, true);
    expect(canonical((await server.get('/', plain)).body)).toBe(`${local}/`);
    expect((await server.get('/robots.txt', plain)).body).toContain(`Sitemap: ${local}/sitemap.xml`);
    // Over plain HTTP the router's request is sent to HTTPS on its own host: an answer for that visitor only.
    const redirect = await server.get('/', { host: EVIL });
    expect(redirect.status).toBe(301);
    expect(redirect.headers['cache-control']).toBe('no-store');
    expect(traces(await server.get('/', plain))).toEqual([]);
  });
});
