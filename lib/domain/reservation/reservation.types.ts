/** A reservation as staff see it on a booking (issue 30). */
export interface ReservationView {
  id: string;
  bookingId: string;
  reference: string;
  status: 'draft' | 'requested' | 'confirmed' | 'provisional' | 'declined' | 'waitlisted' | 'cancelled';
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
  requestedAt: string | null;
  answeredAt: string | null;
  needsAttention: boolean;
  events: { kind: string; author: string | null; data: Record<string, unknown>; createdAt: string }[];
  mails: { id: string; template: string; status: string; attempts: number; error: string | null; sentAt: string | null }[];
}

/** What the supplier's page shows (`/reservations/<token>`): the request, and the answer once given. */
export interface ReservationForSupplier
  extends Pick<ReservationView, 'reference' | 'status' | 'service' | 'checkIn' | 'checkOut' | 'serviceDate' | 'travellers' | 'travellerCount' | 'note' | 'supplierReference' | 'heldUntil' | 'answerNote'> {
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
