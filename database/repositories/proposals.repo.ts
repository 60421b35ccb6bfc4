import { DEFAULT_LOCALE, isLocale, type Locale } from '#lib/domain/site/locale.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Booking, Departure, Inquiry, InquiryEvent, Package, Proposal } from '../entities/index.ts';
import type { CarriedNote, Proposal as ProposalView, ProposalDraftOffer, ProposalSummary, PublicProposalView } from '#lib/domain/sale/proposal.types.ts';
import { siteToday } from '../site-time-zone.ts';
import { countSeats, toPublicDeparture } from './departure-seats.ts';
import { inquiryOfProposal, liveBookingOf, lockInquiry, saleMessages, seatsFor } from './sale-locks.ts';
import { DEFAULT_DEPOSIT_PERCENT, type ProposalDraftQuery, type ProposalInput } from '#lib/domain/sale/proposal.schema.ts';
import { addDays, toPlainDate } from '#lib/domain/dates.ts';
import { proposalTotals, toMinor } from '#lib/domain/money/money.ts';
import { seasonFor } from '#lib/domain/catalogue/trip.ts';
import { eventTime } from './inquiries.repo.ts';
import { openProposal, type ProposalLinks } from './proposal-public.ts';
import { carriedNote, draftPreview } from './proposal-drafts.ts';
import { partyOf, SINGLE_SUPPLEMENT_LABEL, isExpired, toProposal, toSummary, type ProposalRow } from './proposal-rows.ts';

/** A request for changes as recorded: whose, and whether the version asked about could still be accepted. */
export interface ChangesAsked {
  inquiryId: string;
  travellerName: string;
  state: 'open' | 'expired' | 'replaced';
  /** The version asked about, and the traveller its copy goes to (issue 29). */
  version: number;
  firstName: string;
  email: string;
}

/** How long a proposal stays valid unless staff say otherwise. */
const DEFAULT_VALID_DAYS = 14;

/** Why a departure cannot be named (400 under `departureId`): unknown, another trip's, or already left. */
export type DepartureRefusal = 'no-departure' | 'other-trip-departure' | 'past-departure';
export type SaveOutcome = ProposalView | 'no-inquiry' | 'no-package' | 'frozen' | DepartureRefusal | null;
/** A send refused for the sale's rules (409): the enquiry is booked, or the departure has too few seats left. */
export type SendRefusal = { refused: string; field?: 'departureId' };

/** What sending needs to know: the proposal, its traveller, and the trip's name for the PDF. */
export interface SendingProposal {
  proposal: ProposalView;
  /** `locale`: the traveller's language (issue 42), which the mail and the PDF are written in; absent, English. */
  traveller: { firstName: string; lastName: string; email: string; locale?: Locale };
  tripName: string | null;
  included: string[];
  excluded: string[];
}

/**
 * Proposals of an enquiry (issue 18, decision 100). Writes are staged; the handler commits. Sending and
 * accepting lock the proposal's row, so they must run inside the handler's transaction.
 */
export class ProposalsRepository {
  private readonly em: EntityManager;
  private readonly links: ProposalLinks | undefined;

  /** `links` derives tokens (server/links/token-links.ts): only the traveller's page needs it. */
  constructor(em: EntityManager, links?: ProposalLinks) {
    this.em = em;
    this.links = links;
  }

  /**
   * The traveller's page `/proposals/<token>`: the proposal as they may see it, and its state; null for a
   * token that names nothing. Reads only: the page's beacon records a view (recordProposalView, decision 143).
   */
  async openByToken(token: string): Promise<PublicProposalView | null> {
    if (!this.links) throw new Error('ProposalsRepository.openByToken needs the link helpers');
    return openProposal(this.em, token, this.links);
  }

  /** Issue 39 (R7): what a link's proposal says of its travel date, read before it is booked. */
  async travelDateOf(tokenHash: string): Promise<Pick<ProposalView, 'packageId' | 'startDate' | 'departureId'> | null> {
    const row = await this.em.findOne(Proposal, { tokenHash });
    return row ? { packageId: row.package?.id ?? null, startDate: toPlainDate(row.startDate) ?? null, departureId: row.departure?.id ?? null } : null;
  }

