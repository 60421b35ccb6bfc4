import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext, PageContextServer } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { describe, expect, it } from 'vitest';
import SupplierPage from '#pages/(lodge)/reservations/@token/+Page.tsx';
import { data as supplierPageData } from '#pages/(lodge)/reservations/@token/+data.ts';
import { siteToday } from '#database/site-time-zone.ts';
import { packTokens } from '#server/features/pack/trip-pack.ts';
import { reservationTokens } from '#server/features/reservations/supplier-mail.ts';
import { CONFIRMATION_NUMBER_MESSAGE, NO_NUMBER_REASON_MESSAGE } from '#lib/domain/reservation/reservation.schema.ts';
import { addDays } from '#lib/domain/dates.ts';
import { formatDate } from '#lib/format.ts';
import { acceptBody, memoryTransport, sentProposal } from '../fixtures/proposals.ts';
import { bookedAtCamp } from '../fixtures/reservations.ts';
import { until } from '../setup/until.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

const ctx = withSignedInApp();

async function linkToken(reservationId: string) {
  const [row] = await ctx.app.orm.em.fork().execute<{ link_nonce: string }[]>(`select link_nonce from reservations where id = ?`, [reservationId]);
  return reservationTokens.tokenFor(row!.link_nonce);
}

/** Runs the mail worker until every mail queued about `reservationId` (to its lodge, or staff's alert) has gone; what went. */
async function mailsFor(reservationId: string) {
  const transport = memoryTransport();
  const worker = await ctx.app.startMailer({ work: true, transport });
  await until(
    () => ctx.app.orm.em.fork().execute<{ status: string }[]>(`select status from outbox_mails where data->>'reservationId' = ? or data->>'alertReservationId' = ?`, [reservationId, reservationId]),
    (rows) => rows.length > 0 && rows.every((r) => r.status === 'sent'),
  );
  await worker.stop();
  return transport.sent;
}

// Issue 39: a lodge receives the names, rooms and needs of the people it will host, and staff hear of a refusal.
describe("a lodge's reservation request", () => {
  it('names the lead first and says the rooms, arrival, diets, allergies and requests staff set, refusing bad values by name', async () => {
    const { reservation: r, name } = await bookedAtCamp(ctx.app, ctx.staff, { days: 90, prefix: 'Needs Camp', email: 'res@needs.example.com' });
    expect(r).toMatchObject({ travellers: ['Amara Okafor', 'Chidi Okafor'], rooms: { double: 1, twin: 0, single: 0, triple: 0 }, service: '2 nights, bed and breakfast' });

    const edit = { service: r.service, checkIn: r.checkIn, checkOut: r.checkOut, rooms: { double: 0, twin: '1', single: 0, triple: 0 }, arrivalTime: '14:30', arrivalBy: 'flight', arrivalDetails: 'FA 123 to Khwai strip', diets: 'Chidi Okafor: vegetarian', allergies: 'Amara Okafor: nut allergy', specialRequests: 'Their anniversary on the first night' };
    const badTime = await ctx.staff.put(`/api/admin/reservations/${r.id}`, { ...edit, arrivalTime: '2pm' });
    expect(badTime.status).toBe(400);
    expect(badTime.body.errors).toHaveProperty('arrivalTime');
    const badRooms = await ctx.staff.put(`/api/admin/reservations/${r.id}`, { ...edit, rooms: { ...edit.rooms, double: 99 } });
    expect(badRooms.status).toBe(400);
    expect(badRooms.body.errors).toEqual({ rooms: 'Rooms must be whole numbers from 0 to 20' });
    const saved = await ctx.staff.put(`/api/admin/reservations/${r.id}`, edit);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ rooms: { double: 0, twin: 1, single: 0, triple: 0 }, arrivalTime: '14:30', arrivalBy: 'flight', allergies: 'Amara Okafor: nut allergy' });

    expect((await ctx.staff.post(`/api/admin/reservations/${r.id}/send`)).status).toBe(202);
    const mail = (await mailsFor(r.id)).find((m) => m.to === 'res@needs.example.com')!;
    expect(mail.text).toContain(`Dear ${name} reservations team`);
    expect(mail.text).toContain('Guests (2): Amara Okafor (lead), Chidi Okafor');
    expect(mail.text).toContain('Rooms: 1 twin');
    expect(mail.text).toContain(`Arrival: ${formatDate(r.checkIn!)} at 14:30, by flight (FA 123 to Khwai strip)`);
    expect(mail.text).toContain('Diets: Chidi Okafor: vegetarian');
    expect(mail.text).toContain('Allergies and medical needs: Amara Okafor: nut allergy');
    expect(mail.text).toContain('Special requests: Their anniversary on the first night');
    expect(mail.text).not.toContain('names to follow');
  });

  it("names a lead who listed no one else, and never says only 'names to follow'", async () => {
    const supplierId = (await ctx.staff.post('/api/admin/suppliers', { name: `Solo Camp ${Math.random()}`, email: 'res@solo.example.com' })).body.id as string;
    const stops = [{ title: 'Khwai', description: 'Bush', nights: 2, placeName: 'Khwai', lat: -19.15, lng: 23.75, lodge: 'Solo', supplierId, meals: ['D'] }];
    const { token } = await sentProposal(ctx.app, ctx.staff, { startDate: addDays(siteToday(), 80), adults: 1, stops });
    const { bookingId } = (await ctx.app.client().post(`/api/proposals/${token}/accept`, { ...acceptBody, travellers: [] })).body as { bookingId: string };
    const [r] = (await ctx.staff.post(`/api/admin/bookings/${bookingId}/reservations`)).body.items;
    expect(r).toMatchObject({ travellers: ['Amara Okafor'], travellerCount: 1, rooms: { double: 0, twin: 0, single: 1, triple: 0 }, service: '2 nights, dinner' });
    expect((await ctx.staff.post(`/api/admin/reservations/${r.id}/send`)).status).toBe(202);
    const mail = (await mailsFor(r.id)).find((m) => m.to === 'res@solo.example.com')!;
    expect(mail.text).toContain('Guests (1): Amara Okafor (lead)');
    expect(mail.text).toContain('Rooms: 1 single');
  });
});

