import { type Response } from 'express';
import { siteToday } from '#database/site-time-zone.ts';
import {
  bookingListQuerySchema,
  CREDITED_AMOUNT_MESSAGE,
  cancelBookingSchema,
  PAYMENT_DATE_MESSAGE,
  paymentSchema,
  refundSchema,
  voidPaymentSchema,
} from '#lib/domain/booking/booking.schema.ts';
import type { PaymentView } from '#lib/domain/sale/proposal.types.ts';
import { formatDate } from '#lib/format.ts';
import { formatMinor, formatMoney } from '#lib/domain/money/money.ts';
import { recordPayment, recordRefund, voidPayment } from './booking-money.ts';
import { cancelBooking } from './cancel-booking.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { fieldError, HttpError, notFound, parse, pathId } from '../../middleware/errors.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';

const NOT_FOUND = 'Booking not found';
const REFUND_CURRENCY_MESSAGE = "The refund must be in the booking's currency";

/** Bookings for staff (issue 18, decision 100). Roles and cache effects: lib/api-routes.ts. */
export function adminBookingRoutes() {
  const routes = new ApiHandlers();

  routes.on('bookings.list', async (req, res) => {
    res.json(await req.services.bookings.list(parse(bookingListQuerySchema, req.query)));
  });

  // Before /:id, which would otherwise take "summary" for an id.
  routes.on('bookings.summary', async (req, res) => {
    res.json(await req.services.bookings.summary(siteToday()));
  });

  routes.on('bookings.get', async (req, res) => {
    const booking = await req.services.bookings.detail(pathId(req.params.id, 'Booking'), siteToday());
    if (!booking) throw notFound(NOT_FOUND);
    // Issue 30: its reservations, and "3 of 5 confirmed".
    const reservations = await req.services.reservations.forBooking(booking.id);
    const reservationTally = await req.services.reservations.tally(booking.id);
    res.json({ ...booking, reservations, reservationTally, guests: await req.services.tripPacks.guests(booking.id) });
  });

  return routes;
}

const author = (req: { admin?: { username: string } }) => req.admin?.username ?? null;
const dateError = (field: string, dates: { from: string; to: string }) =>
  fieldError(field, `${PAYMENT_DATE_MESSAGE} (${formatDate(dates.from)} to ${formatDate(dates.to)})`);

/** 409 naming the payment already recorded with that bank reference; `confirmDuplicate: true` records it anyway. */
function duplicate(res: Response, earlier: PaymentView) {
  const message = `A payment with the reference ${earlier.reference} is already recorded: ${formatMoney(earlier.amount, earlier.currency)} received on ${formatDate(earlier.receivedOn)}. If this is another payment, confirm to record it anyway.`;
  res.status(409).json({ message, errors: { reference: message }, duplicateOf: earlier });
}

/**
 * Money and cancellation (issues 18 and 26): the owner's, as their entries in lib/api-routes.ts say.
 */
export function adminPaymentRoutes(mailer: Mailer) {
  const routes = new ApiHandlers();

  routes.on('bookings.recordPayment', async (req, res) => {
    const id = pathId(req.params.id, 'Booking');
    const input = parse(paymentSchema, req.body);
    const outcome = await recordPayment(req.services, mailer, id, input, author(req));
    if (!outcome) throw notFound(NOT_FOUND);
    if (outcome.kind === 'credited') throw fieldError('creditedAmount', CREDITED_AMOUNT_MESSAGE);
    if (outcome.kind === 'dates') throw dateError('receivedOn', outcome.dates);
    if (outcome.kind === 'duplicate') return duplicate(res, outcome.earlier);
    res.status(201).json(outcome.booking);
  });

  routes.on('bookings.recordRefund', async (req, res) => {
    const id = pathId(req.params.id, 'Booking');
    const input = parse(refundSchema, req.body);
    const outcome = await recordRefund(req.services, id, input, author(req));
    if (!outcome) throw notFound(NOT_FOUND);
    if (outcome.kind === 'currency') throw fieldError('currency', REFUND_CURRENCY_MESSAGE);
    if (outcome.kind === 'dates') throw dateError('paidOn', outcome.dates);
    if (outcome.kind === 'over') throw fieldError('amount', `A refund can be at most what was paid, less earlier refunds: ${formatMinor(outcome.overMinor, input.currency)}`);
    res.status(201).json(outcome.booking);
  });

  routes.on('bookings.cancel', async (req, res) => {
    const id = pathId(req.params.id, 'Booking');
    const input = parse(cancelBookingSchema, req.body);
    const outcome = await cancelBooking(req.services, mailer, id, input, author(req));
    if (!outcome) throw notFound(NOT_FOUND);
    if (outcome.kind === 'dates') {
      const message = `The cancellation date must be from the day the booking was made (${formatDate(outcome.dates.from)}) up to today`;
      throw fieldError('cancelledOn', message);
    }
    res.json(outcome.booking);
  });

  return routes;
}

/** `POST /api/admin/payments/:id/void { reason }` (owner, issue 26). */
export function adminVoidPaymentRoutes() {
  const routes = new ApiHandlers();

  routes.on('bookings.voidPayment', async (req, res) => {
    const id = pathId(req.params.id, 'Payment');
    const { reason } = parse(voidPaymentSchema, req.body);
    const outcome = await voidPayment(req.services, id, reason, author(req));
    if (!outcome) throw notFound('Payment not found');
    if (outcome.kind === 'refunded') throw new HttpError(409, 'Refunds recorded would then exceed what was paid: record the payment that replaces it first');
    res.json(outcome.booking);
  });

  return routes;
}