  /** A sent version's link nonce (its token is derived from it), for staff's "Copy traveller link" (issue 29). */
  async linkNonceOf(id: string): Promise<string | null> {
    const row = await this.em.findOne(Proposal, { id }, { fields: ['linkNonce'] });
    return row?.linkNonce ?? null;
  }

  /** A draft as the traveller will see it once sent (staff's preview, issue 29); null unless a draft. */
  previewDraft(id: string): Promise<(PublicProposalView & { inquiryId: string }) | null> {
    return draftPreview(this.em, id);
  }

  /** A draft's note when it is the previous version's, unchanged (issue 29). */
  carriedNote(id: string): Promise<CarriedNote | null> {
    return carriedNote(this.em, id);
  }

  /** The editor's starting point: the trip's stops and its season price for the date and party. */
  async draft(inquiryId: string, query: ProposalDraftQuery, today: string): Promise<ProposalDraftOffer | null> {
    const inquiry = await this.em.findOne(Inquiry, { id: inquiryId }, { populate: ['package'] });
    if (!inquiry) return null;
    const packageId = query.packageId ?? inquiry.package?.id ?? null;
    const trip = packageId ? await this.em.findOne(Package, { id: packageId }) : null;
    const departures = trip ? ((await countSeats(this.em, { packageId: trip.id }, today)).get(trip.id) ?? []).filter((d) => d.date >= today) : [];
    // The departure the traveller chose on the trip's page (issue 29), while it is this trip's and still ahead.
    const chosen = !query.startDate && inquiry.departure ? departures.find((d) => d.id === inquiry.departure!.id) : undefined;
    const arrival = toPlainDate(inquiry.arrivalDate);
    const startDate = chosen?.date ?? query.startDate ?? (arrival && arrival >= today ? arrival : null);
    // A range ("1-2") is not a party: the draft says so rather than quoting its lower bound unseen (issue 29).
    const party = partyOf(inquiry.groupSize, query);
    const { adults, children } = party;
    const lines: ProposalDraftOffer['lines'] = [];
    if (trip) {
      const season = seasonFor(trip.seasons, startDate ?? today);
      const price = season?.pricePerPerson ?? Number(trip.price);
      const name = season ? `${trip.name}, ${season.label}` : trip.name;
      lines.push({ label: `${name} per person`, quantity: adults, unitPrice: price });
      if (children > 0) lines.push({ label: `${name} per person (children)`, quantity: children, unitPrice: price });
      const supplement = trip.singleSupplement == null ? 0 : Number(trip.singleSupplement);
      // SPEC's terms: double occupancy, a single supplement for a solo traveller; an odd adult out needs a room too.
      if (supplement > 0 && adults % 2 === 1) lines.push({ label: SINGLE_SUPPLEMENT_LABEL, quantity: 1, unitPrice: supplement });
    }
    return {
      packageId: trip?.id ?? null,
      departureId: chosen?.id ?? null,
      departures: departures.map(toPublicDeparture),
      currency: 'USD',
      startDate,
      adults,
      children,
      partyToConfirm: party.toConfirm,
      depositPercent: DEFAULT_DEPOSIT_PERCENT,
      validUntil: addDays(today, DEFAULT_VALID_DAYS),
      note: null,
      stops: trip?.itinerary ?? [],
      lines,
    };
  }

  async create(inquiryId: string, input: ProposalInput, author: string | null): Promise<SaveOutcome> {
    const inquiry = await this.em.findOne(Inquiry, { id: inquiryId });
    if (!inquiry) return 'no-inquiry';
    const fields = await this.fields(input);
    if (typeof fields === 'string') return fields;
    // Two versions created at once for one enquiry: the unique (inquiry, version) key refuses the second (a 409).
    const [last] = await this.em.execute<{ version: number | null }[]>(`select max(version) as version from proposals where inquiry_id = ?`, [inquiryId]);
    const row = this.em.create(Proposal, {
      id: randomUUID(),
      inquiry,
      version: (last?.version ?? 0) + 1,
      status: 'draft',
      author,
      viewCount: 0,
      ...fields,
    });
    return toProposal(row, null);
  }

