import type { Rooms } from './reservation-drafts.ts';

/** What a lodge needs to room and feed the party (issue 39), staff-edited before sending. */
export interface ReservationNeeds {
  rooms: Rooms;
  arrivalTime: string | null;
  arrivalBy: 'road' | 'flight' | null;
  arrivalDetails: string | null;
  diets: string | null;
  allergies: string | null;
  specialRequests: string | null;
}

/** A reservation as staff see it on a booking (issue 30). */
export interface ReservationView extends ReservationNeeds {
  id: string;
  bookingId: string;
  reference: string;
  status: 'draft' | 'requested' | 'confirmed' | 'provisional' | 'declined' | 'waitlisted' | 'cancelled' | 'lapsed';
  supplier: { id: string; name: string; kind: string; email: string; phone: string | null; address: string | null };
  service: string;
  checkIn: string | null;
  checkOut: string | null;
  serviceDate: string | null;
  travellers: string[];
  travellerCount: number;
  note: string | null;
  supplierReference: string | null;
  heldUntil: string | null;
  answerNote: string | null;
  /** The lodge confirmed without a number, and why (issue 39). */
  noReferenceReason: string | null;
  /** The traveller saved guest details after this request went: the lodge's rooming list is out of date. */
  roomingOutdated: boolean;
  /** The reservation staff drafted with another supplier in its place ("Request another lodge"). */
  replacedBy: string | null;
  requestedAt: string | null;
  answeredAt: string | null;
  needsAttention: boolean;
  events: { kind: string; author: string | null; data: Record<string, unknown>; createdAt: string }[];
  mails: { id: string; template: string; status: string; attempts: number; error: string | null; sentAt: string | null }[];
}

/** What the supplier's page shows (`/reservations/<token>`): the request, and the answer once given. */
export interface ReservationForSupplier
  extends ReservationNeeds,
    Pick<ReservationView, 'reference' | 'status' | 'service' | 'checkIn' | 'checkOut' | 'serviceDate' | 'travellers' | 'travellerCount' | 'note' | 'supplierReference' | 'heldUntil' | 'answerNote' | 'noReferenceReason'> {
  supplierName: string;
  /** The guests cancelled the whole booking (a reservation cancelled alone has only its status 'cancelled'). */
  bookingCancelled: boolean;
}

/** "3 of 5 confirmed": cancelled reservations are not counted. */
export interface ReservationTally {
  confirmed: number;
  total: number;
}

/** A supplier (a lodge, a transfer company) as staff see and pick it (issue 30). */
export interface SupplierView {
  id: string;
  name: string;
  kind: string;
  email: string;
  phone: string | null;
  address: string | null;
  notes: string | null;
}

/** Whether a booking's vouchers reach its traveller (database/repositories/voucher-release.ts holds the rule). */
export interface VoucherRelease {
  /** The traveller may open the vouchers: paid in full, or released early by an owner. */
  released: boolean;
  paidInFull: boolean;
  releasedAt: string | null;
  releasedBy: string | null;
}
