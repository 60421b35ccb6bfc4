import { describe, expect, it } from 'vitest';
import { countRows } from '../fixtures/inquiries.ts';
import { validTrip } from '../fixtures/trips.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';
import type { TestApp, TestClient } from '../setup/test-app.ts';

let app: TestApp;
let staff: TestClient;
withSignedInApp((started) => ({ app, staff } = started));

const stop = validTrip.itinerary[0]!;
const season = validTrip.seasons[0]!;
const departure = validTrip.departures[0]!;
const withStop = (fields: Record<string, unknown>, index = 0) => ({
  itinerary: validTrip.itinerary.map((s, i) => (i === index ? { ...s, ...fields } : s)),
});

/** [what is wrong, the body's trip fields, the field the 400 names] */
const rules: [string, Record<string, unknown>, string][] = [
  ['overlapping seasons', { seasons: [season, { ...season, label: 'Festive', from: '12-20', to: '01-05' }] }, 'seasons.1'],
  ['a season wrapping into another', { seasons: [{ ...season, from: '04-01', to: '10-31' }, { ...season, from: '10-01', to: '03-31' }] }, 'seasons.1'],
  ['a season date that is no day', { seasons: [{ ...season, from: '02-30' }] }, 'seasons.0.from'],
  ['a season date not as MM-DD', { seasons: [{ ...season, to: '2027-03-31' }] }, 'seasons.0.to'],
  ['a negative season price', { seasons: [{ ...season, pricePerPerson: -10 }] }, 'seasons.0.pricePerPerson'],
  ['a negative single supplement', { singleSupplement: -1 }, 'singleSupplement'],
  ['a latitude above 90', withStop({ lat: 90.5 }), 'itinerary.0.lat'],
  ['a latitude below -90', withStop({ lat: -91 }, 2), 'itinerary.2.lat'],
  ['a longitude outside -180..180', withStop({ lng: 181 }), 'itinerary.0.lng'],
  ['a stop without a title', withStop({ title: '   ' }, 2), 'itinerary.2.title'],
  ['more than 60 stops', { itinerary: Array.from({ length: 61 }, () => stop) }, 'itinerary'],
  ['nights above 30', withStop({ nights: 31 }), 'itinerary.0.nights'],
  ['negative nights', withStop({ nights: -1 }), 'itinerary.0.nights'],
  ['meals outside B/L/D', withStop({ meals: ['B', 'Brunch'] }), 'itinerary.0.meals'],
  ['a lodge link that is not http(s)', withStop({ lodgeUrl: 'javascript:alert(1)' }), 'itinerary.0.lodgeUrl'],
  ['blocked seats above seats', { departures: [departure, { ...departure, date: '2031-09-01', seats: 4, blockedSeats: 5 }] }, 'departures.1.blockedSeats'],
  ['two departures on one date', { departures: [departure, { ...departure }] }, 'departures.1'],
  ['a departure date that is no day', { departures: [{ ...departure, date: '2031-02-29' }] }, 'departures.0.date'],
  ['included not a list', { included: 'Park fees' }, 'included'],
];

describe('trip rules on the staff API', () => {
  it.each(rules)('refuses %s with a 400 naming the field, saving nothing', async (_rule, fields, field) => {
    const before = await countRows(app, 'packages');
    const created = await staff.post('/api/admin/packages', { ...validTrip, name: `Rule check ${field}`, ...fields });
    expect(created.status).toBe(400);
    expect(created.body.errors).toHaveProperty([field]);
    expect(created.body.message).toBe(created.body.errors[field]);
    expect(await countRows(app, 'packages')).toBe(before);
  });

  it.each(rules)('refuses %s on an update, leaving the trip as it was', async (_rule, fields, field) => {
    const trip = (await staff.post('/api/admin/packages', { ...validTrip, name: 'Unchanged by bad input' })).body;
    const response = await staff.put(`/api/admin/packages/${trip.id}`, { ...validTrip, name: 'Renamed by bad input', ...fields });
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveProperty([field]);
    const stored = (await staff.get(`/api/admin/packages/${trip.id}`)).body;
    expect(stored).toMatchObject({ name: 'Unchanged by bad input', slug: trip.slug, itinerary: validTrip.itinerary, seasons: validTrip.seasons, departures: validTrip.departures });
    expect(await countRows(app, 'package_slugs', 'package_id = ?', [trip.id])).toBe(0);
  });

  it('accepts seasons that wrap the new year without overlapping, and 29 February', async () => {
    const seasons = [
      { label: 'Green', from: '11-01', to: '02-29', pricePerPerson: 3000 },
      { label: 'Shoulder', from: '03-01', to: '05-31', pricePerPerson: 3300 },
      { label: 'Dry', from: '06-01', to: '10-31', pricePerPerson: 3900 },
    ];
    const response = await staff.post('/api/admin/packages', { ...validTrip, name: 'Whole year of seasons', seasons });
    expect(response.status).toBe(201);
    expect(response.body.seasons).toEqual(seasons);
    expect(response.body.fromPrice).toBe(3000);
  });
});
