import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

// Behind a proxy (TRUST_PROXY) X-Forwarded-Proto says whether a request was HTTPS, and HSTS follows it.
// A cache hit replays the first response's headers: that one must not be among them.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ publicCache: true, trustProxy: true });
});
afterAll(() => app?.close());

describe('headers of a cached public response', () => {
  it('carry HSTS only on HTTPS requests, whoever filled the cache', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    const first = await app.client().get('/api/testimonials', https);
    expect(first.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(app.publicCache!.get('/api/testimonials')).toBeDefined();

    const plainHit = await app.client().get('/api/testimonials');
    expect(plainHit.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(plainHit.headers.get('strict-transport-security')).toBeNull();
    expect(plainHit.headers.get('x-content-type-options')).toBe('nosniff');

    const secureHit = await app.client().get('/api/testimonials', https);
    expect(secureHit.headers.get('strict-transport-security')).toBe(first.headers.get('strict-transport-security'));
    const notModified = await app.client().get('/api/testimonials', { ...https, 'If-None-Match': first.headers.get('etag')! });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('strict-transport-security')).not.toBeNull();
  });

  it('never carry a cookie, and follow Accept-Encoding per request', async () => {
    const { client: staff } = await app.signedInAdmin();
    const signedIn = await staff.get('/api/packages', { 'Accept-Encoding': 'gzip' });
    expect(signedIn.headers.get('set-cookie')).toBeNull();
    const plain = await fetch(`${app.baseUrl}/api/packages`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('set-cookie')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.json()).toEqual(signedIn.body);
  });
});
