import * as v from 'valibot';
import { optionalText, requiredText } from '../fields.ts';
import { calendarDate } from '../sale/proposal.schema.ts';

export const RESERVATION_STATUS_VALUES = ['draft', 'requested', 'confirmed', 'provisional', 'declined', 'waitlisted', 'cancelled'] as const;
export const SUPPLIER_ANSWERS = ['confirm', 'provisional', 'decline', 'waitlist'] as const;
export const HELD_UNTIL_MESSAGE = 'Please say until when the rooms are held';
export const CHECK_OUT_MESSAGE = 'Check-out must be after check-in';

const optionalDate = (message: string) => v.optional(v.nullable(v.union([v.literal(''), calendarDate(message, false)], message)));
const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** What a reservation asks for (a drafted one by hand, or staff's edit): bounded text, real days, check-out after check-in. */
const requestFields = {
  service: requiredText('Service is required (e.g. "2 nights, full board, 2 rooms")', 300),
  checkIn: v.pipe(optionalDate('Check-in must be a date as YYYY-MM-DD'), v.transform(blankToNull)),
  checkOut: v.pipe(optionalDate('Check-out must be a date as YYYY-MM-DD'), v.transform(blankToNull)),
  serviceDate: v.pipe(optionalDate('The date must be a date as YYYY-MM-DD'), v.transform(blankToNull)),
  note: optionalText(2000),
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

/** The supplier's one step at `/reservations/<token>`: `POST /api/reservations/<token>`. */
export const supplierAnswerSchema = v.pipe(
  v.object({
    answer: v.picklist(SUPPLIER_ANSWERS, 'Choose confirm, provisional, decline or waitlist'),
    reference: optionalText(100),
    heldUntil: v.pipe(optionalDate('Held until must be a date as YYYY-MM-DD'), v.transform(blankToNull)),
    note: optionalText(2000),
  }),
  v.forward(v.check((a) => a.answer !== 'provisional' || Boolean(a.heldUntil), HELD_UNTIL_MESSAGE), ['heldUntil']),
);

export type DraftReservationInput = v.InferOutput<typeof draftReservationSchema>;
export type ReservationEditInput = v.InferOutput<typeof reservationEditSchema>;
export type ReservationStatusInput = v.InferOutput<typeof reservationStatusSchema>;
export type SupplierAnswerInput = v.InferOutput<typeof supplierAnswerSchema>;
