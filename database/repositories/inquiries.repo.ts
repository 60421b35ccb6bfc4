import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Inquiry, InquiryEvent, InquiryIdempotencyKey } from '../entities/index.ts';
import type { InquiryDetail, InquiryNote, InquiryPage, InquiryReceipt, InquiryRecord, InquiryStatus, InquiryStatusCounts, SpamFlag } from '#lib/domain/enquiry/enquiry.types.ts';
import type { ContactInquiryInput, InquiryInput } from '#lib/domain/enquiry/inquiry.schema.ts';
import { COUNT_CAP, INQUIRY_STATUSES, SEARCH_COUNT_CAP, type InquiryFilters } from '#lib/domain/enquiry/inquiry-desk.schema.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#lib/domain/site/locale.ts';
import { eventTime } from './event-time.ts';
import { moveInquiry, type MoveOptions } from './inquiry-moves.ts';
import { cappedCount, filterSql, newestFirst, orderSql, RECORD_COLUMNS, rowToRecord, toEventView, toReceipt, toRecord, tripOf, type RecordRow } from './inquiry-rows.ts';

/** Lead-source fields, shared by both forms. */
type LeadSource = Pick<InquiryInput, 'landingPage' | 'referrer' | 'utmSource' | 'utmMedium' | 'utmCampaign' | 'form'>;

/** What gets stored: the home form's fields, or the contact form's mapped onto them. */
export type NewInquiry = Omit<InquiryInput, 'website' | 'fillMs' | 'packageType' | 'groupSize' | 'locale'> & {
  /** The traveller's language; English when the caller (an import, a test) names none. */
  locale?: Locale;
  /** SPEC's interest or the contact form's safari type; left out when a trip is named (issue 29). */
  packageType?: string;
  /** The chosen departure's date, as the handler found it (issue 29). */
  departureOn?: string;
  groupSize: string;
  phone?: string;
  safariType?: string;
  budgetRange?: string;
};

/** The contact page's fields, stored on the same inquiry; it names no package or group, so those say so. */
export function contactToInquiry(input: ContactInquiryInput): NewInquiry {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    // Nothing chosen is stored as nothing: "Custom Package" is never invented (issue 29).
    packageType: input.safariType ?? '',
    groupSize: input.groupSize ?? 'not given',
    arrivalDate: input.arrivalDate,
    departureDate: input.departureDate,
    message: input.message ?? '',
    phone: input.phone,
    safariType: input.safariType,
    budgetRange: input.budgetRange,
    packageId: input.packageId,
    departureId: input.departureId,
    locale: input.locale,
    adults: input.adults,
    childrenAges: input.childrenAges,
    country: input.country,
    ...leadSourceOf(input),
  };
}

function leadSourceOf(input: LeadSource): LeadSource {
  const { landingPage, referrer, utmSource, utmMedium, utmCampaign, form } = input;
  return { landingPage, referrer, utmSource, utmMedium, utmCampaign, form };
}

/**
 * A text search whose matches PostgreSQL estimates at this many times the count's cap is reported as "more than
 * the cap" without counting; the worst estimate seen was 17 times too high (decision 147).
 */
const SURELY_MORE = 20;

/** How long a repeated `Idempotency-Key` returns the first response. */
const IDEMPOTENCY_HOURS = 24;
// Re-exported: the timeline's other writers import it from here.
export { eventTime };

/**
 * The enquiry desk's data. Writes are only staged on the request's EntityManager: the handler
 * commits them (`services.commit()` or `services.transaction()`), so an enquiry, its timeline
 * and whatever must follow it are written together or not at all.
 */
