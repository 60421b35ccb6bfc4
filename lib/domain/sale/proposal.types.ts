import type { Locale } from '../site/locale.ts';
import type { ReminderKind } from '#lib/domain/booking/balance-reminders.ts';
import type { TripDeparture, TripStop } from '../catalogue/catalogue.types.ts';
import type { BookingStatus, PaymentMethod } from '../booking/booking.schema.ts';
import type { ProposalCurrency } from './proposal.schema.ts';

/**
 * What the proposal and booking API returns and the pages show (issue 18). Client-safe: types only.
 * Amounts are numbers in the currency's major unit (stored as integer minor units); format with lib/domain/money/money.ts.
 */

/**
 * `draft` (editable) → `sent` (frozen; its link works) → `accepted`, or `replaced` once a newer version is
 * sent. "Expired" is not stored: a sent proposal past `validUntil` (SITE_TIMEZONE's today) is expired.
 */
export type ProposalStatus = 'draft' | 'sent' | 'replaced' | 'accepted' | 'declined';

export interface ProposalLine {
  label: string;
  quantity: number;
  unitPrice: number;
  /** quantity × unitPrice */
  amount: number;
}

/** The editor's body: what POST and PUT take, and what the draft endpoint prefills. */
export interface ProposalDraft {
  packageId: string | null;
  /** A fixed departure of the trip (issue 26); its date is the start date. */
  departureId: string | null;
  currency: ProposalCurrency;
  startDate: string | null;
  adults: number;
  children: number;
  depositPercent: number;
  validUntil: string;
  note: string | null;
  stops: TripStop[];
  lines: Omit<ProposalLine, 'amount'>[];
}

/** What the editor offers to start from: the body, and the trip's departures from today on (a select). */
export interface ProposalDraftOffer extends ProposalDraft {
  departures: TripDeparture[];
  /**
   * What the enquiry said of the party when it was not one number ("1-2", "9+", "not given"): the adults and
   * children are then a start, to be confirmed (issue 29). Null when staff gave them or the enquiry did exactly.
   */
  partyToConfirm: string | null;
}

