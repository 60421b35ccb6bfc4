import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { packTokens } from '#server/features/pack/trip-pack.ts';
import { addDays } from '#lib/domain/dates.ts';
import { memoryTransport } from '../fixtures/proposals.ts';
import { bookedAtCamp } from '../fixtures/reservations.ts';
import { until } from '../setup/until.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

const ctx = withSignedInApp();

/** A booking (9,800.99 USD) departing in `days`, with one confirmed reservation. */
async function confirmedBooking(days: number) {
  const { bookingId, reservation } = await bookedAtCamp(ctx.app, ctx.staff, { days, nights: 3, prefix: 'Voucher Camp', email: 'camp@example.com' });
  await ctx.staff.put(`/api/admin/reservations/${reservation.id}`, { service: reservation.service, checkIn: reservation.checkIn, checkOut: reservation.checkOut, status: 'confirmed', supplierReference: 'KH-1' });
  return { bookingId, reservationId: reservation.id };
}

const packToken = async (bookingId: string) => {
  const [row] = await ctx.app.orm.em.fork().execute<{ link_nonce: string }[]>(`select link_nonce from trip_packs where booking_id = ?`, [bookingId]);
  return row ? packTokens.tokenFor(row.link_nonce) : null;
};
const packJobs = (bookingId: string) => ctx.app.orm.em.fork().execute<{ state: string }[]>(`select state from pgboss.job where name = 'trip-pack' and data->>'bookingId' = ?`, [bookingId]);
const pay = (bookingId: string, amount: number) => ctx.staff.post(`/api/admin/bookings/${bookingId}/payments`, { amount, currency: 'USD', receivedOn: siteToday(), method: 'bank transfer', reference: `V ${Math.random()}` });

