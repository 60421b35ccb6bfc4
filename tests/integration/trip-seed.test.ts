import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackageInput } from '#lib/domain/catalogue/package.schema.ts';
import { demoPackages } from '#database/seeds/demo.content.ts';
import { demoTrips, seedDemoContent } from '#server/seeds/demo.seed.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('the demo trips in the seed', () => {
  it('fills the trips of demo packages stored before trips existed, once, and leaves staff’s trips and SPEC’s fields alone', async () => {
    // As an installation seeded before issue 17 has them: SPEC's fields, no trip; one edited by staff since.
    const arrange = app.services();
    const [edited, ...plain] = demoPackages;
    const staffTrip = { seasons: [{ label: 'All year', from: '01-01', to: '12-31', pricePerPerson: 5000 }] };
    await arrange.packages.create({ ...edited!, ...staffTrip, price: 5000, type: edited!.type as PackageInput['type'], isActive: true });
    for (const pkg of plain) await arrange.packages.create({ ...pkg, type: pkg.type as PackageInput['type'], isActive: true });
    await arrange.commit();

    const first = await seedDemoContent(app.orm.em.fork());
    expect(first.filled).toBe(plain.length);
    const second = await seedDemoContent(app.orm.em.fork());
    expect(second).toEqual({ created: 0, filled: 0 });

    const trips = await app.services().packages.listTrips();
    const byName = new Map(trips.map((trip) => [trip.name, trip]));
    expect(byName.get(edited!.name)).toMatchObject({ price: 5000, itinerary: [], seasons: staffTrip.seasons });
    for (const pkg of plain) {
      const trip = byName.get(pkg.name)!;
      expect(trip).toMatchObject({ price: pkg.price, duration: pkg.duration, features: pkg.features, itinerary: demoTrips[pkg.name]!.itinerary });
      expect(trip.fromPrice).toBe(pkg.price);
      expect((await app.client().get(`/api/packages/${trip.slug}`)).status).toBe(200);
    }
  });
});
