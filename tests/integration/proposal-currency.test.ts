import { describe, expect, it } from 'vitest';
import { newInquiry, proposalBody } from '../fixtures/proposals.ts';
import { validTrip } from '../fixtures/trips.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

// Issue 29: a currency change converts the lines or keeps them on purpose; a total below the trip's price is asked.
const ctx = withSignedInApp();

const draft = async (body: Record<string, unknown> = {}) => {
  const created = await ctx.staff.post(`/api/admin/inquiries/${await newInquiry(ctx.app)}/proposals`, proposalBody(body));
  expect(created.status).toBe(201);
  return created.body as { id: string; lines: { label: string; quantity: number; unitPrice: number }[] };
};

/** A trip whose lowest season price is 3,100 per person (validTrip). */
async function trip() {
  const created = await ctx.staff.post('/api/admin/packages', { ...validTrip, name: `Chobe ${Math.random().toString(36).slice(2, 8)}`, departures: [] });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

describe('changing a proposal’s currency', () => {
  it('is refused (409 naming confirmCurrency) when the figures would just be renamed, and nothing changes', async () => {
    const proposal = await draft();
    const renamed = await ctx.staff.put(`/api/admin/proposals/${proposal.id}`, proposalBody({ currency: 'ZAR' }));
    expect(renamed.status).toBe(409);
    expect(renamed.body.errors.confirmCurrency).toMatch(/The amounts were in USD\. Convert them at a rate, or confirm that ZAR 9,800\.99 is what the traveller will be sent/);
    expect((await ctx.staff.get(`/api/admin/proposals/${proposal.id}`)).body.currency).toBe('USD');
  });

  it('converts every line at the rate given and keeps the rate', async () => {
    const proposal = await draft();
    // The editor's figures for USD 4,850.50 and 99.99 at 18.25 (tests/unit/currency-change.test.ts).
    const [tour, transfer] = proposal.lines;
    const lines = [{ ...tour, unitPrice: 88521.63 }, { ...transfer, unitPrice: 1824.82 }];
    const converted = await ctx.staff.put(`/api/admin/proposals/${proposal.id}`, proposalBody({ currency: 'ZAR', lines, exchange: { from: 'USD', rate: 18.25 } }));
    expect(converted.status).toBe(200);
    expect(converted.body).toMatchObject({ currency: 'ZAR', total: 178868.08, exchange: { from: 'USD', rate: 18.25 } });
  });

  it('keeps the figures when staff confirm it', async () => {
    const proposal = await draft();
    const kept = await ctx.staff.put(`/api/admin/proposals/${proposal.id}`, proposalBody({ currency: 'EUR', confirmCurrency: true }));
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ currency: 'EUR', total: 9800.99, exchange: null });
  });

  it('refuses a rate that is not a number above 0, naming it', async () => {
    const proposal = await draft();
    const bad = await ctx.staff.put(`/api/admin/proposals/${proposal.id}`, proposalBody({ currency: 'ZAR', exchange: { from: 'USD', rate: 0 } }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).join()).toContain('exchange');
  });
});

describe('a total below the trip’s lowest price for the party', () => {
  const cheap = [{ label: 'Chobe per person', quantity: 2, unitPrice: 1000 }];

  it('asks before sending (409 naming confirmBelowPrice) and sends when confirmed', async () => {
    const packageId = await trip();
    const proposal = await draft({ packageId, adults: 2, lines: cheap });
    const asked = await ctx.staff.post(`/api/admin/proposals/${proposal.id}/send`);
    expect(asked.status).toBe(409);
    expect(asked.body.errors.confirmBelowPrice).toContain('$2,000 is below');
    expect(asked.body.errors.confirmBelowPrice).toContain('lowest price for 2 travellers ($6,200)');
    expect((await ctx.staff.get(`/api/admin/proposals/${proposal.id}`)).body.status).toBe('draft');
    const sent = await ctx.staff.post(`/api/admin/proposals/${proposal.id}/send`, { confirmBelowPrice: true });
    expect(sent.status).toBe(202);
  });

  it('compares a converted proposal at its rate, and lets a priced one through', async () => {
    const packageId = await trip();
    // 2 × 3,100 USD at 18 = ZAR 111,600: ZAR 100,000 is below it.
    const below = await draft({ packageId, adults: 2, currency: 'ZAR', exchange: { from: 'USD', rate: 18 }, lines: [{ label: 'Chobe per person', quantity: 2, unitPrice: 50000 }] });
    const asked = await ctx.staff.post(`/api/admin/proposals/${below.id}/send`);
    expect(asked.status).toBe(409);
    expect(asked.body.errors.confirmBelowPrice).toMatch(/ZAR\s111,600/);
    const fair = await draft({ packageId, adults: 2, currency: 'ZAR', exchange: { from: 'USD', rate: 18 }, lines: [{ label: 'Chobe per person', quantity: 2, unitPrice: 56000 }] });
    expect((await ctx.staff.post(`/api/admin/proposals/${fair.id}/send`)).status).toBe(202);
  });
});
