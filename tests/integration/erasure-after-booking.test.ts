import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { packTokens } from '#server/features/pack/trip-pack.ts';
import { addDays } from '#lib/domain/dates.ts';
import { acceptBody } from '../fixtures/proposals.ts';
import { bookedAtCamp } from '../fixtures/reservations.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

const ctx = withSignedInApp();

describe("erasing a traveller (decision 134) after issue 30's copies of them", () => {
  it("deletes their guest details, clears the names on each reservation and closes the pack's link", async () => {
    const { bookingId, reservation } = await bookedAtCamp(ctx.app, ctx.staff, { days: 100, nights: 3, prefix: 'Erasure Camp', email: 'camp@erasure.example.com' });
    expect(reservation.travellers).toEqual(acceptBody.travellers);
    expect((await ctx.staff.post(`/api/admin/bookings/${bookingId}/pack`)).status).toBe(202);
    const db = ctx.app.orm.em.fork();
    const [pack] = await db.execute<{ link_nonce: string }[]>(`select link_nonce from trip_packs where booking_id = ?`, [bookingId]);
    const packToken = packTokens.tokenFor(pack!.link_nonce);
    const guest = { name: 'Amara Okafor', passportNumber: 'A1234567', nationality: 'Nigerian', passportExpiry: addDays(siteToday(), 2000), dateOfBirth: '1985-04-02', medical: 'Asthma' };
    expect((await ctx.app.client().put(`/api/trips/${packToken}/guests`, { guests: [guest] })).status).toBe(200);

    // The lodge answered by mail, naming the guests our request listed, and with a note; staff noted something too.
    await db.execute(
      `update reservations set note = 'Amara is vegetarian', answer_note = 'Tent 4 for Amara Okafor', diets = 'Amara: vegetarian', allergies = 'Chidi: nuts',
         special_requests = 'Amara turns 40', arrival_details = 'Amara lands on SA 123' where id = ?`,
      [reservation.id],
    );
    await db.execute(
      `insert into reservation_events (id, reservation_id, kind, author, data, created_at) values (gen_random_uuid(), ?, 'mail-received', null, ?, now())`,
      [reservation.id, JSON.stringify({ from: 'camp@erasure.example.com', subject: 'Re: Khwai', text: 'Confirmed for Amara Okafor and Chidi Okafor.', messageId: '<erasure@camp>' })],
    );
    const [row] = await db.execute<{ inquiry_id: string }[]>(`select inquiry_id from bookings where id = ?`, [bookingId]);
    expect((await ctx.staff.delete(`/api/admin/inquiries/${row!.inquiry_id}`)).status).toBe(204);

    const booking = (await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body;
    expect(booking.guests).toEqual([]);
    expect(booking.reservations[0].travellers).toEqual([]);
    expect(JSON.stringify(booking.reservations)).not.toMatch(/Amara|Chidi/);
    // What the lodge was told they need goes too (issue 39's request fields).
    const [needs] = await db.execute<Record<string, unknown>[]>(`select diets, allergies, special_requests, arrival_details from reservations where id = ?`, [reservation.id]);
    expect(needs).toEqual({ diets: null, allergies: null, special_requests: null, arrival_details: null });
    const events = await db.execute<{ data: Record<string, unknown> }[]>(`select data from reservation_events where reservation_id = ?`, [reservation.id]);
    expect(JSON.stringify(events)).not.toMatch(/Amara|Chidi/);
    // What the mail was, who sent it: the record that a lodge answered stays.
    expect(events.map((e) => e.data)).toContainEqual({ from: 'camp@erasure.example.com', subject: 'Re: Khwai', messageId: '<erasure@camp>' });
    expect((await ctx.app.client().get(`/trips/${packToken}/trip.ics`)).status).toBe(404);
    expect((await ctx.app.client().put(`/api/trips/${packToken}/guests`, { guests: [guest] })).status).toBe(404);
  });
});
