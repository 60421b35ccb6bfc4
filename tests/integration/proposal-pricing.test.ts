import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptBody, memoryTransport, newInquiry, proposalBody, tokenOf } from '../fixtures/proposals.ts';
import { nextYear } from '../fixtures/records.ts';
import { until } from '../setup/until.ts';
import { startTestApp, type TestApp, type TestClient } from '../setup/test-app.ts';

// Issue 40, decisions 189-190: a proposal priced from rates keeps its costing for staff; the traveller sees none.
let app: TestApp;
let owner: TestClient;
let staff: TestClient;
let n = 0;

beforeAll(async () => {
  app = await startTestApp();
  owner = (await app.signedInAdmin()).client;
  staff = (await app.signedInAdmin({ role: 'staff' })).client;
});
afterAll(() => app?.close());

const year = nextYear('01-01').slice(0, 4);
const card = (amountMinor = 500_000) => ({
  name: `${year} contract`, currency: 'ZAR', validFrom: `${year}-01-01`, validTo: `${year}-12-31`,
  seasons: [{ name: 'Green', ranges: [{ from: `${year}-01-01`, to: `${year}-12-31` }], priority: 0 }],
  rates: [{ season: 'Green', room: 'Luxury tent', mealPlan: 'FB', basis: 'per-person-sharing', amountMinor }],
  children: [],
});
const fee = (parkId: string, amountMinor = 60_200) => ({
  parkId, parkName: `Test Park ${parkId}`, authority: 'Test Parks', tier: 'international', fromAge: 18, toAge: null, amountMinor,
  currency: 'ZAR', effectiveFrom: `${year}-01-01`, effectiveTo: null, counting: 'per-night', source: 'https://parks.example/tariffs',
});

/** A lodge with a rate card, a park with one fee row, and a draft proposal in ZAR for a new enquiry. */
async function pricedTrip() {
  const i = ++n;
  const supplier = await owner.post('/api/admin/suppliers', { name: `Pricing Lodge ${i}`, email: `pricing${i}@example.com` });
  expect(supplier.status).toBe(201);
  const rateCard = await owner.post(`/api/admin/suppliers/${supplier.body.id}/rate-cards`, card());
  expect(rateCard.status).toBe(201);
  const parkId = `test-park-${i}`;
  const parkFee = await owner.post('/api/admin/park-fees', fee(parkId));
  expect(parkFee.status).toBe(201);
  const draft = await staff.post(`/api/admin/inquiries/${await newInquiry(app)}/proposals`, proposalBody({ currency: 'ZAR' }));
  expect(draft.status).toBe(201);
  const input = (markupPercent = 20, room = 'Luxury tent') => ({
    startDate: nextYear('06-10'),
    travellers: [{ age: 40, residency: 'international' }, { age: 38, residency: 'international' }],
    stops: [{ supplierId: supplier.body.id, room, mealPlan: 'FB', nights: 3, parkId }],
    markupPercent,
  });
  return { i, supplierId: supplier.body.id as string, rateCardId: rateCard.body.id as string, parkFeeId: parkFee.body.id as string, parkId, proposalId: draft.body.id as string, input };
}

const lodgeLabel = (i: number) => `Pricing Lodge ${i}, 3 nights, Luxury tent, full board, per person sharing`;
const parkLabel = (parkId: string) => `Park fees, Test Park ${parkId}, 3 nights`;

