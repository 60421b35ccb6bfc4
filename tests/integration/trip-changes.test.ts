import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContextServer } from 'vike/types';
import { data as packPageData } from '#pages/(site)/trips/@token/+data.ts';
import { PackChanges } from '#components/site/pack/PackChanges.tsx';
import { packTokens } from '#server/features/pack/trip-pack.ts';
import { reservationTokens } from '#server/features/reservations/supplier-mail.ts';
import { queueThrough, runTripChanges } from '#server/features/trip-changes/trip-changes.ts';
import { TRIP_CHANGE_SUMMARY_MESSAGE } from '#lib/domain/booking/trip-change.ts';
import { memoryTransport } from '../fixtures/proposals.ts';
import { bookedAtCamp } from '../fixtures/reservations.ts';
import { until } from '../setup/until.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

const ctx = withSignedInApp();

const sql = <T>(query: string, params: unknown[] = []) => ctx.app.orm.em.fork().execute<T[]>(query, params);

async function packToken(bookingId: string) {
  const [row] = await sql<{ link_nonce: string }>(`select link_nonce from trip_packs where booking_id = ?`, [bookingId]);
  return packTokens.tokenFor(row!.link_nonce);
}

/** A booking with one reservation sent to its lodge, and its pack mailed (or not) to the traveller. */
async function booking({ sendPack = true, days = 20 } = {}) {
  const { bookingId, reservation } = await bookedAtCamp(ctx.app, ctx.staff, { days, nights: 3, prefix: 'Change Camp', email: 'changes@example.com' });
  expect((await ctx.staff.post(`/api/admin/reservations/${reservation.id}/send`)).status).toBe(202);
  if (sendPack) expect((await ctx.staff.post(`/api/admin/bookings/${bookingId}/pack`)).status).toBe(202);
  const { reference, email } = (await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body as { reference: string; email: string };
  return { bookingId, reservation, reference, email };
}

const changeMails = (bookingId: string) => sql<{ id: string; status: string; recipient: string }>(`select id, status, recipient from outbox_mails where template = 'trip-change' and data->>'bookingId' = ?`, [bookingId]);

/** Runs the mail worker until every change mail of the booking has gone; the messages the server accepted. */
async function sendChangeMails(bookingId: string, subject: string) {
  const transport = memoryTransport();
  const worker = await ctx.app.startMailer({ work: true, transport });
  await until(() => changeMails(bookingId), (mails) => mails.length > 0 && mails.every((m) => m.status === 'sent'));
  await worker.stop();
  return transport.sent.filter((m) => m.subject === subject);
}

describe('change entries staff write (issue 41)', () => {
  it('records one after the pack was sent, mails the lead traveller once with the pack link, and lists it on the booking', async () => {
    const { bookingId, reference, email } = await booking();
    const made = await ctx.staff.post(`/api/admin/bookings/${bookingId}/changes`, { summary: '  Pickup moves to 07:30 at OR Tambo  ', details: 'The flight was moved by the airline.' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ summary: 'Pickup moves to 07:30 at OR Tambo', details: 'The flight was moved by the airline.', acknowledgedAt: null });

    const detail = (await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body as { changes: { id: string; summary: string; createdAt: string; acknowledgedAt: string | null }[] };
    expect(detail.changes).toEqual([{ id: made.body.id, summary: 'Pickup moves to 07:30 at OR Tambo', details: 'The flight was moved by the airline.', createdAt: made.body.createdAt, acknowledgedAt: null }]);

    const subject = `A change to your trip, booking ${reference}`;
    const sent = await sendChangeMails(bookingId, subject);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toContain(email);
    expect(sent[0]!.text).toContain('Pickup moves to 07:30 at OR Tambo');
    expect(sent[0]!.text).toContain(`/trips/${await packToken(bookingId)}`);
    // One row in the outbox, sent: a second worker has nothing of it to send again.
    expect(await changeMails(bookingId)).toHaveLength(1);
  });

  it('refuses an empty summary naming the field, an unsent pack with 409, an unknown booking with 404, and a staff account may write one', async () => {
    const { bookingId } = await booking();
    const empty = await ctx.staff.post(`/api/admin/bookings/${bookingId}/changes`, { summary: '   ', details: 'x' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ summary: TRIP_CHANGE_SUMMARY_MESSAGE });
    const long = await ctx.staff.post(`/api/admin/bookings/${bookingId}/changes`, { summary: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.errors)).toEqual(['summary']);
    expect((await ctx.staff.post(`/api/admin/bookings/${bookingId}/changes`, { summary: 'Fine', details: 42 })).body.errors).toHaveProperty('details');

    const unsent = await booking({ sendPack: false });
    const early = await ctx.staff.post(`/api/admin/bookings/${unsent.bookingId}/changes`, { summary: 'A new lodge' });
    expect(early.status).toBe(409);
    expect((await ctx.staff.get(`/api/admin/bookings/${unsent.bookingId}`)).body.changes).toEqual([]);

    expect((await ctx.staff.post(`/api/admin/bookings/00000000-0000-4000-8000-000000000000/changes`, { summary: 'x' })).status).toBe(404);
    expect((await ctx.staff.post(`/api/admin/bookings/nope/changes`, { summary: 'x' })).status).toBe(404);

    const { client: staffOnly } = await ctx.app.signedInAdmin({ role: 'staff' });
    expect((await staffOnly.post(`/api/admin/bookings/${bookingId}/changes`, { summary: 'Guide changes to Thabo' })).status).toBe(201);
    expect((await ctx.app.client().post(`/api/admin/bookings/${bookingId}/changes`, { summary: 'Guide changes to Thabo' })).status).toBe(401);
  });
});

describe("the traveller's acknowledgement", () => {
  it('shows the changes on the pack newest first until acknowledged, idempotently; a GET acknowledges nothing; other ids and tokens are 404', async () => {
    const { bookingId } = await booking();
    const first = (await ctx.staff.post(`/api/admin/bookings/${bookingId}/changes`, { summary: 'First change' })).body as { id: string };
    const second = (await ctx.staff.post(`/api/admin/bookings/${bookingId}/changes`, { summary: 'Second change' })).body as { id: string };
    const token = await packToken(bookingId);

    const shown = async () => {
      const page = await packPageData({ routeParams: { token }, services: ctx.app.services(), site: { timeZone: 'Africa/Johannesburg' } } as unknown as PageContextServer);
      return { page, text: renderToStaticMarkup(createElement(PackChanges, { token, changes: page.changes, locale: page.locale })).replace(/<[^>]+>/g, ' ') };
    };
    const before = await shown();
    expect(before.page.changes.map((c) => [c.summary, c.seen])).toEqual([['Second change', false], ['First change', false]]);
    expect(before.text).toContain('What changed');
    expect(before.text.match(/Seen, thank you/g)).toHaveLength(2);
    expect((await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body.changes.every((c: { acknowledgedAt: string | null }) => c.acknowledgedAt === null)).toBe(true);

    const ack = await ctx.app.client().post(`/api/trips/${token}/changes/${first.id}/ack`);
    expect(ack.status).toBe(200);
    expect(ack.body.acknowledgedAt).toEqual(expect.any(String));
    const twice = await ctx.app.client().post(`/api/trips/${token}/changes/${first.id}/ack`);
    expect(twice.status).toBe(200);
    expect(twice.body.acknowledgedAt).toBe(ack.body.acknowledgedAt);

    const other = await booking();
    const theirs = (await ctx.staff.post(`/api/admin/bookings/${other.bookingId}/changes`, { summary: 'Not yours' })).body as { id: string };
    expect((await ctx.app.client().post(`/api/trips/${token}/changes/${theirs.id}/ack`)).status).toBe(404);
    expect((await ctx.app.client().post(`/api/trips/${token}/changes/not-an-id/ack`)).status).toBe(404);
    expect((await ctx.app.client().post(`/api/trips/${'A'.repeat(43)}/changes/${first.id}/ack`)).status).toBe(404);
    expect((await ctx.app.client().post(`/api/trips/short/changes/${first.id}/ack`)).status).toBe(404);

    const after = await shown();
    expect(after.page.changes.map((c) => [c.summary, c.seen])).toEqual([['Second change', false], ['First change', true]]);
    expect(after.text.match(/Seen, thank you/g)).toHaveLength(1);
    expect(after.text).toContain('✓ Seen');
    const changes = (await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body.changes as { id: string; acknowledgedAt: string | null }[];
    expect(changes.map((c) => [c.id, c.acknowledgedAt !== null])).toEqual([[second.id, false], [first.id, true]]);
    expect((await sql<{ acknowledged_at: Date | null }>(`select acknowledged_at from trip_changes where id = ?`, [theirs.id]))[0]!.acknowledged_at).toBeNull();
  });
});

describe('entries made from a reservation change', () => {
  it("tells the traveller of the lodge's confirmation with its number at once, once", async () => {
    const { bookingId, reservation, reference } = await booking();
    const [row] = await sql<{ link_nonce: string }>(`select link_nonce from reservations where id = ?`, [reservation.id]);
    const answered = await ctx.app.client().post(`/api/reservations/${reservationTokens.tokenFor(row!.link_nonce)}`, { answer: 'confirm', reference: 'KH-77' });
    expect(answered.status).toBe(200);
    const changes = (await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body.changes as { summary: string }[];
    expect(changes).toHaveLength(1);
    expect(changes[0]!.summary).toMatch(/confirmed; confirmation number KH-77$/);
    // Nothing is left for the minute's job to tell again.
    expect(await runTripChanges(ctx.app.orm, queueThrough(ctx.app.mailer))).toBe(0);
    const sent = await sendChangeMails(bookingId, `A change to your trip, booking ${reference}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('KH-77');
  });

  it("tells staff's change of dates through the minute's job once, and nothing before the pack was sent", async () => {
    const { bookingId, reservation } = await booking();
    const moved = await ctx.staff.put(`/api/admin/reservations/${reservation.id}`, { service: reservation.service, checkIn: reservation.checkIn, checkOut: '2099-01-01' });
    expect(moved.status).toBe(200);
    expect(await runTripChanges(ctx.app.orm, queueThrough(ctx.app.mailer))).toBeGreaterThanOrEqual(1);
    const changes = (await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body.changes as { summary: string }[];
    expect(changes).toHaveLength(1);
    expect(changes[0]!.summary).toContain(`dates now ${reservation.checkIn} to 2099-01-01 (were ${reservation.checkIn} to ${reservation.checkOut})`);
    expect(await runTripChanges(ctx.app.orm, queueThrough(ctx.app.mailer))).toBe(0);
    expect(await changeMails(bookingId)).toHaveLength(1);

    const unsent = await booking({ sendPack: false });
    await ctx.staff.put(`/api/admin/reservations/${unsent.reservation.id}`, { service: unsent.reservation.service, checkIn: unsent.reservation.checkIn, checkOut: '2099-01-01' });
    await runTripChanges(ctx.app.orm, queueThrough(ctx.app.mailer));
    expect((await ctx.staff.get(`/api/admin/bookings/${unsent.bookingId}`)).body.changes).toEqual([]);
  });
});

describe('erasure (decision 134)', () => {
  it("clears staff's words of a change entry when the enquiry is erased", async () => {
    const { bookingId } = await booking();
    await ctx.staff.post(`/api/admin/bookings/${bookingId}/changes`, { summary: 'Amara Okafor now shares with her sister', details: 'Passport A1234567 noted.' });
    const { inquiryId } = (await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body as { inquiryId: string };
    const { createServices } = await import('#server/services.ts');
    await ctx.app.orm.em.fork().transactional((em) => createServices(em).ledger.anonymiseForInquiries([inquiryId]));
    const rows = await sql<{ summary: string; details: string | null }>(`select summary, details from trip_changes where booking_id = ?`, [bookingId]);
    expect(rows).toEqual([{ summary: 'A change told to the traveller (erased)', details: null }]);
  });
});

describe("staff's Overview", () => {
  it('lists changes not yet seen, trips leaving within 30 days first, and drops one once seen', async () => {
    const later = await booking({ days: 60 });
    const soon = await booking({ days: 25 });
    const sooner = await booking({ days: 12 });
    const laterChange = (await ctx.staff.post(`/api/admin/bookings/${later.bookingId}/changes`, { summary: 'Later trip change' })).body as { id: string };
    const soonChange = (await ctx.staff.post(`/api/admin/bookings/${soon.bookingId}/changes`, { summary: 'Soon trip change' })).body as { id: string };
    const soonerChange = (await ctx.staff.post(`/api/admin/bookings/${sooner.bookingId}/changes`, { summary: 'Sooner trip change' })).body as { id: string };
    const ours = (items: { id: string }[]) => items.map((c) => c.id).filter((id) => [laterChange.id, soonChange.id, soonerChange.id].includes(id));
    const { siteToday } = await import('#database/site-time-zone.ts');
    const listed = () => ctx.app.services().tripChanges.unacknowledged(siteToday(), 1000);
    expect(ours(await listed())).toEqual([soonerChange.id, soonChange.id, laterChange.id]);
    expect((await ctx.app.client().post(`/api/trips/${await packToken(sooner.bookingId)}/changes/${soonerChange.id}/ack`)).status).toBe(200);
    expect(ours(await listed())).toEqual([soonChange.id, laterChange.id]);
  });
});
