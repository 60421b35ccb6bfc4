import type { PageContextServer } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { data as supplierPageData } from '#pages/(lodge)/reservations/@token/+data.ts';
import { HELD_UNTIL_MESSAGE } from '#lib/domain/reservation/reservation.schema.ts';
import { siteToday } from '#database/site-time-zone.ts';
import { reservationTokens } from '#server/features/reservations/supplier-mail.ts';
import { addDays } from '#lib/domain/dates.ts';
import { acceptBody, memoryTransport, sentProposal } from '../fixtures/proposals.ts';
import { until } from '../setup/until.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

const ctx = withSignedInApp();

const stops = (lodges: [string | undefined, number, string[]][]) =>
  lodges.map(([supplierId, nights, meals], i) => ({ title: `Stop ${i + 1}`, description: 'Days in the bush', nights, placeName: 'Okavango', lat: -19.2, lng: 22.8, lodge: `Lodge ${i + 1}`, supplierId, meals }));

async function supplier(name: string) {
  const created = await ctx.staff.post('/api/admin/suppliers', { name, kind: 'camp', email: `${name.toLowerCase().replace(/\W+/g, '-')}@example.com`, phone: '+267 555 0101', address: 'Maun, Botswana' });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

/** A booking of two travellers departing in `days`, over two camps (2 nights full board, then 3 nights half board). */
async function booking(days = 100) {
  const a = await supplier(`Camp A ${Math.random()}`);
  const b = await supplier(`Camp B ${Math.random()}`);
  const startDate = addDays(siteToday(), days);
  const { token } = await sentProposal(ctx.app, ctx.staff, { startDate, stops: stops([[a, 2, ['B', 'L', 'D']], [b, 3, ['B', 'D']]]) });
  const accepted = await ctx.app.client().post(`/api/proposals/${token}/accept`, acceptBody);
  expect(accepted.status).toBe(201);
  return { bookingId: accepted.body.bookingId as string, reference: accepted.body.reference as string, startDate, suppliers: [a, b] };
}

async function linkToken(reservationId: string) {
  const [row] = await ctx.app.orm.em.fork().execute<{ link_nonce: string }[]>(`select link_nonce from reservations where id = ?`, [reservationId]);
  return reservationTokens.tokenFor(row!.link_nonce);
}

describe('suppliers', () => {
  it('lists, adds and edits suppliers, naming the field of bad input', async () => {
    const id = await supplier('Mombo Test Camp');
    const bad = await ctx.staff.post('/api/admin/suppliers', { name: '', email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['name', 'email']));
    const again = await ctx.staff.post('/api/admin/suppliers', { name: 'Mombo Test Camp', email: 'x@example.com' });
    expect(again.body.errors).toHaveProperty('name');
    const edited = await ctx.staff.put(`/api/admin/suppliers/${id}`, { name: 'Mombo Test Camp', kind: 'lodge', email: 'res@mombo.example.com' });
    expect(edited.body).toMatchObject({ kind: 'lodge', email: 'res@mombo.example.com' });
    const list = (await ctx.staff.get('/api/admin/suppliers')).body.items as { name: string }[];
    expect(list.map((s) => s.name)).toContain('Mombo Test Camp');
  });
});

describe('reservations from a booking', () => {
  it('drafts one per supplier on the stops, with dates, service and travellers, and drafting again adds none', async () => {
    const { bookingId, startDate } = await booking();
    const drafted = await ctx.staff.post(`/api/admin/bookings/${bookingId}/reservations`);
    expect(drafted.status).toBe(201);
    expect(drafted.body.items).toHaveLength(2);
    expect(drafted.body.items[0]).toMatchObject({ status: 'draft', service: '2 nights, full board (breakfast, lunch and dinner)', rooms: { double: 1, twin: 0, single: 0, triple: 0 }, checkIn: startDate, checkOut: addDays(startDate, 2), travellers: acceptBody.travellers, travellerCount: 2 });
    expect(drafted.body.items[1]).toMatchObject({ service: '3 nights, half board (breakfast and dinner)', checkIn: addDays(startDate, 2), checkOut: addDays(startDate, 5) });
    expect((await ctx.staff.post(`/api/admin/bookings/${bookingId}/reservations`)).body.items).toHaveLength(2);
    const detail = await ctx.staff.get(`/api/admin/bookings/${bookingId}`);
    expect(detail.body.reservationTally).toEqual({ confirmed: 0, total: 2 });
  });

  it('drafts one by hand (a transfer on a day), naming the field of bad input', async () => {
    const { bookingId, startDate, suppliers } = await booking();
    const draft = (body: Record<string, unknown>) => ctx.staff.post(`/api/admin/bookings/${bookingId}/reservations`, body);
    const bad = await draft({ supplierId: 'not-a-supplier', service: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['supplierId', 'service']);
    expect((await draft({ supplierId: suppliers[0], service: 'Transfer', checkIn: startDate, checkOut: startDate })).body.errors).toHaveProperty('checkOut');
    expect((await draft({ supplierId: crypto.randomUUID(), service: 'Transfer' })).body.errors).toEqual({ supplierId: 'Choose a supplier from the list' });
    const made = await draft({ supplierId: suppliers[1], service: 'Airport transfer, 2 seats', serviceDate: startDate });
    expect(made.status).toBe(201);
    expect(made.body.items).toEqual([expect.objectContaining({ status: 'draft', service: 'Airport transfer, 2 seats', serviceDate: startDate, checkIn: null })]);
  });

  it('edits one, refusing a check-out before check-in and a provisional hold without its end date, and sets a status by hand with a reference', async () => {
    const { bookingId, startDate } = await booking();
    const [first] = (await ctx.staff.post(`/api/admin/bookings/${bookingId}/reservations`)).body.items;
    const bad = await ctx.staff.put(`/api/admin/reservations/${first.id}`, { service: 'x', checkIn: startDate, checkOut: startDate });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('checkOut');
    const unheld = await ctx.staff.put(`/api/admin/reservations/${first.id}`, { service: first.service, status: 'provisional', heldUntil: '' });
    expect(unheld.status).toBe(400);
    expect(unheld.body.errors).toEqual({ heldUntil: HELD_UNTIL_MESSAGE });
    expect((await ctx.staff.get(`/api/admin/reservations/${first.id}`)).body.status).toBe('draft');
    const set = await ctx.staff.put(`/api/admin/reservations/${first.id}`, { service: '2 nights, full board, 2 rooms', checkIn: startDate, checkOut: addDays(startDate, 2), status: 'confirmed', supplierReference: 'PHONE-77' });
    expect(set.body).toMatchObject({ status: 'confirmed', supplierReference: 'PHONE-77', service: '2 nights, full board, 2 rooms' });
    expect(set.body.events.map((e: { kind: string }) => e.kind)).toEqual(['drafted', 'status-set']);
  });

  it("sets a status by hand without writing back the request's words a colleague changed meanwhile", async () => {
    const { bookingId, startDate } = await booking();
    const [first] = (await ctx.staff.post(`/api/admin/bookings/${bookingId}/reservations`)).body.items;
    // A colleague edits the request after this page loaded; the status form was opened on the old one.
    expect((await ctx.staff.put(`/api/admin/reservations/${first.id}`, { service: '3 nights, full board, 2 rooms', checkIn: startDate, checkOut: addDays(startDate, 3) })).status).toBe(200);
    const unheld = await ctx.staff.post(`/api/admin/reservations/${first.id}/status`, { status: 'provisional', heldUntil: '' });
    expect(unheld.status).toBe(400);
    expect(unheld.body.errors).toEqual({ heldUntil: HELD_UNTIL_MESSAGE });
    const set = await ctx.staff.post(`/api/admin/reservations/${first.id}/status`, { status: 'provisional', supplierReference: 'HOLD-9', heldUntil: addDays(siteToday(), 5) });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ status: 'provisional', supplierReference: 'HOLD-9', heldUntil: addDays(siteToday(), 5), service: '3 nights, full board, 2 rooms', checkOut: addDays(startDate, 3) });
    expect(set.body.events.map((e: { kind: string }) => e.kind)).toEqual(['drafted', 'edited', 'status-set']);
  });

  it('sends the request by mail with a link; the supplier answers once, and answering twice changes nothing', async () => {
    const { bookingId, reference } = await booking();
    const [first] = (await ctx.staff.post(`/api/admin/bookings/${bookingId}/reservations`)).body.items;
    const sent = await ctx.staff.post(`/api/admin/reservations/${first.id}/send`);
    expect(sent.status).toBe(202);
    expect(sent.body.status).toBe('requested');
    const token = await linkToken(first.id);

    const transport = memoryTransport();
    const worker = await ctx.app.startMailer({ work: true, transport });
    await until(() => ctx.staff.get(`/api/admin/reservations/${first.id}`), (r) => r.body.mails[0]?.status === 'sent');
    await worker.stop();
    const mail = transport.sent.find((m) => m.to === first.supplier.email)!;
    expect(mail.subject).toBe(`Reservation request ${reference} [${first.reference}]`);
    expect(mail.text).toContain('Guests (2): Amara Okafor (lead), Chidi Okafor');
    expect(mail.text).toContain('2 nights, full board (breakfast, lunch and dinner)');
    expect(mail.text).toContain('Rooms: 1 double');
    expect(mail.text).toContain(`/reservations/${token}`);

    // Opening the page (its server data, as Vike renders it) shows the request and changes nothing.
    const page = await supplierPageData({ routeParams: { token }, services: ctx.app.services() } as unknown as PageContextServer);
    expect(page.reservation).toMatchObject({ reference: first.reference, status: 'requested', service: '2 nights, full board (breakfast, lunch and dinner)', supplierName: first.supplier.name, bookingCancelled: false });
    expect((await ctx.staff.get(`/api/admin/reservations/${first.id}`)).body.status).toBe('requested');

    const held = await ctx.app.client().post(`/api/reservations/${token}`, { answer: 'provisional' });
    expect(held.status).toBe(400);
    expect(held.body.errors).toHaveProperty('heldUntil');
    expect((await ctx.app.client().post(`/api/reservations/${token}`, { answer: 'provisional', heldUntil: addDays(siteToday(), 10), reference: 'H-1' })).status).toBe(200);
    const confirmed = await ctx.app.client().post(`/api/reservations/${token}`, { answer: 'confirm', reference: 'MOMBO-4411', note: 'Looking forward' });
    expect(confirmed.status).toBe(200);
    const again = await ctx.app.client().post(`/api/reservations/${token}`, { answer: 'decline' });
    expect(again.status).toBe(409);
    expect(again.body.reservation).toMatchObject({ status: 'confirmed', supplierReference: 'MOMBO-4411' });
    const after = await ctx.staff.get(`/api/admin/bookings/${bookingId}`);
    expect(after.body.reservationTally).toEqual({ confirmed: 1, total: 2 });
    expect(after.body.reservations[0]).toMatchObject({ status: 'confirmed', supplierReference: 'MOMBO-4411', heldUntil: null, needsAttention: true });
    expect(after.body.reservations[0].events.filter((e: { kind: string }) => e.kind === 'answered')).toHaveLength(2);
    // A link no reservation holds (its enquiry erased, the link revoked) has ended; a malformed one names nothing.
    expect((await ctx.app.client().post(`/api/reservations/${'x'.repeat(43)}`, { answer: 'confirm', reference: 'X-1' })).status).toBe(410);
    expect((await ctx.app.client().post(`/api/reservations/not-a-token`, { answer: 'confirm', reference: 'X-1' })).status).toBe(404);
  });

  it("cancelling the booking cancels its reservations, mails each requested supplier, and the link says so", async () => {
    const { bookingId } = await booking();
    const items = (await ctx.staff.post(`/api/admin/bookings/${bookingId}/reservations`)).body.items;
    await ctx.staff.post(`/api/admin/reservations/${items[0].id}/send`);
    const token = await linkToken(items[0].id);
    expect((await ctx.staff.post(`/api/admin/bookings/${bookingId}/cancel`, { cancelledBy: 'traveller', reason: 'The traveller cannot travel' })).status).toBe(200);
    const detail = (await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body;
    expect(detail.reservations.map((r: { status: string }) => r.status)).toEqual(['cancelled', 'cancelled']);
    expect(detail.reservations[0].mails.map((m: { template: string }) => m.template)).toEqual(['request', 'cancellation']);
    expect(detail.reservations[1].mails).toEqual([]);
    const late = await ctx.app.client().post(`/api/reservations/${token}`, { answer: 'confirm', reference: 'LATE-1' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This reservation was cancelled');
  });
});
