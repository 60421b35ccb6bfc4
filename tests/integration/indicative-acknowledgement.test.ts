import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smtpTransport } from '#server/mail/transport.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { startTestApp, type TestApp, type TestClient } from '../setup/test-app.ts';
import { until } from '../setup/until.ts';
import { indicativeForEnquiry } from '#lib/domain/costing/indicative-enquiry.ts';
import { startSmtpServer, type TestSmtpServer } from '../setup/smtp.ts';
import { nextYear, validInquiry, validPackage } from '../fixtures/records.ts';

/*
 * Issue 40's first price, through the API, the database and a real SMTP server. A trip sold in dollars: three nights
 * at a lodge charging rand (Luxury tent R5,000 and Suite R8,000 a night per person sharing, full board), in a park
 * charging international adults R600 a night; Settings: ZAR→USD 0.05, no buffer, markup 20 %. Two adults from Britain:
 *   tent  3 × 2 × 500 000 = 3 000 000 ZAR cents × 0.05 = 150 000 USD cents, × 1.20 = 180 000
 *   suite 3 × 2 × 800 000 = 4 800 000 × 0.05 = 240 000, × 1.20 = 288 000
 *   park  3 × 2 × 60 000 = 360 000 × 0.05 = 18 000, × 1.20 = 21 600
 * low (180 000 + 21 600) / 2 = 100 800 = $1,008; high (288 000 + 21 600) / 2 = 154 800 = $1,548.
 */
const RANGE = 'From $1,008 to $1,548 per person sharing, park fees included.';
const YEAR = nextYear('01-01').slice(0, 4);

let app: TestApp;
let smtp: TestSmtpServer;
let owner: TestClient;
let worker: Mailer | undefined;
let tripId: string;

const pricing = (indicativePrices: boolean) =>
  owner.put('/api/admin/settings/pricing', { defaultMarkupPercent: 20, fxBufferPercent: 0, rates: [{ from: 'ZAR', to: 'USD', rate: 0.05 }], indicativePrices });

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp();
  owner = (await app.signedInAdmin()).client;
  const supplier = await owner.post('/api/admin/suppliers', { name: 'Nyala Lodge', email: 'nyala@example.com' });
  expect(supplier.status).toBe(201);
  const card = await owner.post(`/api/admin/suppliers/${supplier.body.id}/rate-cards`, {
    name: `${YEAR} contract`, currency: 'ZAR', validFrom: `${YEAR}-01-01`, validTo: `${YEAR}-12-31`,
    seasons: [{ name: 'All year', ranges: [{ from: `${YEAR}-01-01`, to: `${YEAR}-12-31` }], priority: 0 }],
    rates: [
      { season: 'All year', room: 'Luxury tent', mealPlan: 'FB', basis: 'per-person-sharing', amountMinor: 500_000 },
      { season: 'All year', room: 'Suite', mealPlan: 'FB', basis: 'per-person-sharing', amountMinor: 800_000 },
    ],
    children: [],
  });
  expect(card.status).toBe(201);
  const fee = await owner.post('/api/admin/park-fees', {
    parkId: 'nyala-park', parkName: 'Nyala Park', authority: 'Parks Board', tier: 'international', fromAge: 0, toAge: null,
    amountMinor: 60_000, currency: 'ZAR', effectiveFrom: `${YEAR}-01-01`, effectiveTo: null, counting: 'per-night', source: 'https://parks.example',
  });
  expect(fee.status).toBe(201);
  const trip = await owner.post('/api/admin/packages', {
    ...validPackage, name: 'Nyala in Style', priceCurrency: 'USD', excluded: ['Drinks at the lodge'],
    itinerary: [{
      title: 'Nyala Park', nights: 3, placeName: 'Nyala Park', lat: -24, lng: 31.5, supplierId: supplier.body.id, parkId: 'nyala-park',
      rooms: [{ room: 'Suite', mealPlan: 'FB' }, { room: 'Luxury tent', mealPlan: 'FB' }],
    }],
  });
  expect(trip.status).toBe(201);
  expect(trip.body).toMatchObject({ priceCurrency: 'USD', itinerary: [{ parkId: 'nyala-park', rooms: [{ room: 'Suite', mealPlan: 'FB' }, { room: 'Luxury tent', mealPlan: 'FB' }] }] });
  tripId = trip.body.id;
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});
beforeEach(async () => {
  smtp.received.length = 0;
  expect((await pricing(true)).status).toBe(200);
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});

let travellers = 0;

/** The acknowledgement of a new enquiry about the trip, as the SMTP server received it. */
async function acknowledgementOf(body: object) {
  worker ??= await app.startMailer({ work: true, transport: smtpTransport(smtp.url) });
  const email = `traveller${++travellers}@example.com`;
  const posted = await app.client().post('/api/inquiries', { ...validInquiry, email, packageId: tripId, ...body });
  expect(posted.status).toBe(201);
  const mails = await until(async () => smtp.received, (received) => received.some((m) => m.envelopeTo.includes(email)));
  const mail = mails.find((m) => m.envelopeTo.includes(email));
  expect(mail, `the acknowledgement to ${email}`).toBeDefined();
  return mail!;
}