describe('POST /api/admin/proposals/:id/price', () => {
  it('fills the draft with traveller-facing lines and keeps cost, sell and margin per line for staff', async () => {
    const trip = await pricedTrip();
    const priced = await staff.post(`/api/admin/proposals/${trip.proposalId}/price`, trip.input());
    expect(priced.status).toBe(200);
    // Two adults sharing at R5,000 a night for 3 nights, +20 % (a line per person, as the party check counts it);
    // park fees 2 × 3 × R602, +20 %, for the party.
    expect(priced.body.lines).toEqual([
      { label: lodgeLabel(trip.i), quantity: 2, unitPrice: 18_000, amount: 36_000 },
      { label: parkLabel(trip.parkId), quantity: 1, unitPrice: 4_334.4, amount: 4_334.4 },
    ]);
    expect(priced.body).toMatchObject({ currency: 'ZAR', total: 40_334.4, status: 'draft', repricing: null });
    expect(priced.body.costing.lines.map((l: Record<string, unknown>) => [l.label, l.costMinor, l.sellMinor, l.marginMinor])).toEqual([
      [lodgeLabel(trip.i), 3_000_000, 3_600_000, 600_000],
      [parkLabel(trip.parkId), 361_200, 433_440, 72_240],
    ]);
    expect(priced.body.costing.totals).toEqual({ costMinor: 3_361_200, sellMinor: 4_033_440, marginMinor: 672_240 });
    expect(priced.body.costing.rateCards).toEqual([{ id: trip.rateCardId, version: 1 }]);
    expect(priced.body.costing.parkFeeIds).toEqual([trip.parkFeeId]);

    const read = await staff.get(`/api/admin/proposals/${trip.proposalId}`);
    expect(read.body.costing.totals).toEqual(priced.body.costing.totals);
    expect(read.body.lines).toEqual(priced.body.lines);
  });

  it('lists every night without a rate with 422 and saves nothing', async () => {
    const trip = await pricedTrip();
    const before = (await staff.get(`/api/admin/proposals/${trip.proposalId}`)).body;
    const refused = await staff.post(`/api/admin/proposals/${trip.proposalId}/price`, trip.input(20, 'Honeymoon suite'));
    expect(refused.status).toBe(422);
    expect(refused.body.errors.stops).toBe('Some nights or fees have no rate, so nothing was priced');
    expect(refused.body.missing).toHaveLength(3);
    expect(refused.body.missing[0]).toMatchObject({ stop: 0, night: nextYear('06-10'), reason: `Pricing Lodge ${trip.i} has no rate for Honeymoon suite, FB, in Green` });
    const after = (await staff.get(`/api/admin/proposals/${trip.proposalId}`)).body;
    expect(after).toEqual(before);
    expect(after.costing).toBeNull();
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const trip = await pricedTrip();
    const child = await staff.post(`/api/admin/proposals/${trip.proposalId}/price`, { ...trip.input(), travellers: [{ age: -1, residency: 'international' }] });
    expect(child.status).toBe(400);
    expect(Object.keys(child.body.errors)).toContain('travellers.0.age');
    const unknown = await staff.post(`/api/admin/proposals/${trip.proposalId}/price`, { ...trip.input(), stops: [{ ...trip.input().stops[0], supplierId: '00000000-0000-4000-8000-000000000000' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors['stops.0.supplierId']).toBe('Supplier not found');
    const negative = await staff.post(`/api/admin/proposals/${trip.proposalId}/price`, { ...trip.input(), markupPercent: -5 });
    expect(negative.status).toBe(400);
    expect(Object.keys(negative.body.errors)).toContain('markupPercent');
    expect((await staff.post('/api/admin/proposals/00000000-0000-4000-8000-000000000000/price', trip.input())).status).toBe(404);
    expect((await app.client().post(`/api/admin/proposals/${trip.proposalId}/price`, trip.input())).status).toBe(401);
    expect((await staff.get(`/api/admin/proposals/${trip.proposalId}`)).body.costing).toBeNull();
  });

  it('refuses a sent version with 409 and leaves it as sent', async () => {
    const trip = await pricedTrip();
    expect((await staff.post(`/api/admin/proposals/${trip.proposalId}/price`, trip.input())).status).toBe(200);
    expect((await staff.post(`/api/admin/proposals/${trip.proposalId}/send`)).status).toBe(202);
    const again = await staff.post(`/api/admin/proposals/${trip.proposalId}/price`, trip.input(50));
    expect(again.status).toBe(409);
    const read = (await staff.get(`/api/admin/proposals/${trip.proposalId}`)).body;
    expect(read.total).toBe(40_334.4);
    expect(read.costing.totals.sellMinor).toBe(4_033_440);
  });

  it('keeps the lines and the snapshot in step when two prices arrive at once', async () => {
    const trip = await pricedTrip();
    const answers = await Promise.all([10, 30].map((markup) => staff.post(`/api/admin/proposals/${trip.proposalId}/price`, trip.input(markup))));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const read = (await staff.get(`/api/admin/proposals/${trip.proposalId}`)).body;
    expect(read.lines.map((l: { amount: number }) => Math.round(l.amount * 100))).toEqual(read.costing.lines.map((l: { sellMinor: number }) => l.sellMinor));
  });
});

describe('re-pricing an open proposal (decision 190)', () => {
  it('shows the per-line diff once a rate card or a fee row it was priced from changes, and nothing once accepted', async () => {
    const transport = memoryTransport();
    const worker = await app.startMailer({ work: true, transport });
    try {
      const trip = await pricedTrip();
      expect((await staff.post(`/api/admin/proposals/${trip.proposalId}/price`, trip.input())).status).toBe(200);
      expect((await staff.post(`/api/admin/proposals/${trip.proposalId}/send`)).status).toBe(202);
      expect((await staff.get(`/api/admin/proposals/${trip.proposalId}`)).body.repricing).toEqual({ changed: false, lines: [], missing: [] });

      // The owner raises the lodge's rate (version 2) and corrects the park's fee row.
      expect((await owner.put(`/api/admin/rate-cards/${trip.rateCardId}`, card(550_000))).status).toBe(200);
      const lodgeOnly = (await staff.get(`/api/admin/proposals/${trip.proposalId}`)).body;
      expect(lodgeOnly.repricing).toEqual({ changed: true, lines: [{ label: lodgeLabel(trip.i), sentSellMinor: 3_600_000, nowSellMinor: 3_960_000 }], missing: [] });
      expect((await owner.put(`/api/admin/park-fees/${trip.parkFeeId}`, fee(trip.parkId, 70_000))).status).toBe(200);
      const both = (await staff.get(`/api/admin/proposals/${trip.proposalId}`)).body;
      expect(both.repricing.lines).toEqual([
        { label: lodgeLabel(trip.i), sentSellMinor: 3_600_000, nowSellMinor: 3_960_000 },
        { label: parkLabel(trip.parkId), sentSellMinor: 433_440, nowSellMinor: 504_000 },
      ]);
      // What was sent stays as sent: the costing still names version 1 and the traveller's total.
      expect(both.total).toBe(40_334.4);
      expect(both.costing.rateCards).toEqual([{ id: trip.rateCardId, version: 1 }]);

      // The traveller's view and mail carry no cost or margin.
      const token = await tokenOf(app, trip.proposalId);
      const page = JSON.stringify(await app.services().proposals.openByToken(token));
      expect(page).toContain(lodgeLabel(trip.i));
      expect(page).not.toMatch(/cost|margin|markup|rateCard|parkFee/i);
      expect(page).not.toMatch(/33612|6722\.4|672240|3361200/);
      const mails = await until(async () => transport.sent.filter((m) => m.to === 'amara@example.com'), (m) => m.length > 0);
      for (const mail of mails) expect(mail.text).not.toMatch(/margin|cost price|33[ ,.]?612|6[ ,.]?722/i);

      const accepted = await app.client().post(`/api/proposals/${token}/accept`, acceptBody);
      expect(accepted.status).toBe(201);
      const booked = (await staff.get(`/api/admin/proposals/${trip.proposalId}`)).body;
      expect(booked).toMatchObject({ status: 'accepted', total: 40_334.4, repricing: null });
      expect(booked.costing.totals.sellMinor).toBe(4_033_440);
    } finally {
      await worker.stop();
    }
  });
});
