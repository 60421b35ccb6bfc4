import { type Response } from 'express';
import { siteToday } from '#database/site-time-zone.ts';
import {
  bookingListQuerySchema,
  CREDITED_AMOUNT_MESSAGE,
  cancelBookingSchema,
  cancelPreviewQuerySchema,
  PAYMENT_DATE_MESSAGE,
  paymentSchema,
  refundSchema,
  voidPaymentSchema,
  voidRefundSchema,
} from '#lib/domain/booking/booking.schema.ts';
import type { PaymentView, RefundView } from '#lib/domain/sale/proposal.types.ts';
import { formatDate } from '#lib/format.ts';
import { formatMinor, formatMoney } from '#lib/domain/money/money.ts';
import { recordPayment, recordRefund, voidPayment, voidRefund } from './booking-money.ts';
import { cancelBooking, previewCancellation } from './cancel-booking.ts';
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
    res.json({ ...booking, reservations, reservationTally, guests: await req.services.tripPacks.guests(booking.id), changes: await req.services.tripChanges.forBooking(booking.id) });
  });

  return routes;
}

const author = (req: { admin?: { username: string } }) => req.admin?.username ?? null;
const CANCEL_DATE_MESSAGE = (from: string) => `The cancellation date must be from the day the booking was made (${formatDate(from)}) up to today`;

/** 409 naming the field and the flag that records it anyway (issue 38): the form asks the question and sends the flag. */
function question(res: Response, field: string, flag: 'confirmRate' | 'confirmOverpay', message: string) {
  res.status(409).json({ message, errors: { [field]: message }, confirm: flag });
}
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
    if (outcome.kind === 'rate') return question(res, 'creditedAmount', 'confirmRate', rateQuestion(input.amount, input.currency, input.creditedAmount ?? 0));
    if (outcome.kind === 'overpay') {
      const message = `This pays more than is owed (${formatMinor(outcome.balanceMinor, outcome.currency)} still due). Is the amount right? Confirm to record it anyway.`;
      return question(res, 'amount', 'confirmOverpay', message);
    }
    res.status(201).json(outcome.booking);
  });

  routes.on('bookings.recordRefund', async (req, res) => {
    const id = pathId(req.params.id, 'Booking');
    const input = parse(refundSchema, req.body);
    const outcome = await recordRefund(req.services, mailer, id, input, author(req));
    if (!outcome) throw notFound(NOT_FOUND);
    if (outcome.kind === 'currency') throw fieldError('currency', REFUND_CURRENCY_MESSAGE);
    if (outcome.kind === 'dates') throw dateError('paidOn', outcome.dates);
    if (outcome.kind === 'duplicate') return duplicateRefund(res, outcome.earlier);
    if (outcome.kind === 'over') {
      // Issue 38: a conflict with what was recorded before, not a malformed amount.
      const message = `A refund can be at most what was paid, less earlier refunds: ${formatMinor(outcome.overMinor, input.currency)}`;
      return void res.status(409).json({ message, errors: { amount: message } });
    }
    res.status(201).json(outcome.booking);
  });

  routes.on('bookings.cancelPreview', async (req, res) => {
    const id = pathId(req.params.id, 'Booking');
    const input = parse(cancelPreviewQuerySchema, req.query);
    const outcome = await previewCancellation(req.services, id, input);
    if (!outcome) throw notFound(NOT_FOUND);
    if (outcome.kind === 'cancelled') throw new HttpError(409, 'This booking is cancelled already');
    if (outcome.kind === 'dates') throw fieldError('cancelledOn', CANCEL_DATE_MESSAGE(outcome.dates.from));
    res.json(outcome.preview);
  });

  routes.on('bookings.cancel', async (req, res) => {
    const id = pathId(req.params.id, 'Booking');
    const input = parse(cancelBookingSchema, req.body);
    const outcome = await cancelBooking(req.services, mailer, id, input, author(req));
    if (!outcome) throw notFound(NOT_FOUND);
    if (outcome.kind === 'dates') throw fieldError('cancelledOn', CANCEL_DATE_MESSAGE(outcome.dates.from));
    res.json(outcome.booking);
  });

  return routes;
}

/** The question of an implausible credited amount: the rate it implies, in words staff can check against the bank's. */
function rateQuestion(amount: number, currency: string, credited: number): string {
  const rate = credited / amount;
  return `Credited ${formatNumber(credited)} for ${formatMoney(amount, currency)} received implies a rate of ${formatNumber(rate)} per ${currency}, far from the usual. Is the credited amount right? Confirm to record it anyway.`;
}

const formatNumber = (n: number) => n.toLocaleString('en-US', { maximumSignificantDigits: 6 });

/** 409 naming the refund already recorded with that reference; `confirmDuplicate: true` records it anyway (issue 38). */
function duplicateRefund(res: Response, earlier: RefundView) {
  const message = `A refund with the reference ${earlier.reference} is already recorded: ${formatMoney(earlier.amount, earlier.currency)} paid on ${formatDate(earlier.paidOn)}. If this is another refund, confirm to record it anyway.`;
  res.status(409).json({ message, errors: { reference: message }, duplicateOf: earlier });
}

/** `POST /api/admin/payments/:id/void` and `/api/admin/refunds/:id/void`, `{ reason }` (owner, issues 26 and 38). */
export function adminVoidPaymentRoutes(mailer: Mailer) {
  const routes = new ApiHandlers();

  routes.on('bookings.voidPayment', async (req, res) => {
    const id = pathId(req.params.id, 'Payment');
    const { reason } = parse(voidPaymentSchema, req.body);
    const outcome = await voidPayment(req.services, mailer, id, reason, author(req));
    if (!outcome) throw notFound('Payment not found');
    if (outcome.kind === 'refunded') throw new HttpError(409, 'Refunds recorded would then exceed what was paid: record the payment that replaces it first');
    res.json(outcome.booking);
  });

  routes.on('bookings.voidRefund', async (req, res) => {
    const id = pathId(req.params.id, 'Refund');
    const { reason } = parse(voidRefundSchema, req.body);
    const outcome = await voidRefund(req.services, mailer, id, reason, author(req));
    if (!outcome) throw notFound('Refund not found');
    res.json(outcome.booking);
  });

  return routes;
}