describe("the lodge's answer", () => {
  it('refuses a confirmation without a number or a reason, naming the field, and keeps the reason given', async () => {
    const { reservation: r } = await bookedAtCamp(ctx.app, ctx.staff, { days: 90, prefix: 'Number Camp', email: 'res@number.example.com' });
    await ctx.staff.post(`/api/admin/reservations/${r.id}/send`);
    const token = await linkToken(r.id);
    const bare = await ctx.app.client().post(`/api/reservations/${token}`, { answer: 'confirm' });
    expect(bare.status).toBe(400);
    expect(bare.body.errors).toEqual({ reference: CONFIRMATION_NUMBER_MESSAGE });
    const noReason = await ctx.app.client().post(`/api/reservations/${token}`, { answer: 'confirm', noReference: true });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual({ noReferenceReason: NO_NUMBER_REASON_MESSAGE });
    const nothingChosen = await ctx.app.client().post(`/api/reservations/${token}`, {});
    expect(nothingChosen.body.errors).toHaveProperty('answer');
    const given = await ctx.app.client().post(`/api/reservations/${token}`, { answer: 'confirm', noReference: true, noReferenceReason: 'We confirm by this answer only' });
    expect(given.status).toBe(200);
    const staffView = (await ctx.staff.get(`/api/admin/reservations/${r.id}`)).body;
    expect(staffView).toMatchObject({ status: 'confirmed', supplierReference: null, noReferenceReason: 'We confirm by this answer only' });
  });

  it("alerts staff of a decline with the lodge's words in full, and Request another lodge drafts the same request elsewhere", async () => {
    const { reservation: r, bookingId, name } = await bookedAtCamp(ctx.app, ctx.staff, { days: 90, prefix: 'Full Camp', email: 'res@full.example.com' });
    const other = (await ctx.staff.post('/api/admin/suppliers', { name: `Olifants ${Math.random()}`, email: 'res@olifants.example.com' })).body.id as string;
    await ctx.staff.put(`/api/admin/reservations/${r.id}`, { service: r.service, checkIn: r.checkIn, checkOut: r.checkOut, rooms: { double: 1, twin: 0, single: 0, triple: 0 }, allergies: 'Amara Okafor: nut allergy' });
    await ctx.staff.post(`/api/admin/reservations/${r.id}/send`);
    const note = 'Fully booked on those nights, we can offer Olifants instead.\nRegards, Sue';
    expect((await ctx.app.client().post(`/api/reservations/${await linkToken(r.id)}`, { answer: 'decline', note })).status).toBe(200);

    const sent = await mailsFor(r.id);
    const alert = sent.find((m) => m.subject.includes(`${name} declined the reservation`));
    expect(alert?.text).toContain('Fully booked on those nights, we can offer Olifants instead.');
    expect(alert?.text).toContain(`/admin/bookings/${bookingId}`);
    const booking = (await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body;
    expect(booking.reservations[0]).toMatchObject({ status: 'declined', answerNote: note, needsAttention: true });

    expect((await ctx.staff.post(`/api/admin/reservations/${r.id}/replace`, { supplierId: r.supplier.id })).body.errors).toHaveProperty('supplierId');
    const replaced = await ctx.staff.post(`/api/admin/reservations/${r.id}/replace`, { supplierId: other });
    expect(replaced.status).toBe(201);
    expect(replaced.body).toMatchObject({ status: 'draft', supplier: { id: other }, service: r.service, checkIn: r.checkIn, checkOut: r.checkOut, rooms: { double: 1, twin: 0, single: 0, triple: 0 }, allergies: 'Amara Okafor: nut allergy', travellers: ['Amara Okafor', 'Chidi Okafor'] });
    const old = (await ctx.staff.get(`/api/admin/reservations/${r.id}`)).body;
    expect(old).toMatchObject({ status: 'cancelled', replacedBy: replaced.body.id, needsAttention: false });
    // It declined: no cancellation is mailed to it.
    expect(old.mails.map((m: { template: string }) => m.template)).toEqual(['request']);
    expect((await ctx.staff.post(`/api/admin/reservations/${r.id}/replace`, { supplierId: other })).status).toBe(409);
  });
});

describe('the updated rooming list', () => {
  it('is offered once the traveller saves guest details after the request went, and mails the lodge the names lead first with their needs', async () => {
    const { reservation: r, bookingId } = await bookedAtCamp(ctx.app, ctx.staff, { days: 100, prefix: 'Rooming Camp', email: 'res@rooming.example.com' });
    expect((await ctx.staff.post(`/api/admin/reservations/${r.id}/rooming`)).status).toBe(409);
    await ctx.staff.post(`/api/admin/reservations/${r.id}/send`);
    await mailsFor(r.id);
    expect((await ctx.staff.get(`/api/admin/reservations/${r.id}`)).body.roomingOutdated).toBe(false);

    expect((await ctx.staff.post(`/api/admin/bookings/${bookingId}/pack`)).status).toBe(202);
    const [pack] = await ctx.app.orm.em.fork().execute<{ link_nonce: string }[]>(`select link_nonce from trip_packs where booking_id = ?`, [bookingId]);
    const guest = (name: string, more: Record<string, string>) => ({ name, passportNumber: 'A1234567', nationality: 'Nigerian', passportExpiry: addDays(siteToday(), 2000), dateOfBirth: '1985-04-02', ...more });
    const guests = [guest('Chidi Okafor', { dietary: 'Vegetarian' }), guest('Amara Okafor', { medical: 'Nut allergy (carries an EpiPen)' })];
    expect((await ctx.app.client().put(`/api/trips/${packTokens.tokenFor(pack!.link_nonce)}/guests`, { guests })).status).toBe(200);
    expect((await ctx.staff.get(`/api/admin/reservations/${r.id}`)).body.roomingOutdated).toBe(true);

    const update = await ctx.staff.post(`/api/admin/reservations/${r.id}/rooming`);
    expect(update.status).toBe(202);
    expect(update.body).toMatchObject({ roomingOutdated: false, travellers: ['Amara Okafor', 'Chidi Okafor'], diets: 'Chidi Okafor: Vegetarian', allergies: 'Amara Okafor: Nut allergy (carries an EpiPen)' });
    const mail = (await mailsFor(r.id)).find((m) => m.subject.startsWith('Updated rooming list'))!;
    expect(mail.text).toContain('Guests (2): Amara Okafor (lead), Chidi Okafor');
    expect(mail.text).toContain('Allergies and medical needs: Amara Okafor: Nut allergy (carries an EpiPen)');
  });
});

describe("the lodge's page once its link has ended", () => {
  /** The page's server data as Vike reads it: the data, or the status and words it aborts with. */
  async function openPage(token: string) {
    try {
      return { data: await supplierPageData({ routeParams: { token }, services: ctx.app.services() } as unknown as PageContextServer) };
    } catch (thrown) {
      return { abort: (thrown as { _pageContextAbort?: { abortStatusCode: number; abortReason: unknown } })._pageContextAbort };
    }
  }

  it('answers 410 with the words that say so, for the page and its answer, after the enquiry is erased', async () => {
    const { reservation: r, bookingId } = await bookedAtCamp(ctx.app, ctx.staff, { days: 90, prefix: 'Ended Camp', email: 'res@ended.example.com' });
    await ctx.staff.post(`/api/admin/reservations/${r.id}/send`);
    const token = await linkToken(r.id);
    const open = await openPage(token);
    expect(open.data?.reservation).toMatchObject({ travellers: ['Amara Okafor', 'Chidi Okafor'], rooms: { double: 1, twin: 0, single: 0, triple: 0 } });
    // Nothing is chosen for the lodge: one tap can no longer confirm without a number.
    const html = renderToStaticMarkup(createElement(VikeReactProviderPageContext, { pageContext: { data: open.data } as unknown as PageContext, children: createElement(SupplierPage) }));
    expect(html).toContain('Amara Okafor (lead), Chidi Okafor');
    expect(html).not.toMatch(/<input[^>]*type="radio"[^>]*checked/);

    const [row] = await ctx.app.orm.em.fork().execute<{ inquiry_id: string }[]>(`select inquiry_id from bookings where id = ?`, [bookingId]);
    expect((await ctx.staff.delete(`/api/admin/inquiries/${row!.inquiry_id}`)).status).toBe(204);
    const ended = await openPage(token);
    expect(ended.abort).toMatchObject({ abortStatusCode: 410, abortReason: { heading: 'This reservation link has ended' } });
    const late = await ctx.app.client().post(`/api/reservations/${token}`, { answer: 'decline', note: 'Sorry' });
    expect(late.status).toBe(410);
    expect(late.body.message).toBe('This reservation link has ended');
    // A link no reservation holds any more (cleared, or never ours) has ended too; a malformed one is not a link.
    expect((await openPage('A'.repeat(43))).abort?.abortStatusCode).toBe(410);
    expect((await openPage('not-a-token')).abort?.abortStatusCode).toBe(404);
  });
});