  /**
   * A draft changes in place; a sent version is frozen, so its change becomes the next version (a new draft,
   * returned with its own id). Accepted and replaced versions: 'frozen'.
   */
  async update(id: string, input: ProposalInput, author: string | null): Promise<SaveOutcome> {
    const row = await this.em.findOne(Proposal, { id }, { populate: ['inquiry'] });
    if (!row) return null;
    if (row.status === 'draft') {
      const fields = await this.fields(input);
      if (typeof fields === 'string') return fields;
      Object.assign(row, fields, { author });
      return toProposal(row, null);
    }
    if (row.status !== 'sent') return 'frozen';
    return this.create(row.inquiry.id, input, author);
  }

  async get(id: string): Promise<ProposalView | null> {
    const row = await this.em.findOne(Proposal, { id });
    return row ? toProposal(row, await this.bookingIdOf(id)) : null;
  }

  /** Every version, newest first; null when the enquiry does not exist. */
  async list(inquiryId: string, today: string): Promise<ProposalSummary[] | null> {
    if (!(await this.em.count(Inquiry, { id: inquiryId }))) return null;
    const rows = await this.em.find(Proposal, { inquiry: inquiryId }, { orderBy: { version: 'desc' } });
    const bookings = await this.em.find(Booking, { proposal: { $in: rows.map((r) => r.id) } });
    const bookingOf = new Map(bookings.map((b) => [b.proposal.id, b.id]));
    return rows.map((row) => toSummary(row, bookingOf.get(row.id) ?? null, today));
  }

  /** The proposal with what its PDF and mail show. */
  async forSending(id: string): Promise<SendingProposal | null> {
    const row = await this.em.findOne(Proposal, { id }, { populate: ['inquiry'] });
    if (!row) return null;
    const { firstName, lastName, email, locale } = row.inquiry;
    const traveller = { firstName, lastName, email, locale: isLocale(locale) ? locale : DEFAULT_LOCALE };
    return { proposal: toProposal(row, await this.bookingIdOf(id)), traveller, tripName: row.tripName ?? null, included: row.included, excluded: row.excluded };
  }

