import { describe, expect, it } from 'vitest';
import { Migration20261127090200_ErasedEnquiriesHoldNoSeats } from '#database/migrations/Migration20261127090200_ErasedEnquiriesHoldNoSeats.ts';
import { siteToday } from '#database/site-time-zone.ts';
import { addDays } from '#lib/domain/dates.ts';
import { newInquiry, proposalBody } from '../fixtures/proposals.ts';
import { accept, partyBody, publicDeparture, sentForDeparture, tripWithDeparture } from '../fixtures/departures.ts';
import { runMigration } from '../setup/run-migration.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

const ctx = withSignedInApp();
const sql = (query: string, params: unknown[] = []) => ctx.app.orm.em.fork().execute(query, params);

describe('seats are counted, never typed (issue 26)', () => {
  it('counts blocked seats and sent proposals as taken, and gives held seats back when the proposal expires', async () => {
    const { tripId, slug, departureId } = await tripWithDeparture(ctx.staff, { seats: 6, blockedSeats: 1 });
    expect(await publicDeparture(ctx.app, slug)).toMatchObject({ id: departureId, seats: 6, seatsTaken: 1, seatsLeft: 5 });

    const { id } = await sentForDeparture(ctx.app, ctx.staff, tripId, departureId, 3);
    expect(await publicDeparture(ctx.app, slug)).toMatchObject({ seatsTaken: 4, seatsLeft: 2 });
    const manifest = (await ctx.staff.get(`/api/admin/departures/${departureId}`)).body;
    expect(manifest.departure).toMatchObject({ booked: 0, held: 3, blockedSeats: 1, seatsLeft: 2 });
    expect(manifest.holds).toEqual([expect.objectContaining({ proposalId: id, seats: 3, version: 1 })]);

    // The hold ends with the proposal's last valid day.
    await sql(`update proposals set valid_until = ? where id = ?`, [addDays(siteToday(), -1), id]);
    expect(await publicDeparture(ctx.app, slug)).toMatchObject({ seatsTaken: 1, seatsLeft: 5 });
  });

  it('gives the seats back when the enquiry is erased: nobody can accept a version whose link went with it', async () => {
    const { tripId, slug, departureId } = await tripWithDeparture(ctx.staff, { seats: 6 });
    const { inquiryId } = await sentForDeparture(ctx.app, ctx.staff, tripId, departureId, 4);
    expect(await publicDeparture(ctx.app, slug)).toMatchObject({ seatsLeft: 2 });
    expect((await ctx.staff.delete(`/api/admin/inquiries/${inquiryId}`)).status).toBe(204);
    expect(await publicDeparture(ctx.app, slug)).toMatchObject({ seatsTaken: 0, seatsLeft: 6 });
    expect((await ctx.staff.get(`/api/admin/departures/${departureId}`)).body.holds).toEqual([]);
  });

  it('gives back the seats an enquiry erased before held', async () => {
    const { tripId, slug, departureId } = await tripWithDeparture(ctx.staff, { seats: 6 });
    const { id } = await sentForDeparture(ctx.app, ctx.staff, tripId, departureId, 4);
    // As an erasure before left it: the enquiry gone, the version still out.
    await sql(`update proposals set inquiry_id = null, token_hash = null, link_nonce = null where id = ?`, [id]);
    expect(await publicDeparture(ctx.app, slug)).toMatchObject({ seatsLeft: 2 });
    await runMigration(ctx.app, Migration20261127090200_ErasedEnquiriesHoldNoSeats, 'up');
    expect(await publicDeparture(ctx.app, slug)).toMatchObject({ seatsLeft: 6 });
  });

  it('gives the seats back when the traveller declines, and tells staff', async () => {
    const { tripId, slug, departureId } = await tripWithDeparture(ctx.staff, { seats: 6 });
    const { token, inquiryId } = await sentForDeparture(ctx.app, ctx.staff, tripId, departureId, 4);
    expect(await publicDeparture(ctx.app, slug)).toMatchObject({ seatsLeft: 2 });
    const declined = await ctx.app.client().post(`/api/proposals/${token}/decline`, {});
    expect(declined.status).toBe(200);
    expect(await publicDeparture(ctx.app, slug)).toMatchObject({ seatsLeft: 6 });
    expect((await ctx.app.client().post(`/api/proposals/${token}/decline`, {})).status).toBe(200);
    expect((await accept(ctx.app, token)).status).toBe(409);
    expect((await ctx.app.services().proposals.openByToken(token))?.state).toBe('declined');
    const alerts = await sql(`select subject from outbox_mails where inquiry_id = ? and template = 'declined-alert'`, [inquiryId]);
    expect(alerts).toHaveLength(1);
  });

  it('refuses to send a proposal for more travellers than there are seats left, with the seats left', async () => {
    const { tripId, departureId } = await tripWithDeparture(ctx.staff, { seats: 4 });
    await sentForDeparture(ctx.app, ctx.staff, tripId, departureId, 3);
    const created = await ctx.staff.post(`/api/admin/inquiries/${await newInquiry(ctx.app)}/proposals`, proposalBody(partyBody(tripId, departureId, 2)));
    const sent = await ctx.staff.post(`/api/admin/proposals/${created.body.id}/send`);
    expect(sent.status).toBe(409);
    expect(sent.body.message).toMatch(/Only 1 seat is left on the departure of .*; this proposal is for 2/);
    expect(sent.body.errors).toHaveProperty('departureId');
    expect((await ctx.staff.get(`/api/admin/proposals/${created.body.id}`)).body.status).toBe('draft');
  });

  it("takes the departure's date as the start date, and refuses another trip's departure or one already gone", async () => {
    const mine = await tripWithDeparture(ctx.staff);
    const other = await tripWithDeparture(ctx.staff);
    const inquiry = await newInquiry(ctx.app);
    const created = await ctx.staff.post(`/api/admin/inquiries/${inquiry}/proposals`, proposalBody({ ...partyBody(mine.tripId, mine.departureId, 2), startDate: addDays(siteToday(), 3) }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ departureId: mine.departureId, startDate: mine.date });

    const foreign = await ctx.staff.put(`/api/admin/proposals/${created.body.id}`, proposalBody(partyBody(mine.tripId, other.departureId, 2)));
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual({ departureId: "That departure is not one of this trip's" });

    await sql(`update departures set date = ? where id = ?`, [addDays(siteToday(), -1), other.departureId]);
    const past = await ctx.staff.post(`/api/admin/inquiries/${inquiry}/proposals`, proposalBody(partyBody(other.tripId, other.departureId, 2)));
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({ departureId: 'That departure has already left' });
    const malformed = await ctx.staff.post(`/api/admin/inquiries/${inquiry}/proposals`, proposalBody({ departureId: 'nope' }));
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toHaveProperty('departureId');
  });

  it('refuses to delete, shrink below its bookings, or move a departure with a booking: 409 naming the date', async () => {
    const { tripId, departureId, date } = await tripWithDeparture(ctx.staff, { seats: 8 });
    const { token } = await sentForDeparture(ctx.app, ctx.staff, tripId, departureId, 3);
    expect((await accept(ctx.app, token)).status).toBe(201);
    const trip = (await ctx.staff.get(`/api/admin/packages/${tripId}`)).body;
    const save = (departures: object[]) => ctx.staff.put(`/api/admin/packages/${tripId}`, { ...trip, departures });
    const named = new RegExp(`The departure on ${Number(date.slice(8))} Jul ${date.slice(0, 4)}`);

    for (const departures of [[], [{ id: departureId, date, seats: 2 }], [{ id: departureId, date: addDays(date, 7), seats: 8 }], [{ id: departureId, date, seats: 8, blockedSeats: 6 }]]) {
      const refused = await save(departures);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(named);
    }
    // Seats may go down to what is booked; the row (and its manifest) is the same one.
    const lowered = await save([{ id: departureId, date, seats: 3 }]);
    expect(lowered.status).toBe(200);
    expect(lowered.body.departures).toEqual([expect.objectContaining({ id: departureId, seats: 3, booked: 3, seatsLeft: 0 })]);
    // Hidden, the trip keeps its departure and the manifest its booking.
    expect((await ctx.staff.put(`/api/admin/packages/${tripId}`, { ...trip, isActive: false, departures: undefined })).status).toBe(200);
    const manifest = await ctx.staff.get(`/api/admin/departures/${departureId}`);
    expect(manifest.body).toMatchObject({ trip: { isActive: false }, bookings: [expect.objectContaining({ seats: 3, paid: 0, total: 3000 })] });
  });

  it('books exactly the seats left when 10 one-traveller proposals are accepted at once for 2 seats', async () => {
    const { tripId, slug, departureId, date } = await tripWithDeparture(ctx.staff, { seats: 10 });
    const sent = [];
    for (let i = 0; i < 10; i++) sent.push(await sentForDeparture(ctx.app, ctx.staff, tripId, departureId, 1));
    // Staff give 8 of the seats to an agent after the proposals went out: 2 are left for 10 holders.
    const trip = (await ctx.staff.get(`/api/admin/packages/${tripId}`)).body;
    expect((await ctx.staff.put(`/api/admin/packages/${tripId}`, { ...trip, departures: [{ id: departureId, date, seats: 10, blockedSeats: 8 }] })).status).toBe(200);

    const answers = await Promise.all(sent.map(({ token }) => accept(ctx.app, token)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.message).toMatch(/^This departure is now full.*we will be in touch/i);
    const [row] = await sql(`select count(*)::int as n from bookings where departure_id = ?`, [departureId]);
    expect(row!.n).toBe(2);
    const alerts = await sql(`select count(*)::int as n from outbox_mails where template = 'departure-full-alert' and inquiry_id in (select inquiry_id from proposals where departure_id = ?)`, [departureId]);
    expect(alerts[0]!.n).toBe(8);
    // The 8 still hold their seats until they expire, so visitors see none left.
    expect(await publicDeparture(ctx.app, slug)).toMatchObject({ seatsLeft: 0 });
    expect((await ctx.staff.get(`/api/admin/departures/${departureId}`)).body.departure).toMatchObject({ booked: 2, blockedSeats: 8 });
  });

  it('stays consistent when an accept meets a staff edit that lowers the seats', async () => {
    for (let run = 0; run < 5; run++) {
      const { tripId, departureId, date } = await tripWithDeparture(ctx.staff, { seats: 4 });
      const { token } = await sentForDeparture(ctx.app, ctx.staff, tripId, departureId, 3);
      const trip = (await ctx.staff.get(`/api/admin/packages/${tripId}`)).body;
      const [accepted, edited] = await Promise.all([accept(ctx.app, token), ctx.staff.put(`/api/admin/packages/${tripId}`, { ...trip, departures: [{ id: departureId, date, seats: 2 }] })]);
      // Whichever locked the departure first wins; the other sees it and refuses.
      expect([accepted.status, edited.status].sort()).toEqual(accepted.status === 201 ? [201, 409] : [200, 409]);
      const manifest = (await ctx.staff.get(`/api/admin/departures/${departureId}`)).body;
      expect(manifest.departure.booked).toBeLessThanOrEqual(manifest.departure.seats);
      expect(manifest.departure.seats).toBe(accepted.status === 201 ? 4 : 2);
    }
  });
});
