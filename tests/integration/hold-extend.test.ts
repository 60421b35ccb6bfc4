import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { reservationTokens } from '#server/features/reservations/supplier-mail.ts';
import { HELD_UNTIL_PAST_MESSAGE } from '#lib/domain/reservation/holds.ts';
import { addDays, atLocalHour } from '#lib/domain/dates.ts';
import { reservationWatch } from '#database/repositories/reservation-watch.ts';
import { watchHolds } from '#server/features/reservations/hold-watch.ts';
import { acceptedBooking, memoryTransport } from '../fixtures/proposals.ts';
import { until } from '../setup/until.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

const ctx = withSignedInApp();

async function heldReservation() {
  const created = await ctx.staff.post('/api/admin/suppliers', { name: `Camp ${Math.random()}`, kind: 'camp', email: `camp-${Math.random().toString(36).slice(2)}@lodge.example` });
  const { bookingId } = await acceptedBooking(ctx.app, ctx.staff, 120);
  const drafted = await ctx.staff.post(`/api/admin/bookings/${bookingId}/reservations`, { supplierId: created.body.id, service: '3 nights, full board' });
  const reservation = drafted.body.items[0] as { id: string; reference: string; supplier: { email: string } };
  expect((await ctx.staff.post(`/api/admin/reservations/${reservation.id}/send`)).status).toBe(202);
  const [row] = await ctx.app.orm.em.fork().execute<{ link_nonce: string }[]>(`select link_nonce from reservations where id = ?`, [reservation.id]);
  const [booking] = await ctx.app.orm.em.fork().execute<{ reference: string }[]>(`select reference from bookings where id = ?`, [bookingId]);
  return { bookingId, bookingReference: booking!.reference, reservation, token: reservationTokens.tokenFor(row!.link_nonce) };
}

const holdAlerts = (reservationId: string) =>
  ctx.app.orm.em.fork().execute<{ recipient: string; subject: string; reminders: number[] }[]>(
    `select recipient, subject, data->'reminders' as reminders from outbox_mails where template = 'reservation-hold-alert' and data->>'alertReservationId' = ? order by created_at`,
    [reservationId],
  );

