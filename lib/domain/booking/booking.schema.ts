import * as v from 'valibot';
import { DATE_FORMAT_MESSAGE, optionalBoolean, optionalText, queryInteger, requiredText } from '../fields.ts';
import { amount, calendarDate, currencySchema } from '../sale/proposal.schema.ts';

/** Bookings and the payments staff record against them (issue 18). No online payment (SPEC). */

export const BOOKING_STATUSES = ['deposit-due', 'confirmed', 'paid', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const PAYMENT_METHODS = ['bank transfer', 'card', 'cheque', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const BOOKING_PAGE_SIZE = { default: 50, max: 100 } as const;

const STATUS_MESSAGE = `Status must be one of: ${BOOKING_STATUSES.join(', ')}`;
export const METHOD_MESSAGE = `Method must be one of: ${PAYMENT_METHODS.join(', ')}`;
export const PAYMENT_AMOUNT_MESSAGE = 'Amount must be more than 0';
export const CREDITED_AMOUNT_MESSAGE = "Please enter the amount credited in the booking's currency";


/** `GET /api/admin/bookings?status=&limit=&offset=` */
export const bookingListQuerySchema = v.object({
  status: v.pipe(v.optional(v.string(STATUS_MESSAGE), ''), v.transform((s) => s.trim() || undefined), v.optional(v.picklist(BOOKING_STATUSES, STATUS_MESSAGE))),
  limit: queryInteger(`Limit must be a whole number from 1 to ${BOOKING_PAGE_SIZE.max}`, 1, BOOKING_PAGE_SIZE.max, BOOKING_PAGE_SIZE.default),
  offset: queryInteger('Offset must be a whole number of at least 0', 0, 100_000_000, 0),
});

/** `POST /api/admin/bookings/:id/payments`: what staff saw arrive (a transfer, a card by phone, a cheque). */
export const paymentSchema = v.object({
  amount: v.optional(v.pipe(amount(PAYMENT_AMOUNT_MESSAGE), v.minValue(0.01, PAYMENT_AMOUNT_MESSAGE)), '' as never),
  currency: v.optional(currencySchema, '' as never),
  // What the bank credited in the booking's currency, when the payment arrived in another one (issue 29): required
  // then (the handler says so, naming this field), ignored when the currencies are the same.
  creditedAmount: v.optional(v.nullable(v.pipe(amount(CREDITED_AMOUNT_MESSAGE), v.minValue(0.01, CREDITED_AMOUNT_MESSAGE)))),
  receivedOn: v.optional(calendarDate(DATE_FORMAT_MESSAGE, false), ''),
  method: v.optional(v.picklist(PAYMENT_METHODS, METHOD_MESSAGE), '' as never),
  reference: optionalText(200),
  // A second payment with the same bank reference is refused (409) unless staff confirm it is another one (issue 26).
  confirmDuplicate: optionalBoolean(false),
  // Issue 38: a credited amount whose rate is far from plausible, or a payment above what is owed, is asked about
  // (409 naming the field) and recorded once staff confirm it.
  confirmRate: optionalBoolean(false),
  confirmOverpay: optionalBoolean(false),
});

export const PAYMENT_DATE_MESSAGE = 'The date must be from a year before the booking was made up to today';
export const REASON_MESSAGE = 'Please give a reason';

/** `POST /api/admin/payments/:id/void`: why the payment is struck out (kept in the ledger, out of the sums). */
export const voidPaymentSchema = v.object({
  reason: v.optional(requiredText(REASON_MESSAGE, 500), ''),
});

/** `POST /api/admin/refunds/:id/void`: why the refund is struck out (issue 38), as a payment's void. */
export const voidRefundSchema = voidPaymentSchema;

/** Who cancelled (issue 39): the traveller's cancellation follows the schedule; the operator's refunds all that was paid. */
export const CANCELLED_BY = ['traveller', 'operator'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];
export const CANCELLED_BY_MESSAGE = 'Please say who cancelled: the traveller or the operator';

const cancelledBy = v.optional(v.picklist(CANCELLED_BY, CANCELLED_BY_MESSAGE), '' as never);
const cancelledOn = v.pipe(
  v.optional(v.string(DATE_FORMAT_MESSAGE), ''),
  v.trim(),
  v.transform((s) => s || undefined),
  v.optional(calendarDate(DATE_FORMAT_MESSAGE, false)),
);

/** `POST /api/admin/bookings/:id/cancel`: who cancelled, why, and the day (today when left out). */
export const cancelBookingSchema = v.object({
  cancelledBy,
  reason: v.optional(requiredText(REASON_MESSAGE, 500), ''),
  cancelledOn,
});

/** `GET /api/admin/bookings/:id/cancel-preview?cancelledBy=&cancelledOn=`: what a cancel would do, before it is done. */
export const cancelPreviewQuerySchema = v.object({ cancelledBy, cancelledOn });

export const REFUND_AMOUNT_MESSAGE = 'Amount must be more than 0';

/** `POST /api/admin/bookings/:id/refunds`: money paid back to the traveller. */
export const refundSchema = v.object({
  amount: v.optional(v.pipe(amount(REFUND_AMOUNT_MESSAGE), v.minValue(0.01, REFUND_AMOUNT_MESSAGE)), '' as never),
  currency: v.optional(currencySchema, '' as never),
  paidOn: v.optional(calendarDate(DATE_FORMAT_MESSAGE, false), ''),
  method: v.optional(v.picklist(PAYMENT_METHODS, METHOD_MESSAGE), '' as never),
  reference: optionalText(200),
  // The same reference as an earlier refund of the booking is refused (409) unless staff confirm it (issue 38).
  confirmDuplicate: optionalBoolean(false),
});

export type BookingListQuery = v.InferOutput<typeof bookingListQuerySchema>;
export type PaymentInput = v.InferOutput<typeof paymentSchema>;
export type CancelBookingInput = v.InferOutput<typeof cancelBookingSchema>;
export type RefundInput = v.InferOutput<typeof refundSchema>;
export type CancelPreviewQuery = v.InferOutput<typeof cancelPreviewQuerySchema>;
