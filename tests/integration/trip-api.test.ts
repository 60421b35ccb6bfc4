import { describe, expect, it } from 'vitest';
import type { Trip } from '#lib/domain/catalogue/catalogue.types.ts';
import { countRows } from '../fixtures/inquiries.ts';
import { validPackage } from '../fixtures/records.ts';
import { validTrip } from '../fixtures/trips.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';
import type { TestApp, TestClient } from '../setup/test-app.ts';

let app: TestApp;
let staff: TestClient;
withSignedInApp((started) => ({ app, staff } = started));

async function createTrip(fields: Record<string, unknown> = {}): Promise<Trip> {
  const response = await staff.post('/api/admin/packages', { ...validTrip, ...fields });
  expect(response.status).toBe(201);
  return response.body as Trip;
}

describe('trip slugs', () => {
  it('makes the slug from the name and serves the whole trip at it', async () => {
    const created = await createTrip({ name: 'Chobe & Victoria Falls Explorer' });
    expect(created).toMatchObject({ slug: 'chobe-and-victoria-falls-explorer', path: '/packages/chobe-and-victoria-falls-explorer' });
    const response = await app.client().get('/api/packages/chobe-and-victoria-falls-explorer');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: created.id,
      itinerary: validTrip.itinerary,
      included: validTrip.included,
      excluded: validTrip.excluded,
      seasons: validTrip.seasons,
      // Counted, not typed (issue 26): the 3 seats blocked are taken; visitors see no split.
      departures: [
        { id: expect.any(String), date: '2031-05-04', seats: 8, seatsTaken: 3, seatsLeft: 5 },
        { id: expect.any(String), date: '2031-08-10', seats: 8, seatsTaken: 0, seatsLeft: 8 },
      ],
      singleSupplement: 450,
      fromPrice: 3100,
    });
    expect(response.body.departures[0]).not.toHaveProperty('blockedSeats');
  });

  it('keeps slugs unique with -2, -3…', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await createTrip({ name: 'Sabi Sand Twin' })).slug);
    expect(slugs).toEqual(['sabi-sand-twin', 'sabi-sand-twin-2', 'sabi-sand-twin-3']);
  });

  it('never answers 500 or shares a slug when trips with one name are saved at once', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => staff.post('/api/admin/packages', { ...validTrip, name: 'Simultaneous Safari' })));
    for (const response of responses) expect([201, 409]).toContain(response.status);
    const refused = responses.filter((r) => r.status === 409);
    for (const response of refused) expect(response.body.errors).toHaveProperty(['name']);
    const slugs = responses.filter((r) => r.status === 201).map((r) => r.body.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(await countRows(app, 'packages', 'name = ?', ['Simultaneous Safari'])).toBe(slugs.length);
  });

  it('moves a renamed trip to its new slug; every old slug answers 301 with a path, whatever the Host', async () => {
    const trip = await createTrip({ name: 'Delta Wanderer' });
    await staff.put(`/api/admin/packages/${trip.id}`, { ...validTrip, name: 'Okavango Wanderer' });
    const renamed = (await staff.put(`/api/admin/packages/${trip.id}`, { ...validTrip, name: 'Okavango Delta Wanderer' })).body as Trip;
    expect(renamed.slug).toBe('okavango-delta-wanderer');

    for (const old of ['delta-wanderer', 'okavango-wanderer']) {
      const moved = await app.client().get(`/api/packages/${old}`, { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' });
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe('/api/packages/okavango-delta-wanderer');
      expect(moved.body).toMatchObject({ slug: 'okavango-delta-wanderer', path: '/packages/okavango-delta-wanderer' });
    }
    expect((await app.client().get('/api/packages/okavango-delta-wanderer')).status).toBe(200);
  });

  it('keeps a slug unchanged when the name is not', async () => {
    const trip = await createTrip({ name: 'Steady Name Safari' });
    const updated = (await staff.put(`/api/admin/packages/${trip.id}`, { ...validTrip, name: 'Steady Name Safari', price: 999 })).body as Trip;
    expect(updated.slug).toBe('steady-name-safari');
    expect(await countRows(app, 'package_slugs', 'package_id = ?', [trip.id])).toBe(0);
  });

  it('never gives a trip another trip’s old slug, and gives a trip back its own', async () => {
    const first = await createTrip({ name: 'Garden Route Drive' });
    await staff.put(`/api/admin/packages/${first.id}`, { ...validTrip, name: 'Garden Route Self Drive' });
    const second = await createTrip({ name: 'Garden Route Drive' });
    expect(second.slug).toBe('garden-route-drive-2');
    expect((await app.client().get('/api/packages/garden-route-drive')).headers.get('location')).toBe('/api/packages/garden-route-self-drive');

    const back = (await staff.put(`/api/admin/packages/${first.id}`, { ...validTrip, name: 'Garden Route Drive' })).body as Trip;
    expect(back.slug).toBe('garden-route-drive');
    expect((await app.client().get('/api/packages/garden-route-drive')).body.id).toBe(first.id);
    expect((await app.client().get('/api/packages/garden-route-self-drive')).headers.get('location')).toBe('/api/packages/garden-route-drive');
  });

  it('answers 404 for an unknown slug, a hidden trip and a hidden trip’s old slug', async () => {
    const hidden = await createTrip({ name: 'Hidden Kalahari', isActive: false });
    await staff.put(`/api/admin/packages/${hidden.id}`, { ...validTrip, name: 'Hidden Kalahari Two', isActive: false });
    for (const slug of ['no-such-trip', 'hidden-kalahari', 'hidden-kalahari-two', '-x', 'a'.repeat(120), '%20']) {
      const response = await app.client().get(`/api/packages/${slug}`);
      expect(response.status, slug).toBe(404);
    }
  });

  it('sends a slug typed in capitals to its lower-case address', async () => {
    await createTrip({ name: 'Makgadikgadi Pans' });
    const response = await app.client().get('/api/packages/Makgadikgadi-Pans');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/api/packages/makgadikgadi-pans');
  });
});

