import { describe, expect, it } from 'vitest';
import { packTokens } from '#server/features/pack/trip-pack.ts';
import { accept, sentForDeparture, tripWithDeparture } from '../fixtures/departures.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

const ctx = withSignedInApp();

describe('guest details on the departure manifest (issue 30)', () => {
  it('shows staff what each traveller saved on the pack, per booking', async () => {
    const { tripId, departureId } = await tripWithDeparture(ctx.staff, { seats: 6 });
    const { token } = await sentForDeparture(ctx.app, ctx.staff, tripId, departureId, 2);
    const { bookingId } = (await accept(ctx.app, token)).body as { bookingId: string };
    let manifest = (await ctx.staff.get(`/api/admin/departures/${departureId}`)).body;
    expect(manifest.bookings[0].guests).toEqual([]);

    expect((await ctx.staff.post(`/api/admin/bookings/${bookingId}/pack`)).status).toBe(202);
    const [row] = await ctx.app.orm.em.fork().execute<{ link_nonce: string }[]>(`select link_nonce from trip_packs where booking_id = ?`, [bookingId]);
    const guest = { name: 'Lerato Dube', passportNumber: 'ZA778899', nationality: 'South African', passportExpiry: '2035-01-31', dateOfBirth: '1990-06-15', medical: 'Penicillin allergy', insurer: 'Safe Travels', policyNumber: 'ST-42', insurancePhone: '+27 21 555 0100' };
    expect((await ctx.app.client().put(`/api/trips/${packTokens.tokenFor(row!.link_nonce)}/guests`, { guests: [guest] })).status).toBe(200);

    manifest = (await ctx.staff.get(`/api/admin/departures/${departureId}`)).body;
    expect(manifest.bookings[0].guests).toEqual([expect.objectContaining({ name: 'Lerato Dube', passportNumber: 'ZA778899', medical: 'Penicillin allergy', policyNumber: 'ST-42' })]);
  });
});
