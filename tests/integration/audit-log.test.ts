import { describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from '../setup/test-app.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';
import { validPackage } from '../fixtures/records.ts';

let app: TestApp;
let staff: TestClient;
let username: string;
withSignedInApp((started) => ({ app, staff, username } = started));

interface Entry { action: string; kind: string; actorName: string; actorId: string | null; recordId: string | null; label: string | null; changes: any; ip: string | null }

async function entriesFor(recordId: string): Promise<Entry[]> {
  const page = (await staff.get('/api/admin/activity?limit=200')).body as { items: Entry[] };
  return page.items.filter((e) => e.recordId === recordId);
}

describe('audit log', () => {
  it('records a package created and changed: who, what, which fields, from where', async () => {
    const created = (await staff.post('/api/admin/packages', validPackage)).body;
    await staff.put(`/api/admin/packages/${created.id}`, { ...validPackage, price: 2000 });
    const [update, create] = await entriesFor(created.id);
    expect(create).toMatchObject({ action: 'created', kind: 'package', actorName: username, label: validPackage.name, ip: expect.stringContaining('127.0.0.1') });
    expect(create!.changes).toMatchObject({ name: validPackage.name, price: 1234.5 });
    expect(update).toMatchObject({ action: 'updated', kind: 'package' });
    expect(update!.changes).toEqual({ price: { from: 1234.5, to: 2000 } });
  });

  it('names hiding and showing as such', async () => {
    const t = (await staff.post('/api/admin/testimonials', { name: 'Ravi', country: 'India', rating: 4, comment: 'Great' })).body;
    await staff.put(`/api/admin/testimonials/${t.id}`, { name: 'Ravi', country: 'India', rating: 4, comment: 'Great', isActive: false });
    expect((await entriesFor(t.id)).map((e) => e.action)).toEqual(['hidden', 'created']);
  });

  it('a deleted folder’s entry lists the galleries and photos that went with it', async () => {
    const folder = (await staff.post('/api/admin/gallery-folders', { name: 'Doomed folder' })).body;
    const gallery = (await staff.post('/api/admin/galleries', { folderId: folder.id, name: 'Doomed gallery' })).body;
    await staff.post('/api/admin/gallery-photos', { galleryId: gallery.id, title: 'Doomed photo', imageUrl: 'https://a.example/p.jpg' });
    expect((await staff.delete(`/api/admin/gallery-folders/${folder.id}`)).status).toBe(204);
    const [deleted] = await entriesFor(folder.id);
    expect(deleted).toMatchObject({ action: 'deleted', kind: 'gallery', label: 'Doomed folder' });
    expect(deleted!.changes).toEqual({ galleries: ['Doomed gallery'], photos: ['Doomed photo'], photoCount: 1 });
  });

  it('records a reorder as one entry', async () => {
    const folder = (await staff.post('/api/admin/gallery-folders', { name: 'Ordered' })).body;
    const a = (await staff.post('/api/admin/galleries', { folderId: folder.id, name: 'A' })).body;
    const b = (await staff.post('/api/admin/galleries', { folderId: folder.id, name: 'B' })).body;
    await staff.post(`/api/admin/gallery-folders/${folder.id}/galleries/order`, { ids: [b.id, a.id] });
    const reordered = (await entriesFor(folder.id)).filter((e) => e.action === 'reordered');
    expect(reordered).toHaveLength(1);
    expect(reordered[0]!.changes).toEqual({ level: 'gallery', order: [b.id, a.id] });
  });

  it('records sign-ins, failed sign-ins and password changes, never a password', async () => {
    const signedIn = await app.signedInAdmin();
    await app.client().post('/api/admin/login', { username: signedIn.username, password: 'wrong password!!' });
    await signedIn.client.post('/api/admin/password', { currentPassword: signedIn.password, newPassword: 'a brand new passphrase', confirmPassword: 'a brand new passphrase' });
    const page = (await staff.get(`/api/admin/activity?limit=200`)).body as { items: Entry[] };
    const mine = page.items.filter((e) => e.actorName === signedIn.username);
    expect(mine.map((e) => e.action)).toEqual(['password-changed', 'sign-in-failed', 'signed-in']);
    expect(mine.find((e) => e.action === 'sign-in-failed')!.actorId).toBeNull();
    const raw = JSON.stringify(page.items);
    expect(raw).not.toContain('a brand new passphrase');
    expect(raw).not.toContain(signedIn.password);
    expect(raw).not.toMatch(/scrypt|c2NyeXB0/);
  });

  it('filters by person and kind, newest first, with a total', async () => {
    const other = await app.signedInAdmin();
    await other.client.post('/api/admin/testimonials', { name: 'Filtered', country: 'Chile', rating: 5, comment: 'Yes' });
    const me = (await other.client.get('/api/admin/me')).body;
    const page = (await staff.get(`/api/admin/activity?actor=${me.id}&kind=testimonial`)).body;
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ actorName: other.username, kind: 'testimonial', action: 'created', label: 'Filtered' });
    const sessions = (await staff.get('/api/admin/activity?kind=session&limit=1')).body;
    expect(sessions.items).toHaveLength(1);
    expect(sessions.total).toBeGreaterThan(1);
  });

  it.each([
    ['actor=someone', 'actor', 'Choose a person from the list'],
    ['kind=weather', 'kind', 'Choose a kind from the list'],
    ['limit=0', 'limit', 'Limit must be a whole number from 1 to 200'],
    ['limit=abc', 'limit', 'Limit must be a whole number from 1 to 200'],
    ['offset=-1', 'offset', 'Offset must be a whole number of at least 0'],
  ])('rejects ?%s naming %s', async (query, field, message) => {
    const response = await staff.get(`/api/admin/activity?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
  });

  it('logs the desk’s status changes, notes and erasure without the enquirer’s personal data', async () => {
    const sent = await app.client().post('/api/inquiries', {
      firstName: 'Pieter', lastName: 'Vermaak', email: 'pieter.private@example.com', packageType: 'elegant', groupSize: '1-2', message: 'My secret plans',
    });
    const id = sent.body.id as string;
    expect((await staff.request('PATCH', `/api/admin/inquiries/${id}`, { body: { status: 'contacted' } })).status).toBe(200);
    expect((await staff.post(`/api/admin/inquiries/${id}/notes`, { body: 'Called Pieter on his mobile' })).status).toBe(201);
    expect((await staff.delete(`/api/admin/inquiries/${id}`)).status).toBe(204);
    const entries = await entriesFor(id);
    expect(entries.map((e) => e.action)).toEqual(['deleted', 'created', 'updated']);
    expect(entries.every((e) => e.kind === 'inquiry' && e.actorName === username)).toBe(true);
    expect(entries[2]!.changes).toMatchObject({ status: { from: 'pending', to: 'contacted' }, firstRespondedAt: { from: null, to: expect.any(String) } });
    const raw = JSON.stringify(entries);
    for (const personal of ['Pieter', 'Vermaak', 'pieter.private', 'secret plans', 'mobile']) expect(raw).not.toContain(personal);
  });

  it('is for staff only', async () => {
    expect((await app.client().get('/api/admin/activity')).status).toBe(401);
  });

  it('does not record what visitors do', async () => {
    const before = (await staff.get('/api/admin/activity?kind=inquiry')).body.total;
    const sent = await app.client().post('/api/inquiries', {
      firstName: 'A', lastName: 'B', email: 'a@example.com', packageType: 'elegant', groupSize: '1-2', message: 'Hello',
    });
    expect(sent.status).toBe(201);
    expect((await staff.get('/api/admin/activity?kind=inquiry')).body.total).toBe(before);
  });
});

describe('audit log order', () => {
  it('lists entries newest first in the order they were written, whatever their clocks said', async () => {
    const services = app.services();
    const actor = { id: null, username: 'order-check' };
    for (const label of ['first', 'second', 'third']) {
      services.audit.record({ action: 'sign-in-failed', kind: 'session', recordType: 'Admin', label, actor });
    }
    await services.commit();
    // As if written by processes whose clocks disagree, or within one millisecond: time says nothing.
    await app.orm.em.fork().getConnection().execute(
      `update audit_log set at = now() + case label when 'first' then interval '2 seconds' when 'second' then interval '1 second' else interval '0' end where actor_name = 'order-check'`,
    );
    const { items } = await app.services().audit.list({ limit: 3, offset: 0 });
    expect(items.map((e) => e.label)).toEqual(['third', 'second', 'first']);
    // The Overview's short list reads the same order without counting the log.
    expect((await app.services().audit.recent(2)).map((e) => e.label)).toEqual(['third', 'second']);
  });
});
