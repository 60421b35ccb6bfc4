import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, toPlainDate } from '#lib/domain/dates.ts';
import { bookingForReservations, reservationsOfBooking, type BookingForReservations } from './reservations.repo.ts';
import { typedSql } from '../typed-sql.ts';
import { voucherRelease } from './voucher-release.ts';

export interface TripPackView {
  reference: string;
  leadName: string;
  tripName: string | null;
  departureOn: string;
  returnOn: string;
  meetingPoint: { date: string; place: string; title: string; description: string } | null;
  days: { from: string; to: string; title: string; place: string; lodge: string | null; phone: string | null; confirmation: string | null; lat: number; lng: number }[];
  money: { currency: string; totalMinor: number; paidMinor: number; dueMinor: number; balanceDueOn: string | null };
  vouchers: { id: string; supplier: string; reference: string }[];
  vouchersReleased: boolean;
}


/**
 * The traveller's pack (issue 30): the final programme, with each night's lodge, its phone and confirmation number,
 * and whether its vouchers are released (the one rule, ./voucher-release.ts).
 */
export async function tripPackView(em: EntityManager, bookingId: string, read?: BookingForReservations): Promise<TripPackView | null> {
  // The pack's page has read the booking already for its map and guest form.
  const booking = read ?? (await bookingForReservations(em, bookingId));
  // The money and the return day are the booking's facts (decision 165), as staff and the proposal page read them.
  const row = await typedSql(em)
    .selectFrom('bookings as b')
    .innerJoin('proposals as p', 'p.id', 'b.proposal_id')
    .innerJoin('booking_facts as f', 'f.booking_id', 'b.id')
    .select(['b.lead_name', 'b.currency', 'b.total_minor', 'f.paid_net_minor', 'f.balance_minor', 'b.balance_due_on', 'f.return_on', 'p.trip_name'])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();
  if (!booking || !row || !booking.departureOn || !row.return_on) return null;
  const live = (await reservationsOfBooking(em, bookingId)).filter((r) => r.status !== 'cancelled');
  let night = 0;
  const days = booking.stops.map((stop) => {
    const from = addDays(booking.departureOn!, night);
    night += stop.nights;
    const r = live.find((x) => (stop.supplierId ? x.supplier.id === stop.supplierId : x.supplier.name === stop.lodge));
    return { from, to: addDays(booking.departureOn!, night), title: stop.title, place: stop.placeName, lodge: stop.lodge ?? null, phone: r?.supplier.phone ?? null, confirmation: r?.status === 'confirmed' ? r.supplierReference : null, lat: stop.lat, lng: stop.lng };
  });
  const first = booking.stops[0];
  return {
    reference: booking.reference,
    leadName: row.lead_name,
    tripName: row.trip_name,
    departureOn: booking.departureOn,
    returnOn: toPlainDate(row.return_on)!,
    meetingPoint: first ? { date: booking.departureOn, place: first.placeName, title: first.title, description: first.description } : null,
    days,
    // Overpaid is nothing due: the pack asks for no money back.
    money: { currency: row.currency, totalMinor: Number(row.total_minor), paidMinor: Number(row.paid_net_minor), dueMinor: Math.max(0, Number(row.balance_minor)), balanceDueOn: toPlainDate(row.balance_due_on) },
    vouchers: live.filter((r) => r.status === 'confirmed').map((r) => ({ id: r.id, supplier: r.supplier.name, reference: r.reference })),
    vouchersReleased: Boolean((await voucherRelease(em, bookingId))?.released),
  };
}
