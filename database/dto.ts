import type { INQUIRY_STATUSES } from './schemas/inquiry-desk.schema.ts';
import type { AdminRole } from './schemas/staff.schema.ts';
import type { InquiryEventData } from './inquiry-event-data.ts';

/**
 * The plain, serialisable shapes that repositories return and pages and the API send.
 * Client-safe: types only.
 */
export interface SafariPackage {
  id: string;
  name: string;
  type: string;
  price: number;
  duration: string;
  description: string;
  features: string[];
  accommodation: string;
  groupSize: string;
  imageUrl: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  /** The trip page's slug and address, and the card's "from" price (see TripDetails). */
  slug: string;
  path: string;
  fromPrice: number | null;
  /** The duration as shown to travellers: "7 days, 6 nights" from the itinerary when it has one (lib/itinerary-days.ts). */
  lengthText: string;
}

/** Meals included at a stop: breakfast, lunch, dinner. */
export type Meal = 'B' | 'L' | 'D';

/** One stop of a trip's itinerary. Day numbers are computed from the nights of the stops before it. */
export interface TripStop {
  title: string;
  description: string;
  /** 0-30; a stop of 0 nights is passed through on the way (a transfer, a day visit). */
  nights: number;
  placeName: string;
  lat: number;
  lng: number;
  lodge?: string;
  lodgeUrl?: string;
  /** The supplier (issue 30) that this stop's lodge is reserved with. */
  supplierId?: string;
  meals?: Meal[];
  activities?: string[];
}

/** A price season; `from`/`to` are "MM-DD" and may wrap the new year ("11-01" to "03-31"). */
export interface TripSeason {
  label: string;
  from: string;
  to: string;
  pricePerPerson: number;
}

/**
 * A fixed group departure ("YYYY-MM-DD"). A trip without any is private, on any date. `seatsTaken` is counted
 * (issue 26, decision 135): travellers of live bookings, seats held by sent proposals, and seats staff blocked.
 */
export interface TripDeparture {
  id: string;
  date: string;
  seats: number;
  seatsTaken: number;
  /** Never below 0 (holds may outnumber the seats after staff lowered them). */
  seatsLeft: number;
}

/** What staff see of a departure beside the public figures (the trip editor, the manifest). */
export interface StaffDeparture extends TripDeparture {
  /** Set aside by hand, e.g. an agent's allocation. */
  blockedSeats: number;
  /** Travellers of live (not cancelled) bookings. */
  booked: number;
  /** Travellers of sent proposals still valid. */
  held: number;
}

/** What a package is as a trip, beyond SPEC's card fields. */
export interface TripDetails {
  /** Unique, made from the name; a rename moves it to the new name's slug and the old one answers 301. */
  slug: string;
  /** `/packages/<slug>` */
  path: string;
  itinerary: TripStop[];
  included: string[];
  excluded: string[];
  seasons: TripSeason[];
  singleSupplement: number | null;
  departures: TripDeparture[];
  /** The lowest season price, else SPEC's `price`; null when that is 0 ("Price on request"). */
  fromPrice: number | null;
}

/** A whole trip: SPEC's package plus its trip details (`GET /api/packages/:slug`, the trip page, the editor). */
export type Trip = SafariPackage & TripDetails;

/** How an enquiry or a mail names its trip. */
export interface TripRef {
  id: string;
  name: string;
  path: string;
}

export interface TestimonialView {
  id: string;
  name: string;
  country: string;
  rating: number;
  comment: string;
  packageType: string | null;
}

export interface InquiryRecord {
  id: string;
  /** The short reference (shown as AST-1234), in mail subjects and the desk. */
  reference: number;
  firstName: string;
  lastName: string;
  email: string;
  packageType: string;
  /** The trip it names (issue 29), read with it: shown wherever the interest shows. */
  tripName: string | null;
  /** The trip's fixed departure the traveller chose (issue 29), its id and date. */
  departureId: string | null;
  departureOn: string | null;
  groupSize: string;
  arrivalDate: string | null;
  departureDate: string | null;
  message: string;
  phone: string | null;
  safariType: string | null;
  budgetRange: string | null;
  status: InquiryStatus;
  createdAt: string;
  /** When staff first moved it on from New; null while it waits. */
  firstRespondedAt: string | null;
  /** Waiting for our answer, whatever the status (decision 133), and since when; null when not waiting. */
  needsReply: boolean;
  needsReplySince: string | null;
  landingPage: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  form: string | null;
  /** Set when the form's spam checks tripped (see SpamFlag); null for every other enquiry. */
  spamFlag: SpamFlag | null;
  /** Why the checks marked it, in staff's words. */
  spamReason: string | null;
}

/**
 * `possible`: sent faster than people usually type; handled as any enquiry, marked for staff.
 * `held`: the honeypot filed it as spam and its mails were held back; `released` once a move out of
 * spam sent them (they go once).
 */