describe('the party on an enquiry (issue 40)', () => {
  it('refuses a bad party with a 400 naming the field, and stores nothing', async () => {
    const cases: [object, string][] = [
      [{ adults: 0 }, 'adults'],
      [{ adults: 21 }, 'adults'],
      [{ adults: 2.5 }, 'adults'],
      [{ adults: '2' }, 'adults'],
      [{ childrenAges: [4, 18] }, 'childrenAges'],
      [{ childrenAges: [-1] }, 'childrenAges'],
      [{ childrenAges: ['seven'] }, 'childrenAges'],
      [{ childrenAges: 7 }, 'childrenAges'],
      [{ country: 'XX' }, 'country'],
      [{ country: 'Germany' }, 'country'],
      [{ country: 49 }, 'country'],
    ];
    const count = async () => (await app.services().em.execute<{ n: string }[]>('select count(*) as n from inquiries'))[0]!.n;
    const before = await count();
    for (const [body, field] of cases) {
      const res = await app.client().post('/api/inquiries', { ...validInquiry, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toEqual([field]);
    }
    expect(await count()).toBe(before);
    const contact = await app.client().post('/api/inquiries', { source: 'contact', firstName: 'Jonas', lastName: 'Berg', email: 'jonas@example.com', childrenAges: [30] });
    expect(contact.body.errors).toEqual({ childrenAges: "Each child's age must be a whole number from 0 to 17" });
  });

  it('stores the party as given and shows it to staff; a form that skips it sends nothing and is taken as before', async () => {
    const res = await app.client().post('/api/inquiries', { ...validInquiry, adults: 2, childrenAges: [4, 9], country: 'za' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ adults: 2, childrenAges: [4, 9], country: 'ZA' });
    const detail = await owner.get(`/api/admin/inquiries/${res.body.id}`);
    expect(detail.body).toMatchObject({ adults: 2, childrenAges: [4, 9], country: 'ZA' });
    const skipped = await app.client().post('/api/inquiries', { ...validInquiry, adults: null, childrenAges: [], country: '' });
    expect(skipped.status).toBe(201);
    expect(skipped.body).toMatchObject({ adults: null, childrenAges: null, country: null });
  });
});

describe('a first price in the acknowledgement (issue 40)', () => {
  it('carries the range per person sharing, what it leaves out, and that a specialist confirms it', async () => {
    const mail = await acknowledgementOf({ adults: 2, country: 'GB', arrivalDate: nextYear('03-10'), departureDate: nextYear('03-13') });
    expect(mail.text).toContain(RANGE);
    for (const line of ['International flights', 'Visas', 'Travel insurance', 'Drinks at the lodge']) expect(mail.text).toContain(line);
    expect(mail.text).toContain('A specialist confirms the price');
    expect(mail.text).toContain("We'll respond within 24 hours");
  });

  it('shows staff the same computation: each stop’s rooms, the range, and the night without a rate', async () => {
    const posted = await app.client().post('/api/inquiries', { ...validInquiry, packageId: tripId, adults: 2, country: 'GB', arrivalDate: nextYear('12-30'), departureDate: nextYear('12-31') });
    expect(posted.status).toBe(201);
    const detail = (await owner.get(`/api/admin/inquiries/${posted.body.id}`)).body;
    expect(detail.package?.id).toBe(tripId);
    const staffView = await indicativeForEnquiry(app.services(), detail, nextYear('01-01'));
    if (!staffView.indicative.ok) throw new Error(staffView.indicative.reason);
    expect(staffView.enabled).toBe(true);
    expect(staffView.indicative.lowMinor).toBeNull();
    expect(staffView.indicative.missing.map((m) => m.night)).toContain(`${Number(YEAR) + 1}-01-01`);
    const priced = await indicativeForEnquiry(app.services(), { ...detail, arrivalDate: nextYear('03-10') }, nextYear('01-01'));
    if (!priced.indicative.ok) throw new Error(priced.indicative.reason);
    // Suite 288 000 / 2 = 144 000 and tent 180 000 / 2 = 90 000 per person, park fees apart; the range as in the mail.
    expect(priced.indicative.stops.map((s) => [s.options.map((o) => o.perPersonSharingMinor), s.cheapest, s.dearest])).toEqual([[[144_000, 90_000], 1, 0]]);
    expect([priced.indicative.lowMinor, priced.indicative.highMinor]).toEqual([100_800, 154_800]);
  });

  it('sends no figure when a night has no rate: the acknowledgement reads as before', async () => {
    // The card ends on 31 December: the third night, 1 January, has no rate.
    const mail = await acknowledgementOf({ adults: 2, country: 'GB', arrivalDate: nextYear('12-30'), departureDate: undefined });
    expect(mail.text).not.toMatch(/per person sharing|A first price/);
    expect(mail.text).toContain("We'll respond within 24 hours");
  });

  it('sends no figure when Settings turn indicative prices off, nor without the party', async () => {
    expect((await pricing(false)).status).toBe(200);
    const off = await acknowledgementOf({ adults: 2, country: 'GB', arrivalDate: nextYear('03-10') });
    expect(off.text).not.toContain('per person sharing');
    expect((await pricing(true)).status).toBe(200);
    const noParty = await acknowledgementOf({ arrivalDate: nextYear('03-10') });
    expect(noParty.text).not.toContain('per person sharing');
  });
});
