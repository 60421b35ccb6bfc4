import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, toPlainDate } from '#lib/domain/dates.ts';
import { ReservationsRepository, type BookingForReservations } from './reservations.repo.ts';
import { voucherRelease } from './voucher-release.ts';

export interface TripPackView {
  reference: string;
  leadName: string;
  tripName: string | null;
  departureOn: string;
  returnOn: string;
  meetingPoint: { date: string; place: string; title: string } | null;
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
  const reservations = new ReservationsRepository(em);
  // The pack's page has read the booking already for its map and guest form.
  const booking = read ?? (await reservations.booking(bookingId));
  const [row] = await em.execute<{ lead_name: string; currency: string; total_minor: string; paid_minor: string; refunded_minor: string; balance_due_on: unknown; trip_name: string | null }[]>(
    `select b.lead_name, b.currency, b.total_minor, b.paid_minor, b.refunded_minor, b.balance_due_on, p.trip_name from bookings b join proposals p on p.id = b.proposal_id where b.id = ?`,
    [bookingId],
  );
  if (!booking || !row || !booking.departureOn) return null;
  const live = (await reservations.forBooking(bookingId)).filter((r) => r.status !== 'cancelled');
  let night = 0;
  const days = booking.stops.map((stop) => {
    const from = addDays(booking.departureOn!, night);
    night += stop.nights;
    const r = live.find((x) => (stop.supplierId ? x.supplier.id === stop.supplierId : x.supplier.name === stop.lodge));
    return { from, to: addDays(booking.departureOn!, night), title: stop.title, place: stop.placeName, lodge: stop.lodge ?? null, phone: r?.supplier.phone ?? null, confirmation: r?.status === 'confirmed' ? r.supplierReference : null, lat: stop.lat, lng: stop.lng };
  });
  const total = Number(row.total_minor);
  const paid = Number(row.paid_minor) - Number(row.refunded_minor);
  const first = booking.stops[0];
  return {
    reference: booking.reference,
    leadName: row.lead_name,
    tripName: row.trip_name,
    departureOn: booking.departureOn,
    returnOn: addDays(booking.departureOn, night),
    meetingPoint: first ? { date: booking.departureOn, place: first.placeName, title: first.title } : null,
    days,
    money: { currency: row.currency, totalMinor: total, paidMinor: paid, dueMinor: Math.max(0, total - paid), balanceDueOn: toPlainDate(row.balance_due_on) },
    vouchers: live.filter((r) => r.status === 'confirmed').map((r) => ({ id: r.id, supplier: r.supplier.name, reference: r.reference })),
    vouchersReleased: Boolean((await voucherRelease(em, bookingId))?.released),
  };
}
