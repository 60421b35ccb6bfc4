import * as v from 'valibot';
import { optionalBoolean, optionalText, requiredText } from '../fields.ts';
import { calendarDate } from '../sale/proposal.schema.ts';
import { ROOM_TYPES } from './reservation-drafts.ts';

export const RESERVATION_STATUS_VALUES = ['draft', 'requested', 'confirmed', 'provisional', 'declined', 'waitlisted', 'cancelled', 'lapsed'] as const;
export const SUPPLIER_ANSWERS = ['confirm', 'provisional', 'decline', 'waitlist'] as const;
export const HELD_UNTIL_MESSAGE = 'Please say until when the rooms are held';
export const CHECK_OUT_MESSAGE = 'Check-out must be after check-in';
export const ROOMS_MESSAGE = 'Rooms must be whole numbers from 0 to 20';
export const ARRIVAL_TIME_MESSAGE = 'Arrival time must be a time as HH:MM (e.g. 14:30)';
export const ARRIVAL_BY_VALUES = ['road', 'flight'] as const;
export const ARRIVAL_BY_MESSAGE = 'Choose road transfer or flight';
export const CONFIRMATION_NUMBER_MESSAGE = 'Please give your confirmation number, or tick "No number given" and say why';
export const NO_NUMBER_REASON_MESSAGE = 'Please say why there is no confirmation number';

const optionalDate = (message: string) => v.optional(v.nullable(v.union([v.literal(''), calendarDate(message, false)], message)));
const blankToNull = <T extends string>(value: T | '' | null | undefined): T | null => (value ? value : null);
/** A count of one room type: a number, or a form's digits. */
const roomCount = v.pipe(
  v.union([v.number(ROOMS_MESSAGE), v.pipe(v.string(ROOMS_MESSAGE), v.trim(), v.regex(/^\d{1,2}$/, ROOMS_MESSAGE), v.transform(Number))], ROOMS_MESSAGE),
  v.integer(ROOMS_MESSAGE),
  v.minValue(0, ROOMS_MESSAGE),
  v.maxValue(20, ROOMS_MESSAGE),
);

/** What a reservation asks for (a drafted one by hand, or staff's edit): bounded text, real days, check-out after check-in. */
const requestFields = {
  service: requiredText('Service is required (e.g. "2 nights, full board, 2 rooms")', 300),
  checkIn: v.pipe(optionalDate('Check-in must be a date as YYYY-MM-DD'), v.transform(blankToNull)),
  checkOut: v.pipe(optionalDate('Check-out must be a date as YYYY-MM-DD'), v.transform(blankToNull)),
  serviceDate: v.pipe(optionalDate('The date must be a date as YYYY-MM-DD'), v.transform(blankToNull)),
  note: optionalText(2000),
  // What a lodge needs to room and feed the party (issue 39); blank clears, as the form sends them all.
  rooms: v.optional(v.object(Object.fromEntries(ROOM_TYPES.map((type) => [type, roomCount])) as Record<(typeof ROOM_TYPES)[number], typeof roomCount>, ROOMS_MESSAGE)),
  arrivalTime: v.pipe(v.optional(v.nullable(v.union([v.literal(''), v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, ARRIVAL_TIME_MESSAGE))], ARRIVAL_TIME_MESSAGE))), v.transform(blankToNull)),
  arrivalBy: v.pipe(v.optional(v.nullable(v.union([v.literal(''), v.picklist(ARRIVAL_BY_VALUES)], ARRIVAL_BY_MESSAGE))), v.transform(blankToNull)),
  arrivalDetails: optionalText(300),
  diets: optionalText(2000),
  allergies: optionalText(2000),
  specialRequests: optionalText(2000),
};

/** Check-out after check-in: checked by the handler, which names `checkOut` (a pipe on the object loses its type here). */
export const datesInOrder = (r: { checkIn?: string | null; checkOut?: string | null }) => !r.checkIn || !r.checkOut || r.checkOut > r.checkIn;