export type SpamFlag = 'possible' | 'held' | 'released';

export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** What a visitor gets back for an enquiry: their own fields, never how staff (or the spam check) filed it. */
export type InquiryReceipt = Omit<
  InquiryRecord,
  'reference' | 'status' | 'firstRespondedAt' | 'needsReply' | 'needsReplySince' | 'landingPage' | 'referrer' | 'utmSource' | 'utmMedium' | 'utmCampaign' | 'form' | 'spamFlag' | 'spamReason'
>;

/** What a mail says about its enquiry (the repository reads it; an enquiry mail keeps it as it was received, decision 140). */
export type MailInquiry = Pick<
  InquiryRecord,
  | 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'packageType' | 'groupSize' | 'arrivalDate' | 'departureDate'
  | 'budgetRange' | 'message' | 'createdAt' | 'landingPage' | 'referrer' | 'utmSource' | 'utmMedium' | 'utmCampaign' | 'form'
> &
  Partial<Pick<InquiryRecord, 'spamFlag' | 'spamReason'>> & {
  /** The trip it was sent from, named and linked in the operator's alert. */
  package?: TripRef | null;
  /** The trip's name and the departure chosen, when read with it (issue 29). */
  tripName?: string | null;
  departureOn?: string | null;
};

/** Proposal and booking entries: decision 100. */
export type InquiryEventKind = 'received' | 'status' | 'note' | 'mail' | 'proposal-sent' | 'proposal-viewed' | 'changes-asked' | 'declined' | 'booked' | 'payment' | 'inbound' | 'inbound-held' | 'answered';

/** A file of a traveller's answer: stored (with an id to download it by) or skipped for its size. */
export interface InboundAttachmentView {
  id?: string;
  name: string;
  size: number;
  contentType: string;
  skipped?: boolean;
}

/** One entry of an enquiry's timeline; only the fields its kind has are present. */
export interface InquiryEventView {
  id: string;
  kind: InquiryEventKind;
  at: string;
  author?: string;
  from?: InquiryStatus;
  to?: InquiryStatus;
  /** What happened, as data (decision 143); components/admin/inquiries/event-words.ts puts it into words. */
  data?: InquiryEventData;
  /** A note's or an answer's own text; the words of an entry stored before its kind had data. */
  body?: string;
  subject?: string;
  mailStatus?: string;
  messageId?: string;
  error?: string;
  sentAt?: string;
  /** Mail events: the recipient, and which mail it is. */
  recipient?: string;
  mailTemplate?: MailTemplate;
  /** Inbound events: the history the answer quoted (shown folded), and its attachments. */
  quoted?: string;
  attachments?: InboundAttachmentView[];
  /** Inbound and held mail (decision 136): the sender's address, never its display name. */
  sender?: string;
}

/** A mail held as "From another sender" (decision 136), as the Overview lists it. */
export interface HeldMailSummary {
  inquiryId: string;
  reference: number;
  name: string;
  /** The sender's address, never its display name. */
  sender: string | null;
  at: string;
}

export interface InquiryDetail extends InquiryRecord {
  /** Oldest first. */
  events: InquiryEventView[];
  /** The trip the enquiry was sent from (its page's form); null when none, or the trip was deleted. */
  package: TripRef | null;
}

export interface InquiryNote {
  id: string;
  body: string;
  author: string | null;
  createdAt: string;
}

export interface InquiryPage {
  items: InquiryRecord[];
  /** Exact up to COUNT_CAP (SEARCH_COUNT_CAP for a text search); that cap + 1 when more match (then `totalCapped`). */
  total: number;
  totalCapped: boolean;
}

/** Each status's count, every enquiry but spam (`all`), and those waiting for a reply whatever their status. */
export type InquiryStatusCounts = Record<'all' | 'needsReply' | InquiryStatus, number>;

export interface GalleryFolderView {
  id: string;
  name: string;
  description: string | null;
  coverImageUrl: string | null;
  isActive: boolean;
  sortOrder: number;
  createdAt: string;
}

export interface GalleryView {
  id: string;
  folderId: string;
  name: string;
  description: string | null;
  coverImageUrl: string | null;
  isActive: boolean;
  sortOrder: number;
  createdAt: string;
}

export interface GalleryPhotoView {
  id: string;
  galleryId: string;
  title: string;
  description: string | null;
  imageUrl: string;
  thumbnailUrl: string | null;
  isActive: boolean;
  sortOrder: number;
  createdAt: string;
}

export interface AdminView {
  id: string;
  username: string;
  email: string;
  /** A colleague created the account: until its owner picks a password, only Settings is open to them. */
  mustChangePassword: boolean;
  /**
   * The e-mail is a placeholder (`.invalid`, the first owner's when ADMIN_EMAIL is unset): until a real one is
   * given, only Settings is open, as for a first password (decision 158).
   */
  needsEmail: boolean;
  /** What the account may do (lib/admin-roles.ts); read from the database at every request. */
  role: AdminRole;
}