describe('trip lists', () => {
  it('gives every listed package its slug, path and "from" price', async () => {
    const seasoned = await createTrip({ name: 'Listed With Seasons' });
    const plain = await createTrip({ name: 'Listed Without Seasons', seasons: [], price: 1800 });
    const onRequest = await createTrip({ name: 'Listed On Request', seasons: [], price: 0 });
    const items = (await app.client().get('/api/packages')).body as Trip[];
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(seasoned.id)).toMatchObject({ slug: 'listed-with-seasons', path: '/packages/listed-with-seasons', fromPrice: 3100 });
    expect(byId.get(plain.id)).toMatchObject({ fromPrice: 1800 });
    expect(byId.get(onRequest.id)).toMatchObject({ fromPrice: null, price: 0 });
  });

  it('lists whole active trips for pages that need their stops', async () => {
    const shown = await createTrip({ name: 'Trip With Stops' });
    const hidden = await createTrip({ name: 'Hidden Trip With Stops', isActive: false });
    const trips = await app.services().packages.listTrips();
    expect(trips.find((t) => t.id === shown.id)?.itinerary).toHaveLength(validTrip.itinerary.length);
    expect(trips.some((t) => t.id === hidden.id)).toBe(false);
  });
});

describe('the staff trip API', () => {
  it('returns a whole trip, hidden too, to staff only', async () => {
    const hidden = await createTrip({ name: 'Staff Eyes Only', isActive: false });
    const response = await staff.get(`/api/admin/packages/${hidden.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: hidden.id, isActive: false, itinerary: validTrip.itinerary });
    expect((await app.client().get(`/api/admin/packages/${hidden.id}`)).status).toBe(401);
    expect((await staff.get('/api/admin/packages/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('keeps a trip’s details when SPEC’s form saves only the card fields', async () => {
    const trip = await createTrip({ name: 'Card Form Keeps Stops' });
    const updated = await staff.put(`/api/admin/packages/${trip.id}`, { ...validPackage, name: 'Card Form Keeps Stops', price: 2000 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ price: 2000, itinerary: validTrip.itinerary, seasons: validTrip.seasons, singleSupplement: 450 });
  });

  it('clears the single supplement when sent null and empties lists when sent empty', async () => {
    const trip = await createTrip({ name: 'Clearing Details' });
    const updated = await staff.put(`/api/admin/packages/${trip.id}`, { ...validTrip, name: 'Clearing Details', singleSupplement: null, departures: [], included: [] });
    expect(updated.body).toMatchObject({ singleSupplement: null, departures: [], included: [], excluded: validTrip.excluded });
  });

  it('duplicates a trip as a hidden copy with its own slug', async () => {
    const source = await createTrip({ name: 'Kruger Original' });
    const response = await staff.post(`/api/admin/packages/${source.id}/duplicate`);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Kruger Original (copy)',
      slug: 'kruger-original-copy',
      isActive: false,
      itinerary: validTrip.itinerary,
      seasons: validTrip.seasons,
      departures: validTrip.departures,
    });
    expect(response.body.id).not.toBe(source.id);
    expect((await staff.get(`/api/admin/packages/${response.body.id}`)).status).toBe(200);
    expect((await staff.post('/api/admin/packages/00000000-0000-4000-8000-000000000000/duplicate')).status).toBe(404);
    expect((await app.client().post(`/api/admin/packages/${source.id}/duplicate`)).status).toBe(401);
  });
});
