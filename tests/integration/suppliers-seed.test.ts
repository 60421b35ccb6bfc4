import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTrips, seedDemoContent } from '#server/seeds/demo.seed.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

// Issue 30: the demo trips name their lodges; the seed makes each a supplier, so "Request reservations" on a demo
// booking finds one by name (decision 154).
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const lodgesOfDemoTrips = () => [...new Set(Object.values(demoTrips).flatMap((trip) => trip.itinerary.flatMap((stop) => (stop.lodge ? [stop.lodge] : []))))].sort();

describe('the demo suppliers', () => {
  it('are every lodge the demo trips name, once, at an example.com mailbox, keeping one staff made already', async () => {
    const lodges = lodgesOfDemoTrips();
    expect(lodges.length).toBeGreaterThan(5);
    // Staff made one of them before the seed ran: it stays theirs.
    const theirs = await app.services().transaction(async (s) => s.suppliers.create({ name: lodges[0]!, kind: 'hotel', email: 'bookings@their-own.example.org' }));

    await seedDemoContent(app.orm.em.fork());
    await seedDemoContent(app.orm.em.fork());

    const suppliers = await app.services().suppliers.list();
    expect(suppliers.map((s) => s.name).sort()).toEqual(lodges);
    expect(suppliers.find((s) => s.id === theirs.id)).toMatchObject({ kind: 'hotel', email: 'bookings@their-own.example.org' });
    for (const supplier of suppliers.filter((s) => s.id !== theirs.id)) {
      expect(supplier.email).toMatch(/^reservations@[a-z0-9]+(-[a-z0-9]+)*\.example\.com$/);
      expect(supplier.kind).toBe(/camp/i.test(supplier.name) ? 'camp' : /hotel/i.test(supplier.name) ? 'hotel' : 'lodge');
    }
  });
});
