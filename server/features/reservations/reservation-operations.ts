import type { DraftReservationInput, ReplaceReservationInput, SupplierAnswerInput } from '#lib/domain/reservation/reservation.schema.ts';
import type { ReservationView } from '#lib/domain/reservation/reservation.types.ts';
import { draftsFromStops } from '#lib/domain/reservation/reservation-drafts.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { tokenHash } from '../../links/token-links.ts';
import { reservationTokens, toSupplier } from './supplier-mail.ts';
import type { Services } from '../../services.ts';
import { supplierMailContent as copy } from './supplier-mail.content.ts';
import { queueThrough, tellReservationChanges } from '../trip-changes/trip-changes.ts';
import { actOnHolds, type HoldClock } from './hold-watch.ts';

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
      await tx.reservations.create(booking, { ...byHand, checkIn: byHand.checkIn ?? null, checkOut: byHand.checkOut ?? null, serviceDate: byHand.serviceDate ?? null, note: byHand.note ?? null, diets: byHand.diets, allergies: byHand.allergies }, author);
      return tx.reservations.forBooking(bookingId);
    }
    const drafts = draftsFromStops(booking.stops, booking.departureOn);
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

export type AnswerOutcome = { state: 'recorded' | 'final' | 'cancelled'; reservation: NonNullable<Awaited<ReturnType<Services['reservations']['forSupplier']>>> } | { state: 'ended' } | null;

/**
 * The supplier's answer by link. A confirm or a decline ends the link: a later answer changes nothing and is told
 * the answer recorded (409); a provisional or waitlisted answer can be followed by another. A decline or a waitlist
 * mails staff at once with the lodge's words (issue 39): another lodge has to be found. Null: not a link's shape;
 * 'ended': no reservation holds the link any more, or its enquiry was erased.
 */
export async function answerByToken(services: Services, mailer: Mailer, token: string, answer: SupplierAnswerInput, clock: HoldClock): Promise<AnswerOutcome> {
  const hash = tokenHash(token);
  if (!hash) return null;
  return services.transaction(async (tx) => {
    const id = await tx.reservations.idByTokenHash(hash);
    if (!id) return { state: 'ended' };
    await tx.reservations.lock(id);
    const before = await tx.reservations.forSupplier(id);
    if (!before) return { state: 'ended' };
    if (before.bookingCancelled || before.status === 'cancelled') return { state: 'cancelled', reservation: before };
    if ((await tx.reservations.recordAnswer(id, answer)) === 'refused') return { state: 'final', reservation: before };
    const after = (await tx.reservations.forSupplier(id))!;
    if ((after.status === 'declined' || after.status === 'waitlisted') && after.status !== before.status) await alertStaff(tx, mailer, id, after.status, answer.note ?? null);
    await tellReservationChanges(tx, queueThrough(mailer), (await tx.reservations.get(id))!.bookingId);
    // A hold given with less than 72 hours left is told to staff now, not at the watch's next pass.
    if (after.status === 'provisional') await actOnHolds(tx, mailer, clock, id);
    return { state: 'recorded', reservation: after };
  });
}

/** Staff's mail of a decline or a waitlist, queued with the answer (the Overview lists it too, as an answer to read). */
async function alertStaff(tx: Services, mailer: Mailer, id: string, answer: 'declined' | 'waitlisted', note: string | null): Promise<void> {
  const r = (await tx.reservations.get(id))!;
  const booking = (await tx.reservations.booking(r.bookingId))!;
  await mailer.enqueue(tx.em, {
    template: 'reservation-answer-alert',
    recipient: mailer.settings.notifyEmail,
    subject: copy.answerAlert.subject(r.supplier.name, answer, booking.reference),
    data: { alertReservationId: id, bookingId: r.bookingId, answer, note },
  });
}

/**
 * Staff's edit or status set by hand, in one transaction with the row locked; a hold it records with less than 72
 * hours left is told to staff at once (issue 41). Null: no such reservation.
 */
export async function editReservation(services: Services, mailer: Mailer, id: string, write: (tx: Services) => Promise<unknown>, clock: HoldClock): Promise<ReservationView | null> {
  return services.transaction(async (tx) => {
    if (!(await tx.reservations.lock(id))) return null;
    await write(tx);
    await actOnHolds(tx, mailer, clock, id);
    return tx.reservations.get(id);
  });
}

/** Only a hold can be asked to be extended: a provisional one, or one that lapsed (the lodge may still hold). */
const EXTENDABLE: readonly ReservationView['status'][] = ['provisional', 'lapsed'];

/**
 * "Ask to extend" (issue 41): the lodge is mailed, in the thread of its request, with the same answer link (made now
 * for a hold staff recorded by hand before any request went), where it gives a new date or confirms.
 * Null: no such reservation; 'confirmed' or 'cancelled' (the reservation or its booking): nothing to extend;
 * 'not-held': no hold yet, or declined.
 */