export class InquiriesRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /**
   * Stages an enquiry with its `received` event (and its Idempotency-Key, if any). Status and
   * receipt time are the server's; `createdAt` is for tests and imports only.
   */
  create(
    input: NewInquiry,
    options: { status?: 'pending' | 'spam'; spam?: { flag: SpamFlag; reason: string }; idempotencyKey?: string; createdAt?: Date } = {},
  ): InquiryRecord {
    const createdAt = options.createdAt ?? eventTime();
    // The honeypot's verdict files the enquiry as spam; a possible-spam mark leaves it New.
    const status = options.spam?.flag === 'held' ? 'spam' : (options.status ?? 'pending');
    const entity = this.em.create(Inquiry, {
      id: randomUUID(),
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      packageType: input.packageType ?? '',
      groupSize: input.groupSize,
      arrivalDate: input.arrivalDate ?? null,
      departureDate: input.departureDate ?? null,
      message: input.message,
      phone: input.phone ?? null,
      safariType: input.safariType ?? null,
      budgetRange: input.budgetRange ?? null,
      status,
      // A new enquiry waits for our answer; one filed as spam does not (decision 133).
      needsReply: status !== 'spam',
      needsReplySince: status === 'spam' ? null : createdAt,
      spamFlag: options.spam?.flag ?? null,
      spamReason: options.spam?.reason ?? null,
      createdAt,
      firstRespondedAt: null,
      landingPage: input.landingPage ?? null,
      referrer: input.referrer ?? null,
      utmSource: input.utmSource ?? null,
      utmMedium: input.utmMedium ?? null,
      utmCampaign: input.utmCampaign ?? null,
      form: input.form ?? null,
      package: input.packageId ?? null,
      departure: input.departureOn ? (input.departureId ?? null) : null,
      departureOn: input.departureOn ?? null,
      locale: input.locale ?? DEFAULT_LOCALE,
      adults: input.adults ?? null,
      childrenAges: input.childrenAges ?? null,
      country: input.country ?? null,
    });
    this.em.create(InquiryEvent, { id: randomUUID(), inquiry: entity, kind: 'received', createdAt });
    if (options.idempotencyKey) this.em.create(InquiryIdempotencyKey, { key: options.idempotencyKey, inquiry: entity, createdAt: new Date() });
    return toRecord(entity);
  }

  /** The visitor's receipt of the enquiry first sent with this key in the last 24 hours, or null. */
  async findByIdempotencyKey(key: string): Promise<InquiryReceipt | null> {
    const found = await this.em.findOne(
      InquiryIdempotencyKey,
      { key, createdAt: { $gt: new Date(Date.now() - IDEMPOTENCY_HOURS * 3600_000) } },
      { populate: ['inquiry'], refresh: true },
    );
    return found ? toReceipt(toRecord(found.inquiry)) : null;
  }

  /**
   * Forgets `key` if it is older than 24 hours, so it may be used again (its row would otherwise
   * collide with the new one). One indexed delete that runs at once: it belongs to no request's data.
   */
  async forgetExpiredIdempotencyKey(key: string): Promise<void> {
    await this.em.execute(`delete from inquiry_idempotency_keys where key = ? and created_at < now() - make_interval(hours => ?)`, [key, IDEMPOTENCY_HOURS]);
  }

  /** Forgets every key older than 24 hours (housekeeping, so the table stays small). */
  async pruneIdempotencyKeys(limit = 5_000): Promise<number> {
    const result = await this.em.execute<{ affectedRows?: number }>(
      `delete from inquiry_idempotency_keys where ctid in (
         select ctid from inquiry_idempotency_keys where created_at < now() - make_interval(hours => ?) limit ? for update skip locked)`,
      [IDEMPOTENCY_HOURS, limit],
      'run',
    );
    return result.affectedRows ?? 0;
  }

  async search(query: InquiryFilters & { limit: number; offset: number }): Promise<InquiryPage> {
    const where = filterSql(query);
    const order = orderSql(query, where.reference);
    const cap = where.text ? SEARCH_COUNT_CAP : COUNT_CAP;
    const page = this.em.execute<RecordRow[]>(
      `select ${RECORD_COLUMNS} from inquiries where ${where.sql} order by ${order.sql} limit ? offset ?`,
      [...where.params, ...order.params, query.limit, query.offset],
    );
    const [rows, total] = await Promise.all([page, this.total(where, cap, page, query)]);
    return { items: rows.map(rowToRecord), total, totalCapped: total > cap };
  }

  /**
   * The list's total: counted up to `cap` + 1, or `cap` + 1 at once for a text search PostgreSQL expects far more of.
   * A text search whose page ends before `limit` has its total in the page itself: a name or a phrase staff
   * type usually matches a few enquiries, and counting them again read every match a second time (decision 163).
   */
  private async total(
    where: { sql: string; params: unknown[]; text?: boolean },
    cap: number,
    page: Promise<RecordRow[]>,
    { limit, offset }: { limit: number; offset: number },
  ): Promise<number> {
    if (!where.text) return this.countUpTo(where.sql, where.params, cap);
    if ((await this.estimatedMatches(where.sql, where.params)) >= SURELY_MORE * cap) return cap + 1;
    const rows = await page.catch(() => null);
    if (rows && rows.length < limit && (rows.length > 0 || offset === 0)) return Math.min(offset + rows.length, cap + 1);
    return this.countUpTo(where.sql, where.params, cap);
  }

  /** How many enquiries match `where`, counted up to `cap` + 1. */
  private async countUpTo(where: string, params: unknown[], cap: number): Promise<number> {
    const [row] = await this.em.execute<{ total: string }[]>(`select ${cappedCount(where, cap)} as total`, params);
    return Number(row?.total ?? 0);
  }

  /**
   * PostgreSQL's estimate of the matches, from its statistics alone: a search for a common surname need not read
   * a thousand rows from disk to say "1,000+" (decision 147).
   */
  private async estimatedMatches(where: string, params: unknown[]): Promise<number> {
    const [row] = await this.em.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[]>(`explain (format json) select 1 from inquiries where ${where}`, params);
    return row?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
  }

  /**
   * `all` counts every enquiry but spam, like the unfiltered list; `needsReply` those waiting, whatever
   * their status (its partial index); each count stops past COUNT_CAP.
   */
  async statusCounts(): Promise<InquiryStatusCounts> {
    const columns = [
      `${cappedCount("status <> 'spam'")} as "all"`,
      `${cappedCount('needs_reply')} as "needsReply"`,
      ...INQUIRY_STATUSES.map((status) => `${cappedCount(`status = '${status}'`)} as "${status}"`),
    ];
    const [row] = await this.em.execute<Record<string, string>[]>(`select ${columns.join(', ')}`);
    return Object.fromEntries(['all', 'needsReply', ...INQUIRY_STATUSES].map((s) => [s, Number(row?.[s] ?? 0)])) as InquiryStatusCounts;
  }

  async detail(id: string): Promise<InquiryDetail | null> {
    const inquiry = await this.em.findOne(Inquiry, { id }, { populate: ['package'] });
    if (!inquiry) return null;
    // A mail's entry shows its outbox row (decision 140): the sending state as it is now.
    const events = await this.em.find(InquiryEvent, { inquiry: id }, { orderBy: { createdAt: 'asc', id: 'asc' }, populate: ['mail'] });
    return { ...toRecord(inquiry), events: events.map(toEventView), package: tripOf(inquiry) };
  }

  /**
   * The one writer of an enquiry's status and "needs reply" (decision 133): `moveInquiry` in
   * inquiry-moves.ts, e.g. `move(id, 'lost', { cause: 'booking-cancelled', author })`.
   */
  move(id: string, to: InquiryStatus | null, options: MoveOptions): Promise<InquiryRecord | 'refused' | null> {
    return moveInquiry(this.em, id, to, options);
  }

  /**
   * True once: when an enquiry whose mails the honeypot held back has just left spam (after
   * `move`, in the same transaction, whose row lock makes a second, parallel move find it
   * released). The caller stages the mails.
   */
  async releaseHeldMails(id: string): Promise<boolean> {
    const inquiry = await this.em.findOne(Inquiry, { id });
    if (!inquiry || inquiry.spamFlag !== 'held' || inquiry.status === 'spam') return false;
    inquiry.spamFlag = 'released';
    return true;
  }

  /** The traveller's language, for the subject of a mail queued to them (issue 42); English for no enquiry. */
  async localeOf(id: string | null): Promise<Locale> {
    const row = id ? await this.em.findOne(Inquiry, { id }, { fields: ['locale'] }) : null;
    return row && isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
  }

  /** Staff correct the traveller's language (issue 42); mails queued from now on are written in it. */
  async setLocale(id: string, locale: Locale): Promise<InquiryRecord | null> {
    const inquiry = await this.em.findOne(Inquiry, { id }, { populate: ['package'] });
    if (!inquiry) return null;
    inquiry.locale = locale;
    return toRecord(inquiry);
  }

  async addNote(id: string, body: string, author: string | null): Promise<InquiryNote | null> {
    const inquiry = await this.em.findOne(Inquiry, { id });
    if (!inquiry) return null;
    const note = this.em.create(InquiryEvent, { id: randomUUID(), inquiry, kind: 'note', author, body, createdAt: eventTime() });
    return { id: note.id, body, author, createdAt: note.createdAt.toISOString() };
  }

  /**
   * Locks (skipping rows another sweep holds) and returns up to `limit` enquiries with no activity (receipt,
   * status change, note or mail) since `cutoff`: the privacy notice's promise to keep an enquiry for two years
   * after our last contact. An enquiry with a booking waits longer (decision 134): until `ledgerCutoff` has passed
   * the booking's cancellation or, failing that, its departure (or, undated, its creation): five years of records.
   */
  async lockExpired(cutoff: Date, ledgerCutoff: string, limit: number): Promise<string[]> {
    const rows = await this.em.execute<{ id: string }[]>(
      `select i.id from inquiries i
        where i.created_at < ?
          and not exists (select 1 from inquiry_events e where e.inquiry_id = i.id and e.created_at >= ?)
          and not exists (select 1 from bookings b where b.inquiry_id = i.id and coalesce(b.cancelled_on, b.departure_on, b.created_at::date) > ?)
        limit ? for update skip locked`,
      [cutoff, cutoff, ledgerCutoff, limit],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Deletes the enquiries `ids` at once: events, keys and queued mails go with them by cascade; their bookings
   * and proposals stay (the keys set null), anonymised by the caller first. Callers record the audit entry.
   */
  async eraseMany(ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.em.execute<{ affectedRows?: number }>(`delete from inquiries where id in (${ids.map(() => '?').join(', ')})`, [...ids], 'run');
    return result.affectedRows ?? 0;
  }

  /** Erasure on request: the database removes the timeline and any Idempotency-Key with it. */
  async remove(id: string): Promise<boolean> {
    const inquiry = await this.em.findOne(Inquiry, { id });
    if (!inquiry) return false;
    this.em.remove(inquiry);
    return true;
  }

  /**
   * The export's query, for a cursor on a connection of its own (decision 085): `select` (one text
   * expression over `inquiries`) for every enquiry matching `filters`, in the list's order, with `$n`
   * placeholders as a plain `pg` client takes them.
   */
  exportQuery(filters: InquiryFilters, select: string): { text: string; values: unknown[] } {
    const where = filterSql(filters);
    const direction = newestFirst(filters) ? 'desc' : 'asc';
    let placeholder = 0;
    const whereSql = where.sql.replace(/\?/g, () => `$${++placeholder}`);
    return { text: `select ${select} from inquiries where ${whereSql} order by created_at ${direction}, id ${direction}`, values: where.params };
  }
}
