import type { ReservationView } from '#lib/domain/reservation/reservation.types.ts';

export type ReservationStatus = ReservationView['status'];
export type SupplierAnswer = 'confirm' | 'provisional' | 'decline' | 'waitlist';

/**
 * Why a reservation's status moves (issue 30): the request sent, the supplier's answer by its link, staff's choice
 * by hand, the booking's cancellation. Every write of the status names one, and `nextReservationStatus` alone
 * says where it leads (the way lib/domain/enquiry/inquiry-status.ts does it for enquiries).
 */
export type ReservationMove =
  | { cause: 'sent' }
  | { cause: 'answered'; answer: SupplierAnswer }
  | { cause: 'staff'; status: ReservationStatus }
  | { cause: 'booking-cancelled' }
  | { cause: 'hold-passed' };

/** The Overview's watch (issue 30; 7 days since issue 41): a hold this close to its end, a departure this close with a reservation unconfirmed. */
export const HOLD_WARNING_DAYS = 7;
export const DEPARTING_WITHIN_DAYS = 45;

/** A confirm, a decline or a cancellation ends the supplier's link; a provisional or waitlisted answer does not. */
export const FINAL_STATUSES: readonly ReservationStatus[] = ['confirmed', 'declined', 'cancelled'];

const ANSWERED: Record<SupplierAnswer, ReservationStatus> = { confirm: 'confirmed', provisional: 'provisional', decline: 'declined', waitlist: 'waitlisted' };

/**
 * Where `move` takes a reservation in status `from`, or 'refused'. Sending (or sending again) requests a draft and
 * leaves an open answer as it is; an answer is refused once the status is final; staff may set any status; a
 * booking's cancellation cancels all but a declined one (nothing to cancel there). A provisional hold whose day has
 * passed lapses (issue 41); a lapsed hold is not final: the lodge may still hold again or confirm by its link.
 */
export function nextReservationStatus(from: ReservationStatus, move: ReservationMove): ReservationStatus | 'refused' {
  switch (move.cause) {
    case 'sent':
      if (FINAL_STATUSES.includes(from)) return 'refused';
      return from === 'draft' ? 'requested' : from;
    case 'answered':
      return FINAL_STATUSES.includes(from) ? 'refused' : ANSWERED[move.answer];
    case 'staff':
      return move.status;
    case 'booking-cancelled':
      return from === 'declined' ? from : 'cancelled';
    case 'hold-passed':
      return from === 'provisional' ? 'lapsed' : 'refused';
  }
}