describe('asking a lodge to extend its hold (issue 41)', () => {
  it("mails the lodge in the thread of its request with the same link, and the lodge's new date lands", async () => {
    const { bookingId, bookingReference, reservation, token } = await heldReservation();
    const transport = memoryTransport();
    const worker = await ctx.app.startMailer({ work: true, transport });
    const sent = (count: number) => until(() => ctx.staff.get(`/api/admin/reservations/${reservation.id}`), (r) => r.body.mails?.length === count && r.body.mails.every((m: { status: string }) => m.status === 'sent'));
    try {
      // The request reaches the lodge, which holds the rooms for ten days.
      await sent(1);
      const held = await ctx.app.client().post(`/api/reservations/${token}`, { answer: 'provisional', heldUntil: addDays(siteToday(), 10), reference: 'H-7' });
      expect(held.status).toBe(200);
      // Ten days left: no reminder yet.
      expect(await holdAlerts(reservation.id)).toEqual([]);

      const asked = await ctx.staff.post(`/api/admin/reservations/${reservation.id}/extend-request`);
      expect(asked.status).toBe(202);
      expect(asked.body.events.map((e: { kind: string }) => e.kind)).toContain('extend-asked');
      await sent(2);
    } finally {
      await worker.stop();
    }
    const toLodge = transport.sent.filter((m) => m.to === reservation.supplier.email);
    const request = toLodge.find((m) => m.subject === `Reservation request ${bookingReference} [${reservation.reference}]`)!;
    const extend = toLodge.find((m) => m !== request)!;
    expect(extend.subject).toBe(`Re: Reservation request ${bookingReference} [${reservation.reference}]`);
    expect(extend.inReplyTo).toBe(request.messageId);
    expect(extend.references).toEqual([request.messageId]);
    expect(extend.text).toContain('could you please extend the hold?');
    expect(extend.text).toContain(`/reservations/${token}`);

    // The lodge gives a new date through the same link: it lands, and staff's booking shows it.
    const newDate = addDays(siteToday(), 20);
    expect((await ctx.app.client().post(`/api/reservations/${token}`, { answer: 'provisional', heldUntil: newDate })).status).toBe(200);
    const booking = await ctx.staff.get(`/api/admin/bookings/${bookingId}`);
    expect(booking.body.reservations[0]).toMatchObject({ id: reservation.id, status: 'provisional', heldUntil: newDate });
  });

  it('tells staff at once of a hold recorded with less than 72 hours left, once', async () => {
    const { reservation, token } = await heldReservation();
    expect((await ctx.app.client().post(`/api/reservations/${token}`, { answer: 'provisional', heldUntil: addDays(siteToday(), 1) })).status).toBe(200);
    const alerts = await holdAlerts(reservation.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ recipient: 'desk@safari.example', reminders: [72] });
    expect(alerts[0]!.subject).toMatch(/^The hold at Camp .* ends in \d+ hours$/);
    // The same hold given again tells nothing new.
    expect((await ctx.staff.post(`/api/admin/reservations/${reservation.id}/status`, { status: 'provisional', heldUntil: addDays(siteToday(), 1) })).status).toBe(200);
    expect(await holdAlerts(reservation.id)).toHaveLength(1);
  });

  it("lists holds ending within 7 days soonest first on the Overview, and one past its day lapses at the operator's midnight with staff told", async () => {
    const today = siteToday();
    const holds = [];
    for (const days of [5, 1, 10]) {
      const held = await heldReservation();
      expect((await ctx.app.client().post(`/api/reservations/${held.token}`, { answer: 'provisional', heldUntil: addDays(today, days) })).status).toBe(200);
      holds.push(held);
    }
    const [five, one, ten] = holds;
    const mine = new Set(holds.map((h) => h.reservation.id));
    const listed = async (on: string) => (await reservationWatch(ctx.app.orm.em.fork(), on)).expiringHolds.filter((h) => mine.has(h.reservationId));
    expect((await listed(today)).map((h) => [h.reservationId, h.heldUntil, h.lapsed])).toEqual([
      [one!.reservation.id, addDays(today, 1), false],
      [five!.reservation.id, addDays(today, 5), false],
    ]);

    // Just before and just after the operator's midnight that ends the one-day hold.
    const zone = 'Africa/Johannesburg';
    const midnight = atLocalHour(addDays(today, 2), 0, zone);
    await watchHolds(ctx.app.orm, ctx.app.mailer, { now: new Date(midnight.getTime() - 60_000), timeZone: zone });
    expect((await ctx.staff.get(`/api/admin/bookings/${one!.bookingId}`)).body.reservations[0]).toMatchObject({ status: 'provisional', heldUntil: addDays(today, 1) });
    await watchHolds(ctx.app.orm, ctx.app.mailer, { now: midnight, timeZone: zone });
    expect((await ctx.staff.get(`/api/admin/bookings/${one!.bookingId}`)).body.reservations[0]).toMatchObject({ status: 'lapsed', heldUntil: addDays(today, 1) });
    expect((await holdAlerts(one!.reservation.id)).map((a) => a.subject)).toEqual([
      expect.stringMatching(/ends in \d+ hours$/),
      expect.stringMatching(/ends in \d+ hours?$/),
      expect.stringMatching(/has lapsed$/),
    ]);
    expect((await listed(addDays(today, 2))).find((h) => h.reservationId === one!.reservation.id)?.lapsed).toBe(true);
    expect((await listed(today)).map((h) => h.reservationId)).not.toContain(ten!.reservation.id);

    // The lodge holds again through its link: the lapsed hold is provisional again, with its new day.
    expect((await ctx.app.client().post(`/api/reservations/${one!.token}`, { answer: 'provisional', heldUntil: addDays(today, 9) })).status).toBe(200);
    expect((await ctx.staff.get(`/api/admin/bookings/${one!.bookingId}`)).body.reservations[0]).toMatchObject({ status: 'provisional', heldUntil: addDays(today, 9) });
  });

  it('refuses a hold ending in the past (400 on heldUntil), and an ask to extend what holds nothing (409)', async () => {
    const { reservation, token } = await heldReservation();
    const yesterday = addDays(siteToday(), -1);
    const byLodge = await ctx.app.client().post(`/api/reservations/${token}`, { answer: 'provisional', heldUntil: yesterday });
    expect(byLodge.status).toBe(400);
    expect(byLodge.body.errors).toEqual({ heldUntil: HELD_UNTIL_PAST_MESSAGE });
    const byStaff = await ctx.staff.post(`/api/admin/reservations/${reservation.id}/status`, { status: 'provisional', heldUntil: yesterday });
    expect(byStaff.status).toBe(400);
    expect(byStaff.body.errors).toEqual({ heldUntil: HELD_UNTIL_PAST_MESSAGE });
    expect((await ctx.staff.get(`/api/admin/reservations/${reservation.id}`)).body).toMatchObject({ status: 'requested', heldUntil: null });

    // Requested, not held: nothing to extend.
    expect((await ctx.staff.post(`/api/admin/reservations/${reservation.id}/extend-request`)).status).toBe(409);
    expect((await ctx.app.client().post(`/api/reservations/${token}`, { answer: 'confirm', reference: 'OK-1' })).status).toBe(200);
    const confirmed = await ctx.staff.post(`/api/admin/reservations/${reservation.id}/extend-request`);
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.message).toBe('This reservation is confirmed: there is no hold to extend');
    expect((await ctx.staff.post(`/api/admin/reservations/${reservation.id}/status`, { status: 'cancelled' })).status).toBe(200);
    const cancelled = await ctx.staff.post(`/api/admin/reservations/${reservation.id}/extend-request`);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe('This reservation is cancelled: there is no hold to extend');
    expect((await ctx.staff.post(`/api/admin/reservations/${crypto.randomUUID()}/extend-request`)).status).toBe(404);
    expect((await ctx.staff.post(`/api/admin/reservations/not-an-id/extend-request`)).status).toBe(404);
    // Nothing was mailed to the lodge by the refused asks.
    const mails = (await ctx.staff.get(`/api/admin/reservations/${reservation.id}`)).body.mails.map((m: { template: string }) => m.template);
    expect(mails).not.toContain('extend');
  });
});
