import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { reservationWatch } from '#database/repositories/reservation-watch.ts';
import { reservationTokens } from '#server/features/reservations/supplier-mail.ts';
import { bookedAtCamp } from '../fixtures/reservations.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

const ctx = withSignedInApp();

describe("a supplier's answer for staff to read (issue 30)", () => {
  it('is listed on the Overview until staff set the status by hand, which takes it off', async () => {
    const { bookingId, reservation: r } = await bookedAtCamp(ctx.app, ctx.staff, { days: 120, prefix: 'Answer Camp', email: 'camp@answer.example.com' });
    expect((await ctx.staff.post(`/api/admin/reservations/${r.id}/send`)).status).toBe(202);
    const [row] = await ctx.app.orm.em.fork().execute<{ link_nonce: string }[]>(`select link_nonce from reservations where id = ?`, [r.id]);
    const answered = await ctx.app.client().post(`/api/reservations/${reservationTokens.tokenFor(row!.link_nonce)}`, { answer: 'waitlist', note: 'Full; first on the list' });
    expect(answered.status).toBe(200);

    const toRead = async () => (await reservationWatch(ctx.app.orm.em.fork(), siteToday())).answersToRead.map((a) => a.reservationId);
    expect(await toRead()).toContain(r.id);
    const set = await ctx.staff.put(`/api/admin/reservations/${r.id}`, { service: r.service, checkIn: r.checkIn, checkOut: r.checkOut, status: 'confirmed', supplierReference: 'KH-77' });
    expect(set.body).toMatchObject({ status: 'confirmed', supplierReference: 'KH-77', needsAttention: false });
    expect(await toRead()).not.toContain(r.id);
  });
});