describe('vouchers', () => {
  it('gives staff the PDF at once, and the traveller only once paid in full', async () => {
    const { bookingId, reservationId } = await confirmedBooking(100);
    const pdf = await ctx.staff.get(`/api/admin/reservations/${reservationId}/voucher`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF') || String(pdf.body).startsWith('%PDF')).toBe(true);

    expect((await ctx.staff.post(`/api/admin/bookings/${bookingId}/pack`)).status).toBe(202);
    const token = (await packToken(bookingId))!;
    const voucher = `/trips/${token}/vouchers/${reservationId}.pdf`;
    expect((await ctx.app.client().get(voucher)).status).toBe(404);
    await pay(bookingId, 2940.3);
    expect((await ctx.app.client().get(voucher)).status).toBe(404);
    await pay(bookingId, 6860.69);
    const released = await ctx.app.client().get(voucher);
    expect(released.status).toBe(200);
    expect(released.headers.get('content-type')).toBe('application/pdf');
    expect(released.headers.get('cache-control')).toContain('no-store');
    expect(released.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('lets an owner release them early, in the audit log', async () => {
    const { bookingId, reservationId } = await confirmedBooking(100);
    await ctx.staff.post(`/api/admin/bookings/${bookingId}/pack`);
    const token = (await packToken(bookingId))!;
    const released = await ctx.staff.post(`/api/admin/bookings/${bookingId}/vouchers/release`);
    expect(released.body).toMatchObject({ released: true, paidInFull: false });
    expect((await ctx.app.client().get(`/trips/${token}/vouchers/${reservationId}.pdf`)).status).toBe(200);
    // Once: releasing again (a second tab, a double click) adds nothing to the log.
    expect((await ctx.staff.post(`/api/admin/bookings/${bookingId}/vouchers/release`)).body).toMatchObject({ released: true, releasedAt: released.body.releasedAt });
    const log = (await ctx.staff.get('/api/admin/activity?kind=booking')).body.items as { action: string; recordId: string }[];
    expect(log.filter((e) => e.action === 'vouchers-released' && e.recordId === bookingId)).toHaveLength(1);
  });
});

describe("the traveller's pack", () => {
  it('plans one job per booking, which a worker started later mails once, and a restarted worker does not mail again', async () => {
    const { bookingId } = await confirmedBooking(10);
    await pay(bookingId, 100);
    // Planned in the database by the web process, which works no queue here: it waits for a worker.
    expect(await packJobs(bookingId)).toEqual([{ state: 'created' }]);
    const transport = memoryTransport();
    // The earlier tests' packs, sent by staff, wait in the outbox too: this booking's are told by its reference.
    const subject = `Your travel pack for booking ${(await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body.reference}`;
    const packMails = () => transport.sent.filter((m) => m.subject === subject);
    const sentCount = async () => (await ctx.app.orm.em.fork().execute<{ sent_count: number }[]>(`select sent_count from trip_packs where booking_id = ?`, [bookingId]))[0]?.sent_count;
    const first = await ctx.app.startMailer({ work: true, transport });
    await until(() => packJobs(bookingId), (jobs) => jobs.every((j) => j.state === 'completed'));
    const [packMail] = await until(async () => packMails(), (m) => m.length >= 1);
    await first.stop();
    // A traveller's mail: answered to the desk (issue 29: the notify address when no inbound mailbox is set), with the pack's own link.
    expect(packMail!.replyTo).toBe('desk@safari.example');
    expect(subject).toMatch(/^Your travel pack for booking AST-[2-9A-Z]{4}$/);
    expect(packMail!.text).toMatch(/\/trips\/[A-Za-z0-9_-]{43}/);
    expect(await sentCount()).toBe(1);

    // After a restart: a payment plans the pack again and a new worker on the same database runs that job; the
    // pack was sent, so nothing more is mailed.
    await pay(bookingId, 100);
    expect(await packJobs(bookingId)).toHaveLength(2);
    const second = await ctx.app.startMailer({ work: true, transport });
    await until(() => packJobs(bookingId), (jobs) => jobs.every((j) => j.state === 'completed'));
    await second.stop();
    expect(await sentCount()).toBe(1);
    expect(packMails()).toHaveLength(1);

    const token = (await packToken(bookingId))!;
    const ics = await ctx.app.client().get(`/trips/${token}/trip.ics`);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    expect(ics.text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics.text.replace(/\r\n[ \t]/g, '')).toContain('Confirmation KH-1');
  });

  it('skips a cancelled booking', async () => {
    const { bookingId } = await confirmedBooking(10);
    await ctx.staff.post(`/api/admin/bookings/${bookingId}/cancel`, { cancelledBy: 'traveller', reason: 'The traveller cannot travel' });
    const worker = await ctx.app.startMailer({ work: true, transport: memoryTransport() });
    await until(() => packJobs(bookingId), (jobs) => jobs.length === 1 && jobs[0]!.state === 'completed');
    await worker.stop();
    expect(await packToken(bookingId)).toBeNull();
    expect((await ctx.staff.post(`/api/admin/bookings/${bookingId}/pack`)).status).toBe(409);
  });
});

describe("guest details on the pack", () => {
  const guest = (overrides: Record<string, unknown> = {}) => ({ name: 'Amara Okafor', passportNumber: 'A1234567', nationality: 'Nigerian', passportExpiry: addDays(siteToday(), 2000), dateOfBirth: '1985-04-02', dietary: 'Vegetarian', ...overrides });

  it('saves them for staff, refuses a future birth date or a passport ending before the return, and deletes them 90 days after the return with an audit count', async () => {
    const { bookingId } = await confirmedBooking(100);
    await ctx.staff.post(`/api/admin/bookings/${bookingId}/pack`);
    const token = (await packToken(bookingId))!;
    const bad = await ctx.app.client().put(`/api/trips/${token}/guests`, { guests: [guest({ dateOfBirth: addDays(siteToday(), 1), passportExpiry: addDays(siteToday(), 101) })] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['guests.0.dateOfBirth', 'guests.0.passportExpiry']);
    const long = await ctx.app.client().put(`/api/trips/${token}/guests`, { guests: [guest({ passportNumber: 'x'.repeat(31) })] });
    expect(long.body.errors).toHaveProperty(['guests.0.passportNumber']);
    const soon = await ctx.app.client().put(`/api/trips/${token}/guests`, { guests: [guest({ passportExpiry: addDays(siteToday(), 150) })] });
    expect(soon.status).toBe(200);
    expect(soon.body.warnings).toHaveProperty(['guests.0.passportExpiry']);
    expect((await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body.guests).toEqual([expect.objectContaining({ passportNumber: 'A1234567', dietary: 'Vegetarian' })]);

    const { deleteOldGuestDetails } = await import('#server/features/reservations/after-booking-jobs.ts');
    expect(await deleteOldGuestDetails(ctx.app.orm, addDays(siteToday(), 100 + 3 + 90))).toBe(0);
    expect(await deleteOldGuestDetails(ctx.app.orm, addDays(siteToday(), 100 + 3 + 91))).toBe(1);
    expect((await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body.guests).toEqual([]);
    const log = (await ctx.staff.get('/api/admin/activity?kind=booking')).body.items as { action: string; label: string }[];
    expect(log.find((e) => e.action === 'guest-details-deleted')?.label).toBe('Guest details of 1 booking, 90 days after the return');
  });
});

describe('the pack offline and installable', () => {
  it('serves its worker for /trips/ only, a manifest per live token, and the countries of the route for its notes', async () => {
    const { bookingId } = await confirmedBooking(100);
    await ctx.staff.post(`/api/admin/bookings/${bookingId}/pack`);
    const token = (await packToken(bookingId))!;
    const worker = await ctx.app.client().get('/trips-sw.js');
    expect(worker.headers.get('content-type')).toContain('javascript');
    expect(worker.headers.get('service-worker-allowed')).toBe('/trips/');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    // Bundled from lib/service-worker/pack.sw.ts, which chooses the quotes: the cache's name is what matters.
    expect(worker.text).toMatch(/["']pack-v1:["']/);

    const manifest = await ctx.app.client().get(`/trips/${token}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(JSON.parse(manifest.text)).toMatchObject({ start_url: `/trips/${token}`, display: 'standalone' });
    expect((await ctx.app.client().get(`/trips/${token.slice(0, -2)}xx/manifest.webmanifest`)).status).toBe(404);

    // The entry and health notes follow the countries the stops lie in (the page itself renders in the e2e test).
    const { countriesOnRoute } = await import('#lib/route-map.server.ts');
    expect(countriesOnRoute([{ placeName: 'Khwai', lat: -19.15, lng: 23.75 }, { placeName: 'Hwange', lat: -18.9, lng: 26.6 }, { placeName: 'Maun', lat: -19.98, lng: 23.42 }])).toEqual(['Botswana', 'Zimbabwe']);
  });
});
