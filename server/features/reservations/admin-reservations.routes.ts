import { CHECK_OUT_MESSAGE, datesInOrder, draftReservationsSchema, replaceReservationSchema, reservationEditSchema, reservationStatusSchema } from '#lib/domain/reservation/reservation.schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { fieldError, HttpError, notFound, parse, pathId } from '../../middleware/errors.ts';
import { askToExtend, draftReservations, editReservation, requestAnotherLodge, sendReservation, sendRoomingUpdate } from './reservation-operations.ts';
import { HELD_UNTIL_PAST_MESSAGE, heldUntilPast } from '#lib/domain/reservation/holds.ts';
import { todayIn } from '#lib/domain/dates.ts';
import { siteTimeZone } from '#database/site-time-zone.ts';
import { renderVoucher } from './voucher.ts';
import { releaseVouchers } from './voucher-release.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';

const author = (req: { admin?: { username: string } }) => req.admin?.username ?? null;
const NOT_FOUND = 'Reservation not found';
const clock = () => ({ now: new Date(), timeZone: siteTimeZone() });

/** A hold recorded as ending before today is refused (issue 41): its lodge has let the rooms go already. */
function refusePastHold(input: { status?: string; heldUntil?: string | null }) {
  if (heldUntilPast(input, todayIn(siteTimeZone()))) throw fieldError('heldUntil', HELD_UNTIL_PAST_MESSAGE);
}

/**
 * Reservations from a booking (issue 30): draft (`POST /api/admin/bookings/:id/reservations`, an empty body drafts
 * one per supplier on the stops), edit (`PUT /api/admin/reservations/:id`), set its status by hand (`POST …/status`)
 * and send (`POST …/send` → 202); "Request another lodge" (`POST …/replace`) and "Send the updated rooming list"
 * (`POST …/rooming` → 202), issue 39; "Ask to extend" a hold (`POST …/extend-request` → 202), issue 41.
 * Roles and cache effects: lib/api-routes.ts.
 */
export function adminReservationRoutes(mailer: Mailer) {
  const routes = new ApiHandlers();

  routes.on('reservations.draft', async (req, res) => {
    const id = pathId(req.params.id, 'Booking');
    const byHand = parse(draftReservationsSchema, req.body);
    if (byHand && !datesInOrder(byHand)) throw fieldError('checkOut', CHECK_OUT_MESSAGE);
    const outcome = await draftReservations(req.services, id, byHand, author(req));
    if (!outcome) throw notFound('Booking not found');
    if (outcome === 'cancelled') throw new HttpError(409, 'This booking is cancelled');
    if (outcome === 'unknown-supplier') throw fieldError('supplierId', 'Choose a supplier from the list');
    res.status(201).json({ items: outcome, tally: await req.services.reservations.tally(id) });
  });

  routes.on('reservations.get', async (req, res) => {
    const reservation = await req.services.reservations.get(pathId(req.params.id, 'Reservation'));
    if (!reservation) throw notFound(NOT_FOUND);
    res.json(reservation);
  });

  routes.on('reservations.update', async (req, res) => {
    const id = pathId(req.params.id, 'Reservation');
    const input = parse(reservationEditSchema, req.body);
    if (!datesInOrder(input)) throw fieldError('checkOut', CHECK_OUT_MESSAGE);
    refusePastHold(input);
    const updated = await editReservation(req.services, mailer, id, (tx) => tx.reservations.update(id, input, author(req)), clock());
    if (!updated) throw notFound(NOT_FOUND);
    res.json(updated);
  });

  routes.on('reservations.setStatus', async (req, res) => {
    const id = pathId(req.params.id, 'Reservation');
    const input = parse(reservationStatusSchema, req.body);
    refusePastHold(input);
    const updated = await editReservation(req.services, mailer, id, (tx) => tx.reservations.setStatus(id, input, author(req)), clock());
    if (!updated) throw notFound(NOT_FOUND);
    res.json(updated);
  });

  routes.on('reservations.send', async (req, res) => {
    const outcome = await sendReservation(req.services, mailer, pathId(req.params.id, 'Reservation'), author(req));
    if (!outcome) throw notFound(NOT_FOUND);
    if (outcome === 'final') throw new HttpError(409, 'This reservation is answered or cancelled: set its status by hand instead');
    res.status(202).json(outcome);
  });

  routes.on('reservations.extendRequest', async (req, res) => {
    const outcome = await askToExtend(req.services, mailer, pathId(req.params.id, 'Reservation'), author(req));
    if (!outcome) throw notFound(NOT_FOUND);
    if (outcome === 'confirmed') throw new HttpError(409, 'This reservation is confirmed: there is no hold to extend');
    if (outcome === 'cancelled') throw new HttpError(409, 'This reservation is cancelled: there is no hold to extend');
    if (outcome === 'not-held') throw new HttpError(409, 'Only a provisional or lapsed hold can be asked to extend');
    res.status(202).json(outcome);
  });

  routes.on('reservations.replace', async (req, res) => {
    const id = pathId(req.params.id, 'Reservation');
    const input = parse(replaceReservationSchema, req.body);
    const outcome = await requestAnotherLodge(req.services, mailer, id, input, author(req));
    if (!outcome) throw notFound(NOT_FOUND);
    if (outcome === 'cancelled') throw new HttpError(409, 'This booking is cancelled');
    if (outcome === 'replaced') throw new HttpError(409, 'Another lodge has been requested for this reservation already');
    if (outcome === 'unknown-supplier') throw fieldError('supplierId', 'Choose another supplier from the list');
    if (outcome === 'same-supplier') throw fieldError('supplierId', 'Choose a supplier other than this reservation\'s');
    res.status(201).json(outcome);
  });

  routes.on('reservations.sendRooming', async (req, res) => {
    const outcome = await sendRoomingUpdate(req.services, mailer, pathId(req.params.id, 'Reservation'), author(req));
    if (!outcome) throw notFound(NOT_FOUND);
    if (outcome === 'not-asked') throw new HttpError(409, 'This lodge has not been sent a request, or the reservation is over: nothing to update');
    res.status(202).json(outcome);
  });

  // Staff download a confirmed reservation's voucher at once; the PDF is drawn after every read, outside a transaction.
  routes.on('reservations.voucher', async (req, res) => {
    const reservation = await req.services.reservations.get(pathId(req.params.id, 'Reservation'));
    if (!reservation || reservation.status !== 'confirmed') throw notFound('No voucher: the reservation is not confirmed');
    const booking = (await req.services.reservations.booking(reservation.bookingId))!;
    const { emergencyPhone } = await req.services.companySettings.get();
    const pdf = await renderVoucher(reservation, booking, emergencyPhone);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="voucher-${reservation.reference}.pdf"`);
    res.end(pdf);
  });

  // An owner lets the traveller have the vouchers before the balance is paid (lib/api-routes.ts), audited.
  routes.on('reservations.releaseVouchers', async (req, res) => {
    const released = await releaseVouchers(req.services, pathId(req.params.id, 'Booking'), author(req));
    if (!released) throw notFound('Booking not found');
    res.json(released);
  });

  return routes;
}
