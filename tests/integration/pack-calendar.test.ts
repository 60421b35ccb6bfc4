import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { packTokens } from '#server/features/pack/trip-pack.ts';
import { addDays } from '#lib/domain/dates.ts';
import { acceptBody, sentProposal } from '../fixtures/proposals.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

const ctx = withSignedInApp();

describe("the pack's calendar (issue 30)", () => {
  it('gives every stop an all-day event that ends after it starts, a day visit included', async () => {
    const start = addDays(siteToday(), 100);
    const stops = [
      { title: 'Victoria Falls', description: 'The falls on the way', nights: 0, placeName: 'Victoria Falls', lat: -17.92, lng: 25.86, meals: [] },
      { title: 'Chobe', description: 'River camp', nights: 2, placeName: 'Kasane', lat: -17.8, lng: 25.15, lodge: 'River Camp', meals: ['B'] },
    ];
    const { token } = await sentProposal(ctx.app, ctx.staff, { startDate: start, stops });
    const { bookingId } = (await ctx.app.client().post(`/api/proposals/${token}/accept`, acceptBody)).body;
    expect((await ctx.staff.post(`/api/admin/bookings/${bookingId}/pack`)).status).toBe(202);
    const [row] = await ctx.app.orm.em.fork().execute<{ link_nonce: string }[]>(`select link_nonce from trip_packs where booking_id = ?`, [bookingId]);
    const ics = (await ctx.app.client().get(`/trips/${packTokens.tokenFor(row!.link_nonce)}/trip.ics`)).text;
    const day = (d: string) => d.replaceAll('-', '');
    const events = ics.split('BEGIN:VEVENT').slice(1).map((e) => ({ start: /DTSTART;VALUE=DATE:(\d{8})/.exec(e)![1], end: /DTEND;VALUE=DATE:(\d{8})/.exec(e)![1] }));
    expect(events).toEqual([
      { start: day(start), end: day(addDays(start, 1)) },
      { start: day(start), end: day(addDays(start, 2)) },
    ]);
  });
});
