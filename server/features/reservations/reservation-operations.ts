import type { DraftReservationInput, SupplierAnswerInput } from '#lib/domain/reservation/reservation.schema.ts';
import type { ReservationView } from '#lib/domain/reservation/reservation.types.ts';
import { draftsFromStops } from '#lib/domain/reservation/reservation-drafts.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { tokenHash } from '../../links/token-links.ts';
import { reservationTokens, toSupplier } from './supplier-mail.ts';
import type { Services } from '../../services.ts';
import { supplierMailContent as copy } from './supplier-mail.content.ts';

/**
 * "Request reservations" (issue 30): one draft per supplier on the booking's stops, or one by hand. Drafting
 * again adds none for a supplier with a live reservation. Null: no such booking; 'cancelled': the booking is.
 */
export async function draftReservations(services: Services, bookingId: string, byHand: DraftReservationInput | null, author: string | null): Promise<ReservationView[] | null | 'cancelled' | 'unknown-supplier'> {
  return services.transaction(async (tx) => {
    await tx.bookings.lock(bookingId);
    const booking = await tx.reservations.booking(bookingId);
    if (!booking) return null;
    if (booking.status === 'cancelled') return 'cancelled';
    if (byHand) {
      if (!(await tx.suppliers.get(byHand.supplierId))) return 'unknown-supplier';
      await tx.reservations.create(booking, { ...byHand, checkIn: byHand.checkIn ?? null, checkOut: byHand.checkOut ?? null, serviceDate: byHand.serviceDate ?? null, note: byHand.note ?? null }, author);
      return tx.reservations.forBooking(bookingId);
    }
    const drafts = draftsFromStops(booking.stops, booking.departureOn, booking.travellerCount);
    const suppliers = await tx.suppliers.byIdsOrNames(drafts.flatMap((d) => (d.supplierId ? [d.supplierId] : [])), drafts.flatMap((d) => (d.lodge ? [d.lodge] : [])));
    const live = await tx.reservations.liveSupplierIds(bookingId);
    for (const draft of drafts) {
      const supplier = suppliers.find((s) => (draft.supplierId ? s.id === draft.supplierId : s.name === draft.lodge));
      if (!supplier || live.has(supplier.id)) continue;
      live.add(supplier.id);
      await tx.reservations.create(booking, { supplierId: supplier.id, service: draft.service, checkIn: draft.checkIn, checkOut: draft.checkOut, serviceDate: draft.serviceDate }, author);
    }
    return tx.reservations.forBooking(bookingId);
  });
}

/** Sends (or sends again) a reservation's request: its link made once, the mail queued with the status change. */
export async function sendReservation(services: Services, mailer: Mailer, id: string, author: string | null): Promise<ReservationView | null | 'final'> {
  return services.transaction(async (tx) => {
    const reservation = await tx.reservations.lock(id);
    if (!reservation) return null;
    const booking = await tx.reservations.booking(reservation.bookingId);
    if (!booking || booking.status === 'cancelled') return 'final';
    const link = (await tx.reservations.linkNonce(id)) ? null : reservationTokens.issue();
    if ((await tx.reservations.markRequested(id, link)) === 'refused') return 'final';
    await tx.reservations.event(id, 'requested', author, { to: reservation.supplier.email });
    await toSupplier(mailer, tx.em, id, 'request', { to: reservation.supplier.email, subject: copy.subject.request(reservation.reference, booking.reference) });
    return tx.reservations.get(id);
  });
}

export type AnswerOutcome = { state: 'recorded' | 'final' | 'cancelled'; reservation: NonNullable<Awaited<ReturnType<Services['reservations']['forSupplier']>>> } | null;

/**
 * The supplier's answer by link. A confirm or a decline ends the link: a later answer changes nothing and is told
 * the answer recorded (409); a provisional or waitlisted answer can be followed by another.
 */
export async function answerByToken(services: Services, token: string, answer: SupplierAnswerInput): Promise<AnswerOutcome> {
  const hash = tokenHash(token);
  if (!hash) return null;
  return services.transaction(async (tx) => {
    const id = await tx.reservations.idByTokenHash(hash);
    if (!id) return null;
    await tx.reservations.lock(id);
    const before = (await tx.reservations.forSupplier(id))!;
    if (before.bookingCancelled || before.status === 'cancelled') return { state: 'cancelled', reservation: before };
    if ((await tx.reservations.recordAnswer(id, answer)) === 'refused') return { state: 'final', reservation: before };
    return { state: 'recorded', reservation: (await tx.reservations.forSupplier(id))! };
  });
}

/** Within the booking's cancellation (server/features/ledger/cancel-booking.ts): every live reservation cancelled, its supplier told. */
export async function cancelReservations(tx: Services, mailer: Mailer, bookingId: string, bookingReference: string, author: string | null): Promise<void> {
  for (const id of await tx.reservations.cancelForBooking(bookingId, author)) {
    const r = (await tx.reservations.get(id))!;
    await toSupplier(mailer, tx.em, id, 'cancellation', { to: r.supplier.email, subject: copy.subject.cancellation(r.reference, bookingReference) });
  }
}