  /**
   * Marks a draft sent with its link (inside the handler's transaction, the row locked): the enquiry's
   * other sent versions become replaced by it, the timeline says so, and the enquiry moves to Quoted.
   * 'busy' when it is no longer a draft (another send won).
   */
  async markSent(id: string, link: { nonce: string; tokenHash: string }, author: string | null): Promise<ProposalView | SendRefusal | 'busy' | null> {
    // Locks in the sale's order (decision 135): the enquiry, then this proposal, then its departure.
    const inquiryId = await inquiryOfProposal(this.em, { id });
    if (!inquiryId || !(await lockInquiry(this.em, inquiryId))) return null;
    const row = await this.em.findOne(Proposal, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, populate: ['inquiry'] });
    if (!row) return null;
    if (row.status !== 'draft') return 'busy';
    // One live booking per enquiry: a new version would let the traveller book a second time.
    const booked = await liveBookingOf(this.em, inquiryId);
    if (booked) return { refused: saleMessages.booked(booked.reference) };
    if (row.departure) {
      const seats = await seatsFor(this.em, row.departure.id, inquiryId, row.adults + row.children, siteToday(), true);
      if (seats && seats.left < seats.wanted) return { refused: saleMessages.overSeats(seats), field: 'departureId' };
    }
    const now = eventTime();
    Object.assign(row, { status: 'sent', sentAt: now, linkNonce: link.nonce, tokenHash: link.tokenHash });
    const older = await this.em.find(Proposal, { inquiry: row.inquiry.id, status: 'sent', id: { $ne: id } });
    for (const other of older) Object.assign(other, { status: 'replaced', replacedBy: row });
    this.sentEvent(row, author, false);
    // The enquiry moves to Quoted in the caller's transaction (the sale's send): a repository moves only its own rows.
    return toProposal(row, null);
  }

  /** A sent version mailed again (same link): only the timeline changes. */
  async noteResent(id: string, author: string | null): Promise<void> {
    const row = await this.em.findOneOrFail(Proposal, { id });
    this.sentEvent(row, author, true);
  }

  private sentEvent(row: ProposalRow, author: string | null, again: boolean) {
    const data = { proposalId: row.id, version: row.version, again, totalMinor: Number(row.totalMinor), depositMinor: Number(row.depositMinor), currency: row.currency };
    this.em.create(InquiryEvent, { id: randomUUID(), inquiry: row.inquiry, kind: 'proposal-sent', author, data, createdAt: eventTime() });
  }

  /**
   * The traveller asks for changes: the message goes on the timeline and the enquiry into "Needs reply",
   * its status unchanged (decision 133). A version that has expired or been replaced still takes it (it is how a traveller asks for a
   * new one), and the timeline says which. 'accepted' once booked (changes then go through staff); null
   * for an unknown link.
   */
  async askForChanges(tokenHash: string, message: string, today: string): Promise<ChangesAsked | 'accepted' | null> {
    const row = await this.em.findOne(Proposal, { tokenHash }, { populate: ['inquiry'] });
    if (!row) return null;
    if (row.status === 'accepted') return 'accepted';
    const inquiry = row.inquiry;
    const state = row.status === 'replaced' ? 'replaced' : isExpired(row, today) ? 'expired' : 'open';
    const data = { proposalId: row.id, version: row.version, state, message };
    this.em.create(InquiryEvent, { id: randomUUID(), inquiry, kind: 'changes-asked', data, createdAt: eventTime() });
    return { inquiryId: inquiry.id, travellerName: `${inquiry.firstName} ${inquiry.lastName}`, state, version: row.version, firstName: inquiry.firstName, email: inquiry.email };
  }

  /**
   * The traveller says no (issue 26): a sent version becomes declined, which ends its hold on a departure's seats,
   * and the timeline says so. Declining again changes nothing; 'accepted' or 'replaced' cannot be declined; null
   * for an unknown link. Locks in the sale's order, like sending and accepting.
   */
  async decline(tokenHash: string): Promise<{ inquiryId: string; travellerName: string; version: number; again: boolean } | 'accepted' | 'replaced' | null> {
    const inquiryId = await inquiryOfProposal(this.em, { tokenHash });
    if (!inquiryId || !(await lockInquiry(this.em, inquiryId))) return null;
    const row = await this.em.findOne(Proposal, { tokenHash }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, populate: ['inquiry'] });
    if (!row) return null;
    if (row.status === 'accepted' || row.status === 'replaced') return row.status;
    const answer = { inquiryId, travellerName: `${row.inquiry.firstName} ${row.inquiry.lastName}`, version: row.version, again: row.status === 'declined' };
    if (answer.again) return answer;
    row.status = 'declined';
    this.em.create(InquiryEvent, { id: randomUUID(), inquiry: row.inquiry, kind: 'declined', data: { proposalId: row.id, version: row.version }, createdAt: eventTime() });
    return answer;
  }

  private async bookingIdOf(proposalId: string): Promise<string | null> {
    const booking = await this.em.findOne(Booking, { proposal: proposalId }, { fields: ['id'] });
    return booking?.id ?? null;
  }

  /**
   * The stored fields of a parsed body: minor units, totals, and a snapshot of the trip's inclusions. A named
   * departure must be the trip's (a body without a trip takes the departure's) and not yet gone; its date is the start.
   */
  private async fields(input: ProposalInput) {
    const departure = input.departureId ? await this.em.findOne(Departure, { id: input.departureId }) : null;
    if (input.departureId && !departure) return 'no-departure' as const;
    if (departure && input.packageId && departure.package.id !== input.packageId) return 'other-trip-departure' as const;
    const startDate = departure ? toPlainDate(departure.date)! : (input.startDate ?? null);
    if (departure && startDate! < siteToday()) return 'past-departure' as const;
    const packageId = input.packageId ?? departure?.package.id;
    const trip = packageId ? await this.em.findOne(Package, { id: packageId }) : null;
    if (input.packageId && !trip) return 'no-package' as const;
    const lines = input.lines.map((line) => ({ label: line.label, quantity: line.quantity, unitPriceMinor: toMinor(line.unitPrice) }));
    const { totalMinor, depositMinor } = proposalTotals(lines, input.depositPercent);
    return {
      package: trip,
      tripName: trip?.name ?? null,
      included: trip?.included ?? [],
      excluded: trip?.excluded ?? [],
      departure,
      currency: input.currency,
      startDate,
      adults: input.adults,
      children: input.children,
      depositPercent: input.depositPercent,
      validUntil: input.validUntil,
      note: input.note ?? null,
      stops: input.stops,
      exchange: input.exchange && input.exchange.from !== input.currency ? input.exchange : null,
      lines,
      totalMinor,
      depositMinor,
    };
  }
}
