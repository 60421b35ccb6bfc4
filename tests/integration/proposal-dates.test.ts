import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { addDays } from '#lib/domain/dates.ts';
import { START_DATE_REQUIRED_MESSAGE, UNDATED_ACCEPT_MESSAGE } from '#lib/domain/sale/proposal-dates.ts';
import { acceptBody, newInquiry, proposalBody, sentProposal } from '../fixtures/proposals.ts';
import { validTrip } from '../fixtures/trips.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

// Issue 39 (R7): a trip's proposal goes out with its travel date, priced at that date's season.
const ctx = withSignedInApp();

/** A trip of validTrip's seasons: Green (1 Nov to 31 Mar) 3,100 and Dry (1 Apr to 31 Oct) 3,900 per person. */
async function trip() {
  const name = `Chobe ${Math.random().toString(36).slice(2, 8)}`;
  const created = await ctx.staff.post('/api/admin/packages', { ...validTrip, name, departures: [] });
  expect(created.status).toBe(201);
  return { id: created.body.id as string, name };
}

/** The next `MM-DD` at least a month ahead. */
function nextOn(monthDay: string): string {
  const today = siteToday();
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-${monthDay}`;
  return thisYear > addDays(today, 30) ? thisYear : `${year + 1}-${monthDay}`;
}

const draft = async (body: Record<string, unknown>) => {
  const created = await ctx.staff.post(`/api/admin/inquiries/${await newInquiry(ctx.app)}/proposals`, proposalBody(body));
  expect(created.status).toBe(201);
  return created.body.id as string;
};
const send = (id: string) => ctx.staff.post(`/api/admin/proposals/${id}/send`, { confirmBelowPrice: true });

describe("a trip's proposal without a travel date", () => {
  it('saves as a draft but is not sent: 400 naming startDate, and it stays a draft', async () => {
    const { id: packageId } = await trip();
    const id = await draft({ packageId, startDate: null });
    const refused = await send(id);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ startDate: START_DATE_REQUIRED_MESSAGE });
    expect((await ctx.staff.get(`/api/admin/proposals/${id}`)).body.status).toBe('draft');
  });

  it('goes once dated; a tailor-made proposal naming no trip may go without a date', async () => {
    const { id: packageId } = await trip();
    const id = await draft({ packageId, startDate: null });
    expect((await ctx.staff.put(`/api/admin/proposals/${id}`, proposalBody({ packageId, startDate: nextOn('07-10') }))).status).toBe(200);
    expect((await send(id)).status).toBe(202);
    expect((await send(await draft({ startDate: null }))).status).toBe(202);
  });

  it('sent before the rule, is not booked: 409 naming startDate, and no booking is made', async () => {
    const { id: packageId, name } = await trip();
    const { token, id } = await sentProposal(ctx.app, ctx.staff, { packageId, startDate: nextOn('07-10'), lines: [{ label: `${name}, Dry season per person`, quantity: 2, unitPrice: 3900 }] });
    await ctx.app.orm.em.fork().execute(`update proposals set start_date = null, departure_id = null where id = ?`, [id]);
    const accepted = await ctx.app.client().post(`/api/proposals/${token}/accept`, acceptBody);
    expect(accepted.status).toBe(409);
    expect(accepted.body.errors).toEqual({ startDate: UNDATED_ACCEPT_MESSAGE });
    const [count] = await ctx.app.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from bookings where proposal_id = ?`, [id]);
    expect(Number(count!.n)).toBe(0);
  });
});

describe("a trip's proposal is priced at its date's season", () => {
  it("drafts the lines at the season the start date falls in", async () => {
    const { id: packageId, name } = await trip();
    const inquiryId = await newInquiry(ctx.app);
    const july = await ctx.staff.get(`/api/admin/inquiries/${inquiryId}/proposal-draft?packageId=${packageId}&startDate=${nextOn('07-10')}&adults=2`);
    expect(july.body.lines[0]).toEqual({ label: `${name}, Dry season per person`, quantity: 2, unitPrice: 3900 });
    const january = await ctx.staff.get(`/api/admin/inquiries/${inquiryId}/proposal-draft?packageId=${packageId}&startDate=${nextOn('01-15')}&adults=2`);
    expect(january.body.lines[0]).toEqual({ label: `${name}, Green season per person`, quantity: 2, unitPrice: 3100 });
  });

  it("refuses to send lines of another season than the start date's (400 naming lines), and sends them repriced", async () => {
    const { id: packageId, name } = await trip();
    const dry = [{ label: `${name}, Dry season per person`, quantity: 2, unitPrice: 3900 }];
    // Drafted for July, then the date moved to January: the Dry season's price would go out for a Green-season trip.
    const id = await draft({ packageId, startDate: nextOn('01-15'), lines: dry });
    const refused = await send(id);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.lines).toMatch(/^15 Jan \d{4} falls in the trip's Green season, but "Chobe \w+, Dry season per person" is priced for Dry season\. Price it for Green season/);
    expect((await ctx.staff.get(`/api/admin/proposals/${id}`)).body.status).toBe('draft');

    const green = [{ label: `${name}, Green season per person`, quantity: 2, unitPrice: 3100 }];
    expect((await ctx.staff.put(`/api/admin/proposals/${id}`, proposalBody({ packageId, startDate: nextOn('01-15'), lines: green }))).status).toBe(200);
    expect((await send(id)).status).toBe(202);
  });
});
