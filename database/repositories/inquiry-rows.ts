import type { InferEntity } from '@mikro-orm/core';
import type { Inquiry, InquiryEvent } from '../entities/index.ts';
import { tripPath } from '#lib/domain/catalogue/trip.ts';
import { searchedReference } from '#lib/domain/enquiry/inquiry-reference.ts';
import type { InquiryEventKind, InquiryEventView, InquiryReceipt, InquiryRecord, InquiryStatus, MailInquiry, SpamFlag } from '#lib/domain/enquiry/enquiry.types.ts';
import type { MailTemplate } from '#lib/domain/mail/mail.types.ts';
import type { TripRef } from '#lib/domain/catalogue/catalogue.types.ts';
import { DEFAULT_LOCALE, isLocale } from '#lib/domain/site/locale.ts';
import { COUNT_CAP, type InquiryFilters } from '#lib/domain/enquiry/inquiry-desk.schema.ts';

type InquiryEntity = InferEntity<typeof Inquiry>;
type EventEntity = InferEntity<typeof InquiryEvent>;

const iso = (value: Date | string | null | undefined) => (value == null ? null : new Date(value).toISOString());

export function toRecord(i: InquiryEntity): InquiryRecord {
  return {
    id: i.id,
    reference: i.reference,
    firstName: i.firstName,
    lastName: i.lastName,
    email: i.email,
    packageType: i.packageType,
    // Unset when the trip was not loaded with it: the desk's list and the mails read it from the row or the trip.
    tripName: i.package?.name ?? null,
    departureId: i.departure?.id ?? null,
    departureOn: i.departureOn ?? null,
    groupSize: i.groupSize,
    adults: i.adults ?? null,
    childrenAges: i.childrenAges ?? null,
    country: i.country ?? null,
    arrivalDate: i.arrivalDate ?? null,
    departureDate: i.departureDate ?? null,
    message: i.message,
    phone: i.phone ?? null,
    safariType: i.safariType ?? null,
    budgetRange: i.budgetRange ?? null,
    status: i.status as InquiryStatus,
    createdAt: i.createdAt.toISOString(),
    firstRespondedAt: iso(i.firstRespondedAt),
    needsReply: i.needsReply,
    needsReplySince: iso(i.needsReplySince),
    landingPage: i.landingPage ?? null,
    referrer: i.referrer ?? null,
    utmSource: i.utmSource ?? null,
    utmMedium: i.utmMedium ?? null,
    utmCampaign: i.utmCampaign ?? null,
    form: i.form ?? null,
    spamFlag: (i.spamFlag as SpamFlag | null) ?? null,
    spamReason: i.spamReason ?? null,
    locale: isLocale(i.locale) ? i.locale : DEFAULT_LOCALE,
  };
}

/** The enquiry's trip, when it was loaded with it (`populate: ['package']`) and still exists. */
export function tripOf(i: InquiryEntity): TripRef | null {
  const trip = i.package;
  return trip?.slug ? { id: trip.id, name: trip.name, path: tripPath(trip.slug) } : null;
}

/** What a mail says about an enquiry loaded with its trip. */
export function toMailInquiry(i: InquiryEntity): MailInquiry {
  return { ...toRecord(i), package: tripOf(i) };
}

/** The visitor's copy: nothing about how the enquiry was filed (a bot must not learn it was marked spam). */
export function toReceipt(record: InquiryRecord): InquiryReceipt {
  const { reference: _ref, status: _s, firstRespondedAt: _f, needsReply: _n, needsReplySince: _ns, landingPage: _l, referrer: _r, utmSource: _us, utmMedium: _um, utmCampaign: _uc, form: _fo, spamFlag: _sf, spamReason: _sr, ...receipt } =
    record;
  return receipt;
}

export function toEventView(e: EventEntity): InquiryEventView {
  const view: InquiryEventView = { id: e.id, kind: e.kind as InquiryEventKind, at: e.createdAt.toISOString() };
  if (e.author) view.author = e.author;
  if (e.fromStatus) view.from = e.fromStatus as InquiryStatus;
  if (e.toStatus) view.to = e.toStatus as InquiryStatus;
  if (e.data != null) view.data = e.data;
  if (e.body != null) view.body = e.body;
  if (e.subject != null) view.subject = e.subject;
  if (e.messageId != null) view.messageId = e.messageId;
  if (e.error != null) view.error = e.error;
  if (e.sentAt) view.sentAt = e.sentAt.toISOString();
  const mail = e.mail;
  if (mail?.template) {
    // A mail by reference to its outbox row (decision 140).
    view.mailStatus = mail.status;
    view.subject = mail.subject;
    view.recipient = mail.recipient;
    view.mailTemplate = mail.template as MailTemplate;
    if (typeof mail.data?.body === 'string') view.body = mail.data.body;
    if (mail.messageId) view.messageId = mail.messageId;
    if (mail.error) view.error = mail.error;
    if (mail.sentAt) view.sentAt = mail.sentAt.toISOString();
  }
  if (e.quoted != null) view.quoted = e.quoted;
  if (e.attachments) view.attachments = e.attachments;
  if (e.mailFrom) view.sender = e.mailFrom;
  return view;
}

