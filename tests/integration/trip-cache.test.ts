import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validTrip } from '../fixtures/trips.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ publicCache: true });
});
afterAll(() => app?.close());

describe('the trip API and the public cache', () => {
  it('serves a trip from the cache until staff rename it, then the old slug redirects', async () => {
    const { client: staff } = await app.signedInAdmin();
    const trip = (await staff.post('/api/admin/packages', { ...validTrip, name: 'Cached Kruger Trip' })).body;
    const visitor = app.client();
    const fresh = await visitor.get('/api/packages/cached-kruger-trip');
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('cache-control')).toBe('public, no-cache');

    // A change behind the app's back stays unseen: the second answer is the cached one.
    // (A trip's departures are locked while saved, so the write runs in a transaction; its seats do not change.)
    await app.services().transaction((tx) => tx.packages.update(trip.id, { ...validTrip, type: 'Local Safari', name: 'Cached Kruger Trip', description: 'Changed behind the cache' }));
    expect((await visitor.get('/api/packages/cached-kruger-trip')).text).toBe(fresh.text);

    expect((await staff.put(`/api/admin/packages/${trip.id}`, { ...validTrip, name: 'Renamed Kruger Trip' })).status).toBe(200);
    const moved = await visitor.get('/api/packages/cached-kruger-trip');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/api/packages/renamed-kruger-trip');
    expect((await visitor.get('/api/packages/renamed-kruger-trip')).body).toMatchObject({ id: trip.id, name: 'Renamed Kruger Trip' });
  });

  it('never caches a 404, so a trip made visible shows at once', async () => {
    const { client: staff } = await app.signedInAdmin();
    const trip = (await staff.post('/api/admin/packages', { ...validTrip, name: 'Soon Visible Trip', isActive: false })).body;
    expect((await app.client().get('/api/packages/soon-visible-trip')).status).toBe(404);
    await staff.put(`/api/admin/packages/${trip.id}`, { ...validTrip, name: 'Soon Visible Trip', isActive: true });
    expect((await app.client().get('/api/packages/soon-visible-trip')).status).toBe(200);
  });
});