/** A version as stored: the editor's fields, its lines priced, and what happened to it. */
export interface Proposal extends Omit<ProposalDraft, 'lines'> {
  id: string;
  /** The rate its lines were converted at from another currency (issue 29); null when never converted. */
  exchange: { from: ProposalCurrency; rate: number } | null;
  inquiryId: string;
  version: number;
  status: ProposalStatus;
  lines: ProposalLine[];
  total: number;
  deposit: number;
  sentAt: string | null;
  firstViewedAt: string | null;
  viewCount: number;
  replacedById: string | null;
  bookingId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One version in the enquiry's list (`GET /api/admin/inquiries/:id/proposals`), newest first. */
export type ProposalSummary = Pick<
  Proposal,
  'id' | 'version' | 'status' | 'currency' | 'total' | 'deposit' | 'validUntil' | 'startDate' | 'sentAt' | 'firstViewedAt' | 'viewCount' | 'replacedById' | 'bookingId' | 'createdAt'
> & { expired: boolean };

/** A draft's note carried over unchanged from the version before it (issue 29): the editor marks it until edited. */
export interface CarriedNote {
  version: number;
  note: string;
}

export type PublicProposalState = 'current' | 'replaced' | 'expired' | 'accepted' | 'declined';

/** The traveller's page `/proposals/<token>` (services.proposals.openByToken). No staff-only field. */
export interface PublicProposalView {
  state: PublicProposalState;
  /** The token of the newest sent version, when this one was replaced (the page links to `/proposals/<newerToken>`). */
  newerToken: string | null;
  proposal: Pick<
    Proposal,
    'version' | 'currency' | 'startDate' | 'adults' | 'children' | 'depositPercent' | 'validUntil' | 'note' | 'stops' | 'lines' | 'total' | 'deposit'
  > & {
    travellerName: string;
    tripName: string | null;
    included: string[];
    excluded: string[];
    sentAt: string;
    /** Seats this version holds for the traveller on a fixed departure while it is open (issue 39, R10); else null. */
    heldSeats: number | null;
  };
  termsPath: string;
  /** Set once accepted: what the traveller quotes on the transfer; once cancelled, when, and the refund due. */
  booking: PublicBookingFacts | null;
  /** The traveller's language (issue 42): the page is written in it. */
  locale: Locale;
}

/** The traveller's booking as their page shows it (issue 29: what was received, what is left, by when). */
export interface PublicBookingFacts {
  reference: string;
  depositAmount: number;
  currency: ProposalCurrency;
  cancelledOn: string | null;
  refundDue: number | null;
  status: BookingStatus;
  /** Paid net of refunds (decision 165). */
  paid: number;
  /** What is left of the deposit: deposit − paid, 0 once it is in (a part payment is not asked for again). */
  depositDue: number;
  /** total − paid (≤ 0 once paid in full; 0 once cancelled). */
  balance: number;
  balanceDueOn: string | null;
  /** The day the payments reached the deposit; null until then. */
  depositReceivedOn: string | null;
  /** The day they reached the total; null until then. */
  paidInFullOn: string | null;
}

/** `POST /api/proposals/:token/accept` → 201 (200 when it was accepted already). */
export interface AcceptedBooking {
  reference: string;
  bookingId: string;
  depositAmount: number;
  total: number;
  currency: ProposalCurrency;
  balanceDueOn: string | null;
  status: BookingStatus;
}

export interface BookingListItem {
  id: string;
  reference: string;
  /** Null once the enquiry was erased: the booking stays in the ledger (decision 134). */
  inquiryId: string | null;
  proposalId: string;
  status: BookingStatus;
  currency: ProposalCurrency;
  total: number;
  /** What was received (payments not voided), before refunds: the ledger's "Paid". */
  paid: number;
  /** total − net (decision 165); negative when overpaid; 0 once cancelled. */
  balance: number;
  /** Departure − 60 days (SPEC's terms); null without a start date. */
  balanceDueOn: string | null;
  departureOn: string | null;
  /** The fixed departure whose seats it takes (issue 26): its manifest is /admin/departures/<id>. */
  departureId: string | null;
  leadName: string;
  /** The deposit still owed (0 once paid). */
  depositDue: number;
  /** Refunds recorded, and paid − refunded (issue 26). */
  refunded: number;
  net: number;
/** Set once cancelled: min(paid, the band's percent × total), to the cent. */
  refundDue: number | null;
  cancelledOn: string | null;
  createdAt: string;
}

export interface BookingPage {
  items: BookingListItem[];
  total: number;
}

/** A payment voided or a refund struck out: kept and listed, struck through, and counted in no sum (issues 26, 38). */
export interface StruckOut {
  voidedAt: string | null;
  voidReason: string | null;
  voidedBy: string | null;
}

export interface PaymentView extends StruckOut {
  id: string;
  /** The amount credited, in the booking's currency: what every sum counts. */
  amount: number;
  currency: ProposalCurrency;
  /** What arrived, when it was another currency (issue 29, decision 150); null when the same. */
  received: { amount: number; currency: ProposalCurrency } | null;
  receivedOn: string;
  method: PaymentMethod;
  reference: string | null;
  recordedBy: string | null;
  createdAt: string;
}

/** Money paid back to the traveller (issue 26); one struck out (issue 38) is kept, struck through, counted in no sum. */
export interface RefundView extends StruckOut {
  id: string;
  amount: number;
  currency: ProposalCurrency;
  paidOn: string;
  method: PaymentMethod;
  reference: string | null;
  recordedBy: string | null;
  createdAt: string;
}

/** How a cancellation was priced by the schedule (issue 26): the booking page says which band applied. */
export interface BookingCancellation {
  cancelledOn: string;
  reason: string | null;
  cancelledBy: string | null;
  /** Who cancelled (issue 39): the traveller (the schedule applied) or the operator (all paid is refunded). */
  party: 'traveller' | 'operator';
  /** Whole days from the cancellation to the departure; null without a departure date. */
  daysBeforeDeparture: number | null;
  /** The band's `daysBefore`; null when fewer days were left than the last band asks (no refund). */
  bandDaysBefore: number | null;
  refundPercent: number;
  refundDue: number;
  /** What is still to pay back: refundDue − refunds recorded, never below 0. */
  refundOutstanding: number;
}

/** One entry of a booking's own timeline, as data; the page puts it into words. */
export interface BookingEventView {
  id: string;
  kind: 'created' | 'payment' | 'payment-voided' | 'refund' | 'refund-voided' | 'reminder-sent' | 'cancelled' | 'erased';
  author: string | null;
  data: Record<string, string | number | null>;
  createdAt: string;
}

/**
 * A balance reminder of a booking: `sent` once its mail was queued, `skipped` when the balance was paid before
 * it ran, `not planned` when its day had passed at booking time, else `planned` (it runs at 08:00 SITE_TIMEZONE).
 */
export interface BookingReminderView {
  kind: ReminderKind;
  on: string;
  state: 'planned' | 'sent' | 'skipped' | 'not planned' | 'stopped';
}

export interface BookingDetail extends BookingListItem {
  deposit: number;
  overpaid: boolean;
  email: string;
  phone: string;
  travellers: string[];
  proposal: ProposalSummary;
  payments: PaymentView[];
  refunds: RefundView[];
  /** Empty without a due date (no start date). */
  reminders: BookingReminderView[];
  cancellation: BookingCancellation | null;
  /** Oldest first; kept when the enquiry is erased. */
  events: BookingEventView[];
  /** The enquiry was erased: the personal fields are gone, the money stays. */
  erased: boolean;
}

export interface MoneyAmount {
  currency: ProposalCurrency;
  amount: number;
}

/** `GET /api/admin/bookings/summary`: the Overview's tiles. */
export interface BookingSummary {
  /** Sent, not accepted, replaced or expired. */
  proposalsOut: { count: number; value: MoneyAmount[] };
  acceptedLast30Days: number;
  /** Bookings whose deposit is not paid yet. */
  depositsAwaited: number;
  /** Bookings with a balance left, due within 30 days from today. */
  balancesDueNext30Days: number;
  /** A balance due date passed by at least a day, unpaid. */
  overdue: { id: string; reference: string; balance: number; currency: ProposalCurrency; balanceDueOn: string }[];
  /** Cancelled bookings whose refund due exceeds the refunds recorded (issue 26). */
  refundsDue: { id: string; reference: string; outstanding: number; currency: ProposalCurrency; cancelledOn: string }[];
}

/** A departure's manifest for staff (`GET /api/admin/departures/:id`, issue 26). */
export interface ManifestGuest {
  name: string;
  passportNumber: string;
  nationality: string;
  passportExpiry: string;
  dateOfBirth: string;
  dietary?: string | null;
  medical?: string | null;
  insurer?: string | null;
  policyNumber?: string | null;
  insurancePhone?: string | null;
}

export interface DepartureManifest {
  departure: import('../catalogue/catalogue.types.ts').StaffDeparture;
  trip: { id: string; name: string; isActive: boolean };
  bookings: {
    id: string;
    reference: string;
    status: string;
    leadName: string;
    travellers: string[];
    /** Adults + children of the proposal it accepted: the seats it takes (none once cancelled). */
    seats: number;
    currency: ProposalCurrency;
    total: number;
    paid: number;
    /** The travellers' guest details from the pack (issue 30), until deleted 90 days after the return. */
    guests: ManifestGuest[];
  }[];
  /** Sent proposals still valid for it: their seats are held until `validUntil`. */
  holds: { proposalId: string; inquiryId: string; version: number; travellerName: string; seats: number; validUntil: string }[];
}
