import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { bookingFacts } from '#lib/domain/booking/booking-facts.ts';
import { addDays } from '#lib/domain/dates.ts';
import { expectEveryReaderSays, pay, refund } from '../fixtures/booking-facts.ts';
import { tripWithDeparture } from '../fixtures/departures.ts';
import { acceptBody, acceptedBooking, sentProposal } from '../fixtures/proposals.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';
import type { Tables } from '#database/typed-sql.ts';

// Issue 37 (decision 165): one set of facts about a booking, net of refunds, whoever reads it.
const ctx = withSignedInApp();

async function book(body: Record<string, unknown>) {
  const { token } = await sentProposal(ctx.app, ctx.staff, body);
  const accepted = await ctx.app.client().post(`/api/proposals/${token}/accept`, acceptBody);
  expect(accepted.status).toBe(201);
  return { bookingId: accepted.body.bookingId as string, token };
}

describe('a $4,000 booking paid in full, then $500 refunded', () => {
  it('is paid $3,500 with $500 owed and not paid in full for staff, the proposal page, the pack, the vouchers and the manifest', async () => {
    const { tripId, departureId } = await tripWithDeparture(ctx.staff);
    const booking = await book({ packageId: tripId, departureId, adults: 2, lines: [{ label: 'Okavango for two', quantity: 1, unitPrice: 4000 }] });
    expect((await pay(ctx.staff, booking.bookingId, 4000, 'FULL')).status).toBe(201);
    await expectEveryReaderSays(ctx.app, ctx.staff, booking, { paid: 400_000, balance: 0, paidInFull: true });

    const refunded = await refund(ctx.staff, booking.bookingId, 500);
    expect(refunded.status).toBe(201);
    // Paid back below the total: the deposit is in, the balance is owed again.
    expect(refunded.body).toMatchObject({ status: 'confirmed', paid: 4000, refunded: 500, net: 3500, balance: 500, overpaid: false });
    await expectEveryReaderSays(ctx.app, ctx.staff, booking, { paid: 350_000, balance: 50_000, paidInFull: false });
    const manifest = (await ctx.staff.get(`/api/admin/departures/${departureId}`)).body;
    expect(manifest.bookings.find((b: { id: string }) => b.id === booking.bookingId)).toMatchObject({ status: 'confirmed', total: 4000, paid: 3500 });
  });
});

interface StoredBooking {
  id: string;
  status: string;
  total_minor: string;
  deposit_minor: string;
  paid_minor: string;
  refunded_minor: string;
  departure_on: string | null;
  booked_at: Date;
  stops: { nights: number }[];
}
/** The view's row as the typed queries see it (database/typed-sql.ts). */
type ViewRow = Pick<Tables['booking_facts'], 'booking_id' | 'paid_net_minor' | 'balance_minor' | 'deposit_due_minor' | 'paid_in_full' | 'balance_due_on' | 'return_on'>;

describe('the booking_facts view', () => {
  it('says what lib/domain/booking/booking-facts.ts says, for bookings owing, paid, overpaid, refunded, cancelled and booked late', async () => {
    const today = siteToday();
    const stops = [
      { title: 'Maun', description: 'Arrive', nights: 2, placeName: 'Maun', lat: -19.98, lng: 23.42, meals: ['B'] },
      { title: 'Transfer', description: 'By air', nights: 0, placeName: 'Khwai', lat: -19.15, lng: 23.75, meals: [] },
      { title: 'Khwai', description: 'Bush', nights: 3, placeName: 'Khwai', lat: -19.15, lng: 23.75, meals: ['B'] },
    ];
    const owing = await acceptedBooking(ctx.app, ctx.staff);
    const withStops = await book({ startDate: addDays(today, 120), stops });
    await pay(ctx.staff, withStops.bookingId, 2940.3, 'DEP');
    const overpaid = await acceptedBooking(ctx.app, ctx.staff);
    await pay(ctx.staff, overpaid.bookingId, 9900.99, 'OVER', { confirmOverpay: true });
    const refunded = await acceptedBooking(ctx.app, ctx.staff);
    await pay(ctx.staff, refunded.bookingId, 3000, 'DEP');
    await refund(ctx.staff, refunded.bookingId, 100);
    const cancelled = await acceptedBooking(ctx.app, ctx.staff);
    await pay(ctx.staff, cancelled.bookingId, 2940.3, 'DEP');
    expect((await ctx.staff.post(`/api/admin/bookings/${cancelled.bookingId}/cancel`, { cancelledBy: 'traveller', reason: 'Illness' })).status).toBe(200);
    await refund(ctx.staff, cancelled.bookingId, 1000);
    const late = await book({ startDate: addDays(today, 20), stops });
    const ids = [owing, withStops, overpaid, refunded, cancelled, late].map((b) => b.bookingId);

    const em = ctx.app.orm.em.fork();
    const stored = await em.execute<StoredBooking[]>(
      `select b.id, b.status, b.total_minor, b.deposit_minor, b.paid_minor, b.refunded_minor, b.departure_on::text as departure_on, b.created_at as booked_at, p.stops
         from bookings b join proposals p on p.id = b.proposal_id where b.id in (?)`,
      [ids],
    );
    const view = await em.execute<ViewRow[]>(
      `select booking_id, paid_net_minor, balance_minor, deposit_due_minor, paid_in_full, balance_due_on::text as balance_due_on, return_on::text as return_on
         from booking_facts where booking_id in (?)`,
      [ids],
    );
    const fromView = (id: string) => {
      const row = view.find((v) => v.booking_id === id)!;
      return {
        paidMinor: Number(row.paid_net_minor),
        balanceMinor: Number(row.balance_minor),
        depositDueMinor: Number(row.deposit_due_minor),
        paidInFull: row.paid_in_full,
        balanceDueOn: row.balance_due_on,
        returnOn: row.return_on,
      };
    };
    const fromModule = (b: StoredBooking) => {
      const { receivedMinor: _received, refundedMinor: _refunded, ...facts } = bookingFacts({
        totalMinor: Number(b.total_minor),
        depositMinor: Number(b.deposit_minor),
        receivedMinor: Number(b.paid_minor),
        refundedMinor: Number(b.refunded_minor),
        cancelled: b.status === 'cancelled',
        departureOn: b.departure_on,
        bookedOn: siteToday(new Date(b.booked_at)),
        stops: b.stops,
      });
      return facts;
    };
    expect(stored).toHaveLength(ids.length);
    for (const b of stored) expect({ id: b.id, ...fromView(b.id) }).toEqual({ id: b.id, ...fromModule(b) });

    // The cases are the ones named: a return day counted over a stop of no nights, a due date clamped to today.
    expect(fromView(withStops.bookingId)).toMatchObject({ returnOn: addDays(today, 125), balanceDueOn: addDays(today, 60), paidInFull: false });
    expect(fromView(late.bookingId)).toMatchObject({ balanceDueOn: today, returnOn: addDays(today, 25) });
    expect(fromView(overpaid.bookingId)).toMatchObject({ balanceMinor: -10_000, paidInFull: true });
    expect(fromView(cancelled.bookingId)).toMatchObject({ paidMinor: 194_030, balanceMinor: 0, depositDueMinor: 0, paidInFull: false });
  });
});