/** One reservation by hand: a supplier and what is asked of them. */
export const draftReservationSchema = v.object({ supplierId: v.pipe(v.string('Choose a supplier from the list'), v.uuid('Choose a supplier from the list')), ...requestFields });

/** `POST /api/admin/bookings/:id/reservations`: an empty body drafts every stop's (null), a body one by hand. */
export const draftReservationsSchema = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((body) => (Object.keys(body).length > 0 ? body : null)),
  v.nullable(draftReservationSchema),
);

const statusFields = {
  supplierReference: optionalText(100),
  heldUntil: v.pipe(optionalDate('Held until must be a date as YYYY-MM-DD'), v.transform(blankToNull)),
};
const STATUS_MESSAGE = 'Choose a status from the list';
/** A provisional hold needs its end date, as in the supplier's own answer. */
const heldUntilGiven = (r: { status?: string; heldUntil?: string | null }) => r.status !== 'provisional' || Boolean(r.heldUntil);

/** `PUT /api/admin/reservations/:id`: the request's words, and optionally a status set by hand with the supplier's reference. */
export const reservationEditSchema = v.pipe(
  v.object({ ...requestFields, status: v.optional(v.picklist(RESERVATION_STATUS_VALUES, STATUS_MESSAGE)), ...statusFields }),
  v.forward(v.check((r) => heldUntilGiven(r), HELD_UNTIL_MESSAGE), ['heldUntil']),
);

/**
 * `POST /api/admin/reservations/:id/status`: staff's "Set status by hand", the status alone with the supplier's
 * reference and hold, so saving it never writes back a request's words a colleague changed meanwhile. The staff form
 * shows the held-until message under its field before sending; the handler refuses the same body.
 */
export const reservationStatusSchema = v.pipe(
  v.object({ status: v.picklist(RESERVATION_STATUS_VALUES, STATUS_MESSAGE), ...statusFields }),
  v.forward(v.check((r) => heldUntilGiven(r), HELD_UNTIL_MESSAGE), ['heldUntil']),
);

/**
 * The supplier's one step at `/reservations/<token>`: `POST /api/reservations/<token>`. A confirmation carries the
 * lodge's number, or says why there is none (issue 39: a confirm without a number left staff nothing to quote).
 */
export const supplierAnswerSchema = v.pipe(
  v.object({
    answer: v.picklist(SUPPLIER_ANSWERS, 'Choose confirm, provisional, decline or waitlist'),
    reference: optionalText(100),
    noReference: optionalBoolean(false),
    noReferenceReason: optionalText(300),
    heldUntil: v.pipe(optionalDate('Held until must be a date as YYYY-MM-DD'), v.transform(blankToNull)),
    note: optionalText(2000),
  }),
  v.forward(v.check((a) => a.answer !== 'provisional' || Boolean(a.heldUntil), HELD_UNTIL_MESSAGE), ['heldUntil']),
  v.forward(v.check((a) => a.answer !== 'confirm' || Boolean(a.reference) || a.noReference, CONFIRMATION_NUMBER_MESSAGE), ['reference']),
  v.forward(v.check((a) => a.answer !== 'confirm' || Boolean(a.reference) || !a.noReference || Boolean(a.noReferenceReason), NO_NUMBER_REASON_MESSAGE), ['noReferenceReason']),
);

/** "Request another lodge" (issue 39): this reservation cancelled, the same request drafted to the supplier staff pick. */
export const replaceReservationSchema = v.object({ supplierId: v.pipe(v.string('Choose another supplier from the list'), v.uuid('Choose another supplier from the list')) });

export type ReplaceReservationInput = v.InferOutput<typeof replaceReservationSchema>;
export type DraftReservationInput = v.InferOutput<typeof draftReservationSchema>;
export type ReservationEditInput = v.InferOutput<typeof reservationEditSchema>;
export type ReservationStatusInput = v.InferOutput<typeof reservationStatusSchema>;
export type SupplierAnswerInput = v.InferOutput<typeof supplierAnswerSchema>;