export async function askToExtend(services: Services, mailer: Mailer, id: string, author: string | null): Promise<ReservationView | null | 'confirmed' | 'cancelled' | 'not-held'> {
  return services.transaction(async (tx) => {
    const r = await tx.reservations.lock(id);
    if (!r) return null;
    const booking = await tx.reservations.booking(r.bookingId);
    if (!booking) return null;
    if (booking.status === 'cancelled' || r.status === 'cancelled') return 'cancelled';
    if (r.status === 'confirmed') return 'confirmed';
    if (!EXTENDABLE.includes(r.status)) return 'not-held';
    const link = (await tx.reservations.linkNonce(id)) ? null : reservationTokens.issue();
    if ((await tx.reservations.markRequested(id, link)) === 'refused') return 'not-held';
    await tx.reservations.event(id, 'extend-asked', author, { to: r.supplier.email, heldUntil: r.heldUntil });
    await toSupplier(mailer, tx.em, id, 'extend', { to: r.supplier.email, subject: copy.subject.extend(r.reference, booking.reference) });
    return tx.reservations.get(id);
  });
}

/**
 * "Request another lodge" (issue 39): the reservation cancelled (its lodge told, if it was asked), and the same
 * request (service, dates, rooms, arrival, needs) drafted to the supplier staff picked, for staff to check and send.
 * Null: no such reservation; 'cancelled': the booking is; 'replaced': done already; 'unknown-supplier'; 'same-supplier'.
 */
export async function requestAnotherLodge(
  services: Services,
  mailer: Mailer,
  id: string,
  input: ReplaceReservationInput,
  author: string | null,
): Promise<ReservationView | null | 'cancelled' | 'replaced' | 'unknown-supplier' | 'same-supplier'> {
  return services.transaction(async (tx) => {
    const r = await tx.reservations.lock(id);
    if (!r) return null;
    const booking = await tx.reservations.booking(r.bookingId);
    if (!booking) return null;
    if (booking.status === 'cancelled') return 'cancelled';
    if (r.replacedBy) return 'replaced';
    if (input.supplierId === r.supplier.id) return 'same-supplier';
    if (!(await tx.suppliers.get(input.supplierId))) return 'unknown-supplier';
    const wasAsked = r.requestedAt !== null && r.status !== 'declined' && r.status !== 'cancelled';
    const draft = await tx.reservations.create(
      booking,
      { supplierId: input.supplierId, service: r.service, checkIn: r.checkIn, checkOut: r.checkOut, serviceDate: r.serviceDate, note: r.note, rooms: r.rooms, arrivalTime: r.arrivalTime, arrivalBy: r.arrivalBy, arrivalDetails: r.arrivalDetails, diets: r.diets, allergies: r.allergies, specialRequests: r.specialRequests },
      author,
    );
    await tx.reservations.markReplaced(id, draft, author);
    // A waitlisting or holding lodge still keeps the guests' names on its list: it is told to let them go.
    if (wasAsked) await toSupplier(mailer, tx.em, id, 'cancellation', { to: r.supplier.email, subject: copy.subject.cancellation(r.reference, booking.reference) });
    return tx.reservations.get(draft);
  });
}

/**
 * "Send the updated rooming list" (issue 39): the names and needs from the pack's guest details written onto the
 * reservation, and the lodge mailed them. 'not-asked': nothing went to the lodge yet (its request will carry them),
 * or the reservation is over.
 */
export async function sendRoomingUpdate(services: Services, mailer: Mailer, id: string, author: string | null): Promise<ReservationView | null | 'not-asked'> {
  return services.transaction(async (tx) => {
    const r = await tx.reservations.lock(id);
    if (!r) return null;
    const booking = await tx.reservations.booking(r.bookingId);
    if (!booking) return null;
    if (booking.status === 'cancelled' || r.requestedAt === null || !['requested', 'confirmed', 'provisional', 'waitlisted'].includes(r.status)) return 'not-asked';
    await tx.reservations.refreshRooming(id, booking);
    await tx.reservations.event(id, 'rooming-sent', author, { to: r.supplier.email });
    await toSupplier(mailer, tx.em, id, 'rooming', { to: r.supplier.email, subject: copy.subject.rooming(r.reference, booking.reference) });
    return tx.reservations.get(id);
  });
}

/** Within the booking's cancellation (server/features/ledger/cancel-booking.ts): every live reservation cancelled, its supplier told. */
export async function cancelReservations(tx: Services, mailer: Mailer, bookingId: string, bookingReference: string, author: string | null): Promise<void> {
  for (const id of await tx.reservations.cancelForBooking(bookingId, author)) {
    const r = (await tx.reservations.get(id))!;
    await toSupplier(mailer, tx.em, id, 'cancellation', { to: r.supplier.email, subject: copy.subject.cancellation(r.reference, bookingReference) });
  }
}