export interface AdminAccount extends AdminView {
  isActive: boolean;
  mustChangePassword: boolean;
  createdAt: string;
}

export interface TestimonialRecord extends TestimonialView {
  isActive: boolean;
  createdAt: string;
}

export interface UploadedImage {
  id: string;
  /** The widest variant, e.g. /images/<hash>-1600.webp; narrower ones share the name with their width. */
  url: string;
  width: number;
  height: number;
}

export interface ActivityEntry {
  id: string;
  at: string;
  actorId: string | null;
  actorName: string;
  action: string;
  kind: string;
  recordType: string;
  recordId: string | null;
  label: string | null;
  changes: Record<string, unknown> | null;
  ip: string | null;
  /**
   * For an enquiry's entries, the traveller's name while the enquiry exists: read when the log is
   * shown, never stored in it (erasure leaves "an enquiry").
   */
  subject?: string | null;
  /** For a booking's entries, the booking's currency, so its figures read as money (issue 29). */
  currency?: string;
}

export interface ActivityPage {
  items: ActivityEntry[];
  total: number;
}

export type MailTemplate =
  | 'operator-alert' | 'acknowledgement' | 'reply'
  // Proposals and bookings (decision 100).
  | 'proposal' | 'booking-confirmation' | 'booking-alert' | 'changes-alert' | 'balance-reminder'
  // Issue 26.
  | 'booking-cancelled'
  // The bank details and what is due, sent from a booking (issue 29); rendered from the booking and Settings.
  | 'payment-details'

  // A traveller's accept found the departure full (issue 26).
  | 'departure-full-alert'
  // The traveller declined a proposal (issue 26).
  | 'declined-alert'
  // A password link to a member of staff (decision 122).
  | 'password-reset'
  // Issue 29: a payment's receipt, the "paid in full" note, and the traveller's copy of a change request.
  | 'payment-receipt' | 'paid-in-full' | 'changes-copy'
  // A review asked for after the trip, and its one reminder (issue 31).
  | 'review-request' | 'review-reminder'
  // Issue 30: the traveller's pack link, and a reservation's request, reminder and cancellation to its supplier.
  | 'trip-pack' | 'reservation-request' | 'reservation-reminder' | 'reservation-cancellation';

/** One mail of the outbox (decision 140), as the worker and the mail-problems list see it. */
export interface MailRecord {
  id: string;
  /** The enquiry it is about (its timeline shows it), if any. */
  inquiryId: string | null;
  /** The staff account it goes to, if any. */
  adminId: string | null;
  template: MailTemplate;
  recipient: string;
  subject: string;
  /** The template's input as it was when queued; null once a secret's mail is done. */
  data: Record<string, unknown>;
  /** Staff's words (a reply), or the message a staff alert quotes. */
  body: string | null;
  status: 'queued' | 'sent' | 'failed' | 'expired';
  attempts: number;
  lastError: string | null;
  messageId: string | null;
  sentAt: string | null;
  createdAt: string;
}

/** How the mailbox IMAP_URL reads was last found (the IMAP worker keeps it current), for the Overview. */
export interface MailboxState {
  /** "desk@safari.example on imap.example.com" */
  mailbox: string;
  reachable: boolean;
  /** The first failure of the current outage. */
  failingSince: string | null;
  lastError: string | null;
  checkedAt: string;
}

/** A mail whose retries are spent, with whom the enquiry is from, for the dashboard's "mail problems". */
/** What the desk shows of a mail: never its data (a password link, the enquiry as received). */
export type MailView = Omit<MailRecord, 'data'>;

export interface MailProblem extends MailView {
  inquiryId: string;
  inquiryName: string;
}

/** A mail that has been failing for a while and is still being retried (the Overview's "mail delayed"). */
export interface MailDelay {
  id: string;
  inquiryId: string;
  inquiryName: string;
  recipient: string;
  subject: string;
  /** The mail server's last answer (shown in words by lib/mail-trouble.ts). */
  lastError: string | null;
  attempts: number;
  failingSince: string;
  /** When the queue tries it next; null while a worker is trying it right now. */
  nextTryAt: string | null;
}

/** A reply staff reuse; `{firstName}`, `{trip}` and `{arrivalDate}` are filled from the enquiry in the reply form. */
export interface SavedReplyView {
  id: string;
  name: string;
  subject: string;
  body: string;
  updatedAt: string;
}

/** A saved reply as lists show it: without its message, which is fetched when one is picked or edited. */
export type SavedReplySummary = Omit<SavedReplyView, 'body'>;

/** One page of saved replies by name; `nextOffset` asks for the next, null at the end. */
export interface SavedReplyPage {
  replies: SavedReplySummary[];
  total: number;
  nextOffset: number | null;
}