/** The columns of a raw listing query, named as the record names them (dates as text: no time-zone shifts). */
export const RECORD_COLUMNS = `id, reference, first_name as "firstName", last_name as "lastName", email,
  package_type as "packageType", group_size as "groupSize", adults, children_ages as "childrenAges", country,
  (select p.name from packages p where p.id = inquiries.package_id) as "tripName",
  departure_id as "departureId", to_char(departure_on, 'YYYY-MM-DD') as "departureOn",
  to_char(arrival_date, 'YYYY-MM-DD') as "arrivalDate", to_char(departure_date, 'YYYY-MM-DD') as "departureDate",
  message, phone, safari_type as "safariType", budget_range as "budgetRange", status,
  created_at as "createdAt", first_responded_at as "firstRespondedAt",
  needs_reply as "needsReply", needs_reply_since as "needsReplySince",
  landing_page as "landingPage", referrer, utm_source as "utmSource", utm_medium as "utmMedium",
  utm_campaign as "utmCampaign", form, spam_flag as "spamFlag", spam_reason as "spamReason", locale`;

export type RecordRow = Omit<InquiryRecord, 'createdAt' | 'firstRespondedAt' | 'needsReplySince'> & {
  createdAt: Date | string;
  firstRespondedAt: Date | string | null;
  needsReplySince: Date | string | null;
};

export function rowToRecord(row: RecordRow): InquiryRecord {
  return { ...row, createdAt: new Date(row.createdAt).toISOString(), firstRespondedAt: iso(row.firstRespondedAt), needsReplySince: iso(row.needsReplySince) };
}

/** The same expression the trigram index of the migration covers, so PostgreSQL can use it. */
const SEARCH_TEXT = `(first_name || ' ' || last_name || ' ' || email || ' ' || message)`;

/** What staff paste from a mail: one address, nothing around it. */
const WHOLE_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `%`, `_` and the escape character itself match literally in the search. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The WHERE clause of the list and the export. With no status, spam is left out: "all" means every
 * enquiry a person sent; spam has its own filter. "Needs reply" is the flag alone, whatever the status:
 * filing as spam clears it, so one that has it had an answer someone should read.
 */
export function filterSql(filters: InquiryFilters): { sql: string; params: unknown[]; reference?: number; text?: boolean } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (filters.status) {
    clauses.push('status = ?');
    params.push(filters.status);
  } else if (filters.needsReply !== true) {
    clauses.push("status <> 'spam'");
  }
  // Read through the partial index of the enquiries waiting (decision 133).
  if (filters.needsReply === true) clauses.push('needs_reply');
  else if (filters.needsReply === false) clauses.push('not needs_reply');
  const typed = filters.q ? searchedReference(filters.q) : null;
  if (typed?.named) {
    // `AST-1234` is a reference and nothing else: the unique index on `reference` finds its one row.
    clauses.push('reference = ?');
    params.push(typed.reference);
  } else if (typed) {
    // Bare digits may be a reference or text (a year, a price): both, each by its own index (a BitmapOr).
    clauses.push(`(reference = ? or ${SEARCH_TEXT} ilike ?)`);
    params.push(typed.reference, `%${escapeLike(filters.q!)}%`);
  } else if (filters.q && WHOLE_ADDRESS.test(filters.q.trim())) {
    // A whole address finds the enquiries sent from it, by its own index: through the trigram index, an
    // address at a domain most rows share reads every row's posting lists (decision 082).
    clauses.push('lower(email) = lower(?)');
    params.push(filters.q.trim());
  } else if (filters.q) {
    clauses.push(`${SEARCH_TEXT} ilike ?`);
    params.push(`%${escapeLike(filters.q)}%`);
  }
  // A pattern match (not one reference or one address): its count has the smaller cap (SEARCH_COUNT_CAP).
  const text = clauses.some((clause) => clause.includes(' ilike '));
  return { sql: clauses.join(' and '), params, ...(typed ? { reference: typed.reference } : {}), ...(text ? { text } : {}) };
}

/**
 * The list's order: newest first (New oldest first, Needs reply the longest waiting first); when the
 * search names a reference, its enquiry comes first, above any whose text merely contains the digits.
 */
export function orderSql(filters: InquiryFilters, reference: number | undefined): { sql: string; params: unknown[] } {
  const direction = newestFirst(filters) ? 'desc' : 'asc';
  const byTime = filters.needsReply === true ? 'needs_reply_since asc, id asc' : `created_at ${direction}, id ${direction}`;
  return reference === undefined ? { sql: byTime, params: [] } : { sql: `(reference = ?) desc, ${byTime}`, params: [reference] };
}

/**
 * A count of the enquiries matching `where` that stops after `cap` + 1 rows: the index or scan
 * behind it reads at most that many, whatever the table's size (issue 20).
 */
export function cappedCount(where: string, cap = COUNT_CAP): string {
  return `(select count(*) from (select 1 from inquiries where ${where} limit ${cap + 1}) as capped)`;
}

/** Newest first, except New and Needs reply, which the desk works oldest first. */
export const newestFirst = (filters: InquiryFilters) => filters.status !== 'pending' && filters.needsReply !== true;
