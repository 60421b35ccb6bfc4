import { LISTENER_NAME } from '#server/cache/content-changes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { validInquiry, validPackage } from '../fixtures/records.ts';

// Two apps on one database, each with its own cache and its own LISTEN connection: two server processes.
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await startTestApp({ publicCache: true });
  second = await startTestApp({ publicCache: true, shareDatabaseWith: first });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const names = (body: { name: string }[]) => body.map((p) => p.name);

describe('public cache', () => {
  it('serves a repeated public list from the cache, with an ETag that answers 304', async () => {
    const visitor = first.client();
    const fresh = await visitor.get('/api/packages');
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('cache-control')).toBe('public, no-cache');
    const etag = fresh.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);

    // A row written behind the app's back (no admin request) stays invisible: proof the second answer is cached.
    const behind = first.services();
    await behind.packages.create({ ...validPackage, name: 'Written behind the cache' });
    await behind.commit();
    expect((await first.services().packages.list()).map((p) => p.name)).toContain('Written behind the cache');
    const cached = await visitor.get('/api/packages');
    expect(cached.text).toBe(fresh.text);
    expect(cached.headers.get('etag')).toBe(etag);
    // A hit skips the header middleware but replays its headers.
    expect(cached.headers.get('content-security-policy')).toBe(fresh.headers.get('content-security-policy'));
    expect(cached.headers.get('x-content-type-options')).toBe('nosniff');

    const revalidated = await visitor.get('/api/packages', { 'If-None-Match': etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
  });

  it('shows an admin edit on the next public request, in this process and in another', async () => {
    const { client: staff } = await first.signedInAdmin();
    const created = await staff.post('/api/admin/packages', { ...validPackage, name: 'SA Standard Before Edit' });
    expect(created.status).toBe(201);
    // Both processes now cache a list that holds the package.
    expect(names((await first.client().get('/api/packages')).body)).toContain('SA Standard Before Edit');
    expect(names((await second.client().get('/api/packages')).body)).toContain('SA Standard Before Edit');

    const edited = await staff.put(`/api/admin/packages/${created.body.id}`, { ...validPackage, name: 'SA Standard After Edit' });
    expect(edited.status).toBe(200);

    expect(names((await first.client().get('/api/packages')).body)).toContain('SA Standard After Edit');
    expect(names((await second.client().get('/api/packages')).body)).toContain('SA Standard After Edit');
    expect(names((await second.client().get('/api/packages')).body)).not.toContain('SA Standard Before Edit');
  });

  it('drops gallery lists when staff delete a folder', async () => {
    const { client: staff } = await second.signedInAdmin();
    const folder = (await staff.post('/api/admin/gallery-folders', { name: 'Cached birds' })).body;
    expect(names((await first.client().get('/api/gallery-folders')).body)).toContain('Cached birds');
    expect((await staff.delete(`/api/admin/gallery-folders/${folder.id}`)).status).toBe(204);
    expect(names((await first.client().get('/api/gallery-folders')).body)).not.toContain('Cached birds');
  });

  it('answers a staff write only once the other process has dropped its cache', async () => {
    const { client: staff } = await first.signedInAdmin();
    await second.client().get('/api/packages');
    const before = second.publicCache!.version;
    const created = await staff.post('/api/admin/packages', { ...validPackage, name: 'Confirmed Everywhere' });
    expect(created.status).toBe(201);
    // Read at once, without waiting: the other process confirmed before the write answered.
    expect(second.publicCache!.version).toBeGreaterThan(before);
    expect(second.publicCache!.get('/api/packages')).toBeUndefined();
  });

  it('keeps the cache through a rejected write', async () => {
    const { client: staff } = await first.signedInAdmin();
    await first.client().get('/api/packages');
    const version = first.publicCache!.version;
    expect((await staff.post('/api/admin/packages', { ...validPackage, name: '' })).status).toBe(400);
    expect(first.publicCache!.version).toBe(version);
  });

  it('keeps the cache through staff writes that change no public page (sign-in, the enquiry desk)', async () => {
    const { client: staff } = await first.signedInAdmin();
    const enquiry = await first.client().post('/api/inquiries', { ...validInquiry, email: 'cache@example.com' });
    await first.client().get('/api/packages');
    const version = first.publicCache!.version;
    expect((await staff.request('PATCH', `/api/admin/inquiries/${enquiry.body.id}`, { body: { status: 'contacted' } })).status).toBe(200);
    expect((await staff.post(`/api/admin/inquiries/${enquiry.body.id}/notes`, { body: 'Called back' })).status).toBe(201);
    expect(first.publicCache!.version).toBe(version);
    // A content write right after still invalidates.
    expect((await staff.post('/api/admin/packages', { ...validPackage, name: 'Cache Check Safari' })).status).toBe(201);
    expect(first.publicCache!.version).not.toBe(version);
  });

  it('caches nothing for errors and nothing while it cannot hear other processes', async () => {
    const cache = first.publicCache!;
    await first.client().get('/api/gallery-folders/00000000-0000-4000-8000-000000000000/galleries');
    expect(cache.get('/api/gallery-folders/00000000-0000-4000-8000-000000000000/galleries')).toBeUndefined();

    cache.suspend();
    await first.client().get('/api/testimonials');
    expect(cache.get('/api/testimonials')).toBeUndefined();
    cache.resume();
    await first.client().get('/api/testimonials');
    expect(cache.get('/api/testimonials')).toBeDefined();
  });

  it('empties the cache and stops serving from it when its LISTEN connection drops, until it is back', async () => {
    const cache = second.publicCache!;
    await second.client().get('/api/packages');
    expect(cache.size).toBeGreaterThan(0);
    const em = second.orm.em.fork();
    await em.getConnection().execute(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ?`, [`${LISTENER_NAME} ${cache.id}`]);
    await expect.poll(() => cache.enabled, { timeout: 5000 }).toBe(false);
    expect(cache.size).toBe(0);
    await expect.poll(() => cache.enabled, { timeout: 10_000 }).toBe(true);
  });
});
