import type { TripRef } from '../catalogue/catalogue.types.ts';
import type { Locale } from '../site/locale.ts';
import type { MailTemplate } from '../mail/mail.types.ts';
import type { InquiryEventData } from './inquiry-event-data.ts';
import type { INQUIRY_STATUSES } from './inquiry-desk.schema.ts';

/**
 * The enquiry desk: enquiries, their timeline and saved replies.
 * The plain, serialisable shapes that repositories return and pages and the API send. Client-safe: types only.
 */
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
  /** Who travels (issue 40), when the traveller said: adults, each child's age, the ISO country they live in. */
  adults: number | null;
  childrenAges: number[] | null;
  country: string | null;
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
  /** The traveller's language (issue 42): the page it was sent from, or what staff set on the enquiry. */
  locale: Locale;
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
> & {
  /** The departure chosen had its last seats held for others: the enquiry joined its waitlist (issue 39, R10). */
  waitlisted?: boolean;
};

/** What a mail says about its enquiry (the repository reads it; an enquiry mail keeps it as it was received, decision 140). */
export type MailInquiry = Pick<
  InquiryRecord,
  | 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'packageType' | 'groupSize' | 'arrivalDate' | 'departureDate'
  | 'budgetRange' | 'message' | 'createdAt' | 'landingPage' | 'referrer' | 'utmSource' | 'utmMedium' | 'utmCampaign' | 'form'
> &
  // `locale` is missing from enquiries kept in mails queued before issue 42: those were English.
  Partial<Pick<InquiryRecord, 'spamFlag' | 'spamReason' | 'locale' | 'adults' | 'childrenAges' | 'country'>> & {
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