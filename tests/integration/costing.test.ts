import { beforeAll, describe, expect, it } from 'vitest';
import { OWNER_ONLY_MESSAGE } from '#lib/admin-roles.ts';
import { startTestApp, type TestApp, type TestClient } from '../setup/test-app.ts';
import { afterAll } from 'vitest';

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

const card = (extra: object = {}) => ({
  name: '2026 contract', currency: 'ZAR', validFrom: '2026-01-01', validTo: '2026-12-31',
  seasons: [
    { name: 'Green', ranges: [{ from: '2026-01-01', to: '2026-12-31' }], priority: 0 },
    { name: 'Peak', ranges: [{ from: '2026-07-01', to: '2026-10-31' }], priority: 1, minimumNights: 3 },
  ],
  rates: [
    { season: 'Green', room: 'Luxury tent', mealPlan: 'FB', basis: 'per-person-sharing', amountMinor: 500_000 },
    { season: 'Peak', room: 'Luxury tent', mealPlan: 'FB', basis: 'per-person-sharing', amountMinor: 700_000 },
  ],
  singleSupplementPercent: 50,
  children: [{ fromAge: 6, toAge: 11, percent: 50 }],
  ...extra,
});

async function supplier() {
  const res = await owner.post('/api/admin/suppliers', { name: `Costing Lodge ${++n}`, email: `lodge${n}@example.com` });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function rateCard() {
  const supplierId = await supplier();
  const res = await owner.post(`/api/admin/suppliers/${supplierId}/rate-cards`, card());
  expect(res.status).toBe(201);
  return { supplierId, id: res.body.id as string };
}

describe('rate cards (issue 40)', () => {
  it('creates version 1 and lists it beside the supplier, for staff too', async () => {
    const { supplierId, id } = await rateCard();
    const read = await staff.get(`/api/admin/rate-cards/${id}`);
    expect(read.body).toMatchObject({ id, supplierId, version: 1, name: '2026 contract', currency: 'ZAR' });
    expect((await staff.get(`/api/admin/suppliers/${supplierId}/rate-cards`)).body.items.map((c: { id: string }) => c.id)).toEqual([id]);
  });

  it('makes every change a new version and keeps the old one as it was', async () => {
    const { id } = await rateCard();
    const raised = card({ rates: [{ season: 'Green', room: 'Luxury tent', mealPlan: 'FB', basis: 'per-person-sharing', amountMinor: 550_000 }] });
    const put = await owner.put(`/api/admin/rate-cards/${id}`, raised);
    expect(put.status).toBe(200);
    expect(put.body.version).toBe(2);
    const versions = (await staff.get(`/api/admin/rate-cards/${id}/versions`)).body.items;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions[1].content.rates[0].amountMinor).toBe(500_000);
    expect(versions[0].content.rates[0].amountMinor).toBe(550_000);
  });

  it('gives two changes at once two versions', async () => {
    const { id } = await rateCard();
    const answers = await Promise.all([owner.put(`/api/admin/rate-cards/${id}`, card({ name: 'A' })), owner.put(`/api/admin/rate-cards/${id}`, card({ name: 'B' }))]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.version).sort()).toEqual([2, 3]);
  });

  it('never lets a stored version change, even from SQL', async () => {
    const { id } = await rateCard();
    await expect(app.services().em.execute(`update "rate_card_versions" set "content" = '{}' where "rate_card_id" = ?`, [id])).rejects.toThrow(/never changed/);
  });

  it('refuses overlapping seasons of the same priority, naming both', async () => {
    const supplierId = await supplier();
    const res = await owner.post(`/api/admin/suppliers/${supplierId}/rate-cards`, card({
      seasons: [{ name: 'Green', ranges: [{ from: '2026-01-01', to: '2026-06-30' }], priority: 0 }, { name: 'Shoulder', ranges: [{ from: '2026-06-01', to: '2026-08-31' }], priority: 0 }],
      rates: [],
    }));
    expect(res.status).toBe(400);
    expect(res.body.errors['seasons.1']).toBe('Seasons "Green" and "Shoulder" overlap with the same priority 0');
  });

  it('refuses negative amounts and a child age outside 0-17, and saves nothing', async () => {
    const supplierId = await supplier();
    const negative = await owner.post(`/api/admin/suppliers/${supplierId}/rate-cards`, card({ rates: [{ season: 'Green', room: 'Tent', mealPlan: 'FB', basis: 'per-person-sharing', amountMinor: -1 }] }));
    expect(negative.status).toBe(400);
    expect(negative.body.errors['rates.0.amountMinor']).toBe('Amounts cannot be negative');
    const child = await owner.post(`/api/admin/suppliers/${supplierId}/rate-cards`, card({ children: [{ fromAge: 12, toAge: 18, percent: 50 }] }));
    expect(child.status).toBe(400);
    expect(child.body.errors['children.0.toAge']).toBe('A child’s age must be from 0 to 17');
    expect((await staff.get(`/api/admin/suppliers/${supplierId}/rate-cards`)).body.items).toEqual([]);
  });

  it('lets staff read but only the owner write', async () => {
    const { supplierId, id } = await rateCard();
    for (const res of [
      await staff.post(`/api/admin/suppliers/${supplierId}/rate-cards`, card()),
      await staff.put(`/api/admin/rate-cards/${id}`, card()),
      await staff.post(`/api/admin/rate-cards/${id}/import`, { tsv: 'season\troom\tmeal plan\tbasis\tamount' }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(OWNER_ONLY_MESSAGE);
    }
  });

  it('answers 404 for an unknown supplier or card', async () => {
    expect((await staff.get('/api/admin/suppliers/00000000-0000-4000-8000-000000000000/rate-cards')).status).toBe(404);
    expect((await owner.post('/api/admin/suppliers/00000000-0000-4000-8000-000000000000/rate-cards', card())).status).toBe(404);
    expect((await staff.get('/api/admin/rate-cards/00000000-0000-4000-8000-000000000000/versions')).status).toBe(404);
  });
});

describe('importing rates from a pasted table (issue 40)', () => {
  const table = (lines: string[]) => ({ tsv: ['Season\tRoom\tMeal plan\tBasis\tAmount\tMax occupancy', ...lines].join('\n') });

  it('replaces the rates as a new version, amounts as the sheet prints them', async () => {
    const { id } = await rateCard();
    const res = await owner.post(`/api/admin/rate-cards/${id}/import`, table([
      'Green\tLuxury tent\tFB\tper person sharing\t5000',
      'Peak\tLuxury tent\tFull board\tPPS\t5 000.50',
      'Green\tFamily suite\tFB\tper room\tR12,000\t4',
    ]));
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(2);
    expect(res.body.rates.map((r: { room: string; mealPlan: string; basis: string; amountMinor: number }) => [r.room, r.mealPlan, r.basis, r.amountMinor])).toEqual([
      ['Luxury tent', 'FB', 'per-person-sharing', 500_000],
      ['Luxury tent', 'FB', 'per-person-sharing', 500_050],
      ['Family suite', 'FB', 'per-room', 1_200_000],
    ]);
  });

  it('names the line and column that does not parse, and saves nothing', async () => {
    const { id } = await rateCard();
    const res = await owner.post(`/api/admin/rate-cards/${id}/import`, table(['Green\tLuxury tent\tFB\tper person sharing\t5000', 'Green\tTree house\tFB\tper person sharing\tR5,0x0']));
    expect(res.status).toBe(400);
    expect(res.body.errors.tsv).toBe('Line 3, column amount: "R5,0x0" is not an amount');
    const unknownSeason = await owner.post(`/api/admin/rate-cards/${id}/import`, table(['Winter\tLuxury tent\tFB\tper person sharing\t5000']));
    expect(unknownSeason.body.errors.tsv).toBe('Line 2, column season: the card has no season named "Winter" (Green, Peak)');
    expect((await staff.get(`/api/admin/rate-cards/${id}/versions`)).body.items).toHaveLength(1);
  });
});

describe('park fees (issue 40)', () => {
  it('are seeded with their sources and listed as in force on a day', async () => {
    const before = (await staff.get('/api/admin/park-fees?park=kruger&on=2025-10-31')).body.items;
    const after = (await staff.get('/api/admin/park-fees?park=kruger&on=2025-11-01')).body.items;
    const intlAdult = (rows: { tier: string; fromAge: number; amountMinor: number }[]) => rows.find((r) => r.tier === 'international' && r.fromAge === 12)!.amountMinor;
    expect([intlAdult(before), intlAdult(after)]).toEqual([53_500, 60_200]);
    expect(after.every((r: { source: string }) => r.source.startsWith('https://'))).toBe(true);
    const mara = (await staff.get('/api/admin/park-fees?park=masai-mara&on=2026-07-01')).body.items;
    expect(mara.find((r: { fromAge: number }) => r.fromAge === 18).amountMinor).toBe(20_000);
    expect((await staff.get('/api/admin/park-fees?park=serengeti&on=2026-04-01')).body.items.find((r: { fromAge: number }) => r.fromAge === 16).amountMinor).toBe(6_000);
  });

  const fee = (extra: object = {}) => ({
    parkId: 'hwange', parkName: 'Hwange National Park', authority: 'ZimParks', tier: 'international', fromAge: 13, toAge: null,
    amountMinor: 3_000, currency: 'USD', effectiveFrom: '2026-01-01', effectiveTo: '2026-12-31', counting: 'per-day', source: 'https://zimparks.org.zw', ...extra,
  });

  it('adds a row for the owner, refuses a second row for the same day, and lets staff only read', async () => {
    expect((await staff.post('/api/admin/park-fees', fee())).status).toBe(403);
    const added = await owner.post('/api/admin/park-fees', fee());
    expect(added.status).toBe(201);
    const clash = await owner.post('/api/admin/park-fees', fee({ effectiveFrom: '2026-06-01', effectiveTo: null }));
    expect(clash.status).toBe(400);
    expect(clash.body.errors.effectiveFrom).toMatch(/^Hwange National Park already has a international fee for ages 13\+ from 2026-01-01/);
    const next = await owner.post('/api/admin/park-fees', fee({ effectiveFrom: '2027-01-01', effectiveTo: null, amountMinor: 3_500 }));
    expect(next.status).toBe(201);
    const corrected = await owner.put(`/api/admin/park-fees/${added.body.id}`, fee({ amountMinor: 3_200 }));
    expect(corrected.body.amountMinor).toBe(3_200);
    expect((await staff.get('/api/admin/park-fees?park=hwange&on=2027-02-01')).body.items.map((r: { amountMinor: number }) => r.amountMinor)).toEqual([3_500]);
  });

  it('refuses a negative amount and a date that is not one', async () => {
    const res = await owner.post('/api/admin/park-fees', fee({ amountMinor: -5, effectiveFrom: '2026-02-30' }));
    expect(res.status).toBe(400);
    expect(res.body.errors.amountMinor).toBe('Amounts cannot be negative');
    expect(res.body.errors.effectiveFrom).toBe('Effective from: Please enter a date as YYYY-MM-DD');
    expect((await staff.get('/api/admin/park-fees?on=2026-02-30')).status).toBe(400);
  });
});

describe('pricing settings and quotes (issue 40)', () => {
  it('stamps each rate with the day it was set, keeps the day of one unchanged, and is the owner’s to change', async () => {
    const body = { defaultMarkupPercent: 20, fxBufferPercent: 3, rates: [{ from: 'ZAR', to: 'USD', rate: 0.054 }], indicativePrices: true };
    expect((await staff.put('/api/admin/settings/pricing', body)).status).toBe(403);
    const saved = await owner.put('/api/admin/settings/pricing', body);
    expect(saved.status).toBe(200);
    expect(saved.body.rates[0]).toEqual({ from: 'ZAR', to: 'USD', rate: 0.054, on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    await app.services().em.execute(`update "pricing_settings" set "rates" = jsonb_set("rates", '{0,on}', '"2026-01-05"')`);
    expect((await owner.put('/api/admin/settings/pricing', body)).body.rates[0].on).toBe('2026-01-05');
    expect((await staff.get('/api/admin/settings/pricing')).body).toMatchObject({ defaultMarkupPercent: 20, fxBufferPercent: 3 });
    const twice = await owner.put('/api/admin/settings/pricing', { ...body, rates: [...body.rates, ...body.rates] });
    expect(twice.body.errors['rates.1']).toBe('ZAR to USD has two rates: keep one');
  });

  it('prices a trip from a rate card and Kruger’s fees, in dollars at the Settings rate, saving nothing', async () => {
    const { supplierId } = await rateCard();
    await owner.put('/api/admin/settings/pricing', { defaultMarkupPercent: 20, fxBufferPercent: 3, rates: [{ from: 'ZAR', to: 'USD', rate: 0.054 }], indicativePrices: true });
    const counted = async () => (await app.services().em.execute<{ n: string }[]>('select (select count(*) from rate_card_versions) + (select count(*) from park_fees) as n'))[0]!.n;
    const before = await counted();
    const res = await staff.post('/api/admin/quotes', {
      currency: 'USD', startDate: '2026-03-02', travellers: [{ age: 40, residency: 'international' }, { age: 38, residency: 'international' }],
      stops: [{ supplierId, room: 'Luxury tent', mealPlan: 'FB', nights: 2, parkId: 'kruger' }],
    });
    expect(res.status).toBe(200);
    // Rooms 2 × 2 × 500 000 = 2 000 000 ZAR cents × 0.054 × 1.03 = 111 240 → sell × 1.20 = 133 488.
    // Kruger 2 × 2 × 60 200 = 240 800 × 0.054 × 1.03 = 13 393.296 → 13 393 → × 1.20 = 16 071.6 → 16 072.
    expect(res.body.lines.map((l: { quoteCostMinor: number; sellMinor: number }) => [l.quoteCostMinor, l.sellMinor])).toEqual([[111_240, 133_488], [13_393, 16_072]]);
    expect(res.body.totals).toEqual({ costMinor: 124_633, sellMinor: 149_560, marginMinor: 24_927, marginPercent: 16.67 });
    expect(res.body.fx).toEqual([{ from: 'ZAR', to: 'USD', rate: 0.054, on: expect.any(String), bufferPercent: 3 }]);
    expect(await counted()).toBe(before);
  });

  it('answers 400 naming the room over its occupancy, and the stop whose supplier is unknown', async () => {
    const supplierId = await supplier();
    await owner.post(`/api/admin/suppliers/${supplierId}/rate-cards`, card({ rates: [{ season: 'Green', room: 'Family suite', mealPlan: 'FB', basis: 'per-room', amountMinor: 1_200_000, maxOccupancy: 2 }] }));
    const trip = (stops: object[]) => ({ currency: 'ZAR', startDate: '2026-03-02', travellers: [{ age: 40, residency: 'sa-resident' }, { age: 38, residency: 'sa-resident' }, { age: 8, residency: 'sa-resident' }], stops });
    const full = await staff.post('/api/admin/quotes', trip([{ supplierId, room: 'Family suite', mealPlan: 'FB', nights: 1 }]));
    expect(full.status).toBe(400);
    expect(full.body.errors.rooms).toBe('Family suite sleeps at most 2: room 1 has 3 travellers');
    const unknown = await staff.post('/api/admin/quotes', trip([{ supplierId: '00000000-0000-4000-8000-000000000000', room: 'Tent', mealPlan: 'FB', nights: 1 }]));
    expect(unknown.body.errors['stops.0.supplierId']).toBe('Supplier not found');
    const badAge = await staff.post('/api/admin/quotes', { ...trip([]), travellers: [{ age: -1, residency: 'sadc' }] });
    expect(badAge.status).toBe(400);
  });
});
