import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { nextDayStarts } from '#server/cache/public-cache.ts';
import { accept, publicDeparture, sentForDeparture, tripWithDeparture } from '../fixtures/departures.ts';
import { startTestApp, type TestApp, type TestClient } from '../setup/test-app.ts';
import { until } from '../setup/until.ts';

let app: TestApp;
let staff: TestClient;
beforeAll(async () => {
  app = await startTestApp({ publicCache: true });
  staff = (await app.signedInAdmin()).client;
});
afterAll(() => app?.close());

describe('the render cache follows the seats, however they change (issue 26)', () => {
  it('shows the seats held at once, taken after an accept, and back after a cancel written straight in SQL', async () => {
    const { tripId, slug, departureId } = await tripWithDeparture(staff, { seats: 5 });
    expect(await publicDeparture(app, slug)).toMatchObject({ seatsLeft: 5 });
    // Served from the cache now: the same bytes until something changes.
    const cached = await app.client().get(`/api/packages/${slug}`);
    expect(app.publicCache!.size).toBeGreaterThan(0);

    const { token } = await sentForDeparture(app, staff, tripId, departureId, 2);
    expect(await publicDeparture(app, slug)).toMatchObject({ seatsTaken: 2, seatsLeft: 3 });
    expect((await accept(app, token)).status).toBe(201);
    // The next request after the traveller's accept (a public route) sees the booking.
    expect(await publicDeparture(app, slug)).toMatchObject({ seatsTaken: 2, seatsLeft: 3 });
    const manifest = (await staff.get(`/api/admin/departures/${departureId}`)).body;
    expect(manifest.departure).toMatchObject({ booked: 2, held: 0 });
    expect((await app.client().get(`/api/packages/${slug}`)).text).not.toBe(cached.text);

    // A cancel by no HTTP route at all: the database's trigger tells the cache.
    const before = app.publicCache!.version;
    await app.orm.em.fork().execute(`update bookings set status = 'cancelled' where departure_id = ?`, [departureId]);
    await until(async () => app.publicCache!.version, (version) => version > before, 5000);
    expect(await publicDeparture(app, slug)).toMatchObject({ seatsTaken: 0, seatsLeft: 5 });
  });

  it('drops the cache when a staff edit or a job changes a departure, not for an unrelated write', async () => {
    const { slug, departureId } = await tripWithDeparture(staff, { seats: 5 });
    await publicDeparture(app, slug);
    const before = app.publicCache!.version;
    await app.orm.em.fork().execute(`update departures set blocked_seats = 2 where id = ?`, [departureId]);
    await until(async () => app.publicCache!.version, (version) => version > before, 5000);
    expect(await publicDeparture(app, slug)).toMatchObject({ seatsTaken: 2, seatsLeft: 3 });
  });

  it("ends the cache's day at the operator's midnight, when holds end and departures leave", () => {
    const now = Date.parse('2027-03-10T12:00:00Z');
    const end = nextDayStarts(now);
    expect(siteToday(new Date(end - 1000))).toBe(siteToday(new Date(now)));
    expect(siteToday(new Date(end))).not.toBe(siteToday(new Date(now)));
    expect(end - now).toBeLessThanOrEqual(24 * 3_600_000);
  });
});
