import type { InquiryStatus } from './enquiry.types.ts';
import { INQUIRY_STATUSES } from '#lib/domain/enquiry/inquiry-desk.schema.ts';

/**
 * Why an enquiry is moved (issue 26, decision 133). Every write of an enquiry's status or of its
 * "needs reply" flag names one, and this table alone says what it may do.
 */
export const MOVE_CAUSES = [
  'staff',
  'reply-sent',
  'proposal-sent',
  'booking-made',
  'booking-cancelled',
  'answer-received',
  'changes-asked',
  'marked-answered',
] as const;
export type MoveCause = (typeof MOVE_CAUSES)[number];

const ALL: readonly InquiryStatus[] = INQUIRY_STATUSES;
const NOT_BOOKED: readonly InquiryStatus[] = ALL.filter((s) => s !== 'booked');

export interface Transition {
  /** The status the cause moves to: 'chosen' is the staff member's choice; null moves nothing. */
  to: InquiryStatus | 'chosen' | null;
  /** The statuses it moves from; from any other the status stays as it is. */
  from: readonly InquiryStatus[];
  /** What it does to "needs reply": set it, clear it, or (null) leave it. */
  needsReply: boolean | null;
}

/**
 * The transition table. Booked is left only by a cancelled booking: no mail, proposal or staff choice
 * moves a booked enquiry (a staff choice is refused, see `nextState`).
 */
export const TRANSITIONS: Record<MoveCause, Transition> = {
  staff: { to: 'chosen', from: ALL, needsReply: null },
  'reply-sent': { to: 'contacted', from: ['pending'], needsReply: false },
  'proposal-sent': { to: 'quoted', from: NOT_BOOKED, needsReply: false },
  'booking-made': { to: 'booked', from: ALL, needsReply: null },
  'booking-cancelled': { to: 'lost', from: ALL, needsReply: null },
  'answer-received': { to: null, from: [], needsReply: true },
  'changes-asked': { to: null, from: [], needsReply: true },
  'marked-answered': { to: null, from: [], needsReply: false },
};

/** What the rule reads of an enquiry. */
export interface InquiryState {
  status: InquiryStatus;
  needsReply: boolean;
  /** Whether staff ever responded (the first response is set). */
  responded: boolean;
  /** Whether a booking that is not cancelled backs it. */
  liveBooking: boolean;
}

export type NextState = { status: InquiryStatus; needsReply: boolean } | { refused: 'booked' };

/**
 * Where `cause` takes an enquiry in `state`. `chosen` is the status staff asked for (cause 'staff' only).
 * A staff choice on a booked enquiry with a live booking is refused (cancel the booking first); one set
 * Booked by hand, with no booking behind it, may be moved back. Filing as spam takes an enquiry out of
 * "needs reply"; taking a never-answered one out of spam puts it back in.
 */
export function nextState(state: InquiryState, cause: MoveCause, chosen?: InquiryStatus): NextState {
  const rule = TRANSITIONS[cause];
  if (rule.to === 'chosen' && !chosen) throw new Error(`The cause '${cause}' needs the chosen status`);
  let status = state.status;
  let needsReply = rule.needsReply ?? state.needsReply;
  if (cause === 'staff' && chosen && chosen !== state.status) {
    if (state.status === 'booked' && state.liveBooking) return { refused: 'booked' };
    status = chosen;
    if (chosen === 'spam') needsReply = false;
    else if (state.status === 'spam' && !state.responded) needsReply = true;
  } else if (rule.to !== 'chosen' && rule.to !== null && rule.from.includes(state.status)) {
    status = rule.to;
  }
  return { status, needsReply };
}

/** Statuses that mean staff dealt with the enquiry; spam is filing, not a response. */
export const RESPONSE_STATUSES: ReadonlySet<InquiryStatus> = new Set(['contacted', 'quoted', 'booked', 'lost']);

/** Whether the cause is a response to the traveller, which sets the first response even when the status stays. */
export const isResponse = (cause: MoveCause) => cause === 'reply-sent' || cause === 'proposal-sent';
