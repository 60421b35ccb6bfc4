import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validPackage } from '../fixtures/records.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const EVIL = { Origin: 'https://evil.example' };

describe('the origin check covers every state-changing method', () => {
  it('refuses a cross-site PUT, PATCH and DELETE with 403 and changes nothing', async () => {
    const { client: staff } = await app.signedInAdmin();
    const created = (await staff.post('/api/admin/packages', validPackage)).body;
    const folder = (await staff.post('/api/admin/gallery-folders', { name: 'Kept folder' })).body;

    const put = await staff.put(`/api/admin/packages/${created.id}`, { ...validPackage, name: 'Defaced' }, EVIL);
    const patch = await staff.patch(`/api/admin/packages/${created.id}`, { name: 'Defaced' }, EVIL);
    const del = await staff.delete(`/api/admin/gallery-folders/${folder.id}`, EVIL);
    for (const response of [put, patch, del]) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'Cross-site requests are not allowed' });
    }
    const packages = (await staff.get('/api/admin/packages')).body as { id: string; name: string }[];
    expect(packages.find((p) => p.id === created.id)?.name).toBe(validPackage.name);
    expect(((await staff.get('/api/admin/gallery-folders')).body as { id: string }[]).map((f) => f.id)).toContain(folder.id);

    // The same requests from the site itself go through.
    expect((await staff.put(`/api/admin/packages/${created.id}`, { ...validPackage, name: 'Renamed' })).status).toBe(200);
    expect((await staff.delete(`/api/admin/gallery-folders/${folder.id}`)).status).toBe(204);
  });
});

describe('a password change', () => {
  it('ends only this admin’s other sessions, not another admin’s', async () => {
    const mine = await app.signedInAdmin();
    const other = await app.signedInAdmin();
    const myOtherDevice = app.client();
    expect((await myOtherDevice.post('/api/admin/login', { username: mine.username, password: mine.password })).status).toBe(200);

    const changed = await mine.client.post('/api/admin/password', {
      currentPassword: mine.password,
      newPassword: 'another long password 9',
      confirmPassword: 'another long password 9',
    });
    expect(changed.status).toBe(204);
    expect((await mine.client.get('/api/admin/me')).status).toBe(200);
    expect((await myOtherDevice.get('/api/admin/me')).status).toBe(401);
    expect((await other.client.get('/api/admin/me')).body.username).toBe(other.username);
  });
});

describe('a real server error', () => {
  it('answers 500 with the generic JSON message, no stack, no SQL, no path', async () => {
    // A real failure, not a mock: the table the route reads is gone.
    await app.orm.em.fork().getConnection().execute('alter table testimonials rename to testimonials_gone');
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const response = await app.client().get('/api/testimonials');
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      expect(response.text).not.toMatch(/testimonials|select|at |\.ts|node_modules/i);
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
      await app.orm.em.fork().getConnection().execute('alter table testimonials_gone rename to testimonials');
    }
  });
});

describe('headers', () => {
  it('sends Permissions-Policy and X-Frame-Options DENY, and no HSTS over plain HTTP', async () => {
    const response = await app.client().get('/api/packages');
    expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('behind the platform’s router (TRUST_PROXY, production)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp({ trustProxy: 1, httpsOnly: true });
  });
  afterAll(() => proxied?.close());

  it('redirects plain HTTP to HTTPS before anything else: 301 for GET and HEAD, 308 otherwise', async () => {
    const visitor = proxied.client();
    const get = await visitor.get('/packages?type=luxury', { 'X-Forwarded-Proto': 'http', 'X-Forwarded-Host': 'safari.example' });
    expect(get.status).toBe(301);
    const host = new URL(proxied.baseUrl).host;
    expect(get.headers.get('location')).toBe(`https://${host}/packages?type=luxury`);
    const head = await visitor.request('HEAD', '/', { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(head.status).toBe(301);
    const post = await visitor.post('/api/admin/login', { username: 'x', password: 'y' }, { 'X-Forwarded-Proto': 'http' });
    expect(post.status).toBe(308);
    expect(post.headers.get('location')).toBe(`https://${host}/api/admin/login`);
    expect(post.headers.get('set-cookie')).toBeNull();
  });

  it('serves HTTPS with HSTS, and lets the platform’s probes through over HTTP', async () => {
    const secure = await proxied.client().get('/api/packages', { 'X-Forwarded-Proto': 'https' });
    expect(secure.status).toBe(200);
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
    expect((await proxied.client().get('/api/health', { 'X-Forwarded-Proto': 'http' })).status).toBe(200);
  });
});
