import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TripStop } from '#lib/domain/catalogue/catalogue.types.ts';
import type { ReservationForSupplier, ReservationTally, ReservationView } from '#lib/domain/reservation/reservation.types.ts';
import type { ReservationEditInput, ReservationStatusInput, SupplierAnswerInput } from '#lib/domain/reservation/reservation.schema.ts';
import { nextReservationStatus, type ReservationMove, type ReservationStatus } from '#lib/domain/reservation/reservation-status.ts';
import { toPlainDate } from '#lib/domain/dates.ts';
import { leadFirst, needsFromGuests, roomsForParty, type GuestNeeds, type Rooms } from '#lib/domain/reservation/reservation-drafts.ts';

type Row = Record<string, unknown>;
const time = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

/**
 * The rooming list is out of date once the traveller saved guest details after the last list went to a lodge still
 * holding (or asked to hold) rooms: staff are offered "Send the updated rooming list".
 */
const ROOMING_OUTDATED = `(r.status in ('requested', 'confirmed', 'provisional', 'waitlisted') and r.requested_at is not null
  and exists (select 1 from trip_guests g where g.booking_id = r.booking_id and g.updated_at > coalesce(r.rooming_sent_at, r.requested_at)))`;
const COLUMNS = `r.*, s.name as s_name, s.kind as s_kind, s.email as s_email, s.phone as s_phone, s.address as s_address, ${ROOMING_OUTDATED} as rooming_outdated`;

/** What was asked and what was answered: the fields staff's view and the supplier's page share. */
function requestOf(r: Row) {
  return {
    reference: r.reference as string,
    status: r.status as ReservationView['status'],
    service: r.service as string,
    checkIn: toPlainDate(r.check_in),
    checkOut: toPlainDate(r.check_out),
    serviceDate: toPlainDate(r.service_date),
    travellers: r.travellers as string[],
    travellerCount: r.traveller_count as number,
    note: (r.note as string) ?? null,
    supplierReference: (r.supplier_reference as string) ?? null,
    heldUntil: toPlainDate(r.held_until),
    answerNote: (r.answer_note as string) ?? null,
    noReferenceReason: (r.no_reference_reason as string) ?? null,
    rooms: r.rooms as Rooms,
    arrivalTime: (r.arrival_time as string) ?? null,
    arrivalBy: (r.arrival_by as 'road' | 'flight') ?? null,
    arrivalDetails: (r.arrival_details as string) ?? null,
    diets: (r.diets as string) ?? null,
    allergies: (r.allergies as string) ?? null,
    specialRequests: (r.special_requests as string) ?? null,
  };
}

function toView(r: Row, events: Row[], mails: Row[]): ReservationView {
  return {
    id: r.id as string,
    bookingId: r.booking_id as string,
    ...requestOf(r),
    supplier: { id: r.supplier_id as string, name: r.s_name as string, kind: r.s_kind as string, email: r.s_email as string, phone: (r.s_phone as string) ?? null, address: (r.s_address as string) ?? null },
    requestedAt: time(r.requested_at),
    answeredAt: time(r.answered_at),
    needsAttention: Boolean(r.needs_attention),
    roomingOutdated: Boolean(r.rooming_outdated),
    replacedBy: (r.replaced_by_id as string) ?? null,
    events: events.filter((e) => e.reservation_id === r.id).map((e) => ({ kind: e.kind as string, author: (e.author as string) ?? null, data: e.data as Record<string, unknown>, createdAt: time(e.created_at)! })),
    mails: mails.filter((m) => m.reservation_id === r.id).map((m) => ({ id: m.id as string, template: m.template as string, status: m.status as string, attempts: m.attempts as number, error: (m.error as string) ?? null, sentAt: time(m.sent_at) })),
  };
}

/** `RES-` and six letters or digits (no 0/O, 1/I): what a supplier quotes, and what a subject line carries. */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `RES-${[...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

export interface NewReservation {
  supplierId: string;
  service: string;
  checkIn: string | null;
  checkOut: string | null;
  serviceDate: string | null;
  note?: string | null;
  rooms?: Rooms;
  arrivalTime?: string | null;
  arrivalBy?: 'road' | 'flight' | null;
  arrivalDetails?: string | null;
  diets?: string | null;
  allergies?: string | null;
  specialRequests?: string | null;
}

/** What a booking gives its reservations: its stops, dates and travellers. */
export interface BookingForReservations {
  id: string;
  reference: string;
  status: string;
  departureOn: string | null;
  /** The other travellers, as the traveller named them when accepting (the lead is not among them). */
  travellers: string[];
  /** Everyone a lodge rooms (issue 39): the lead traveller first, then the others; none once the enquiry is erased. */
  guests: string[];
  travellerCount: number;
  adults: number;
  children: number;
  /** The pack's guest details, when the traveller has given them: names, diets and medical needs. */
  guestDetails: GuestNeeds[];
  stops: TripStop[];
}

/** A booking as its reservations see it; shared with the pack's view (trip-pack-view.ts), which builds no repository. */
export async function bookingForReservations(em: EntityManager, id: string): Promise<BookingForReservations | null> {
  const [row] = await em.execute<Row[]>(
    `select b.id, b.reference, b.status, b.departure_on, b.travellers, b.erased_at, p.adults, p.children, p.stops, p.start_date,
        coalesce(nullif(btrim(b.lead_name), ''), nullif(btrim(concat_ws(' ', i.first_name, i.last_name)), '')) as lead, g.guests as guest_details
       from bookings b join proposals p on p.id = b.proposal_id left join inquiries i on i.id = b.inquiry_id left join trip_guests g on g.booking_id = b.id
      where b.id = ?`,
    [id],
  );
  if (!row) return null;
  const erased = row.erased_at != null;
  const details = ((row.guest_details as GuestNeeds[] | null) ?? []).filter((g) => typeof g?.name === 'string' && g.name.trim() !== '');
  return {
    guests: erased ? [] : leadFirst(row.lead as string | null, row.travellers as string[]),
    adults: Number(row.adults),
    children: Number(row.children),
    guestDetails: erased ? [] : details,
    id: row.id as string,
    reference: row.reference as string,
    status: row.status as string,
    departureOn: toPlainDate(row.departure_on) ?? toPlainDate(row.start_date),
    travellers: row.travellers as string[],
    travellerCount: Number(row.adults) + Number(row.children),
    stops: row.stops as TripStop[],
  };
}

async function reservationViews(em: EntityManager, where: string, params: unknown[]): Promise<ReservationView[]> {
  const rows = await em.execute<Row[]>(`select ${COLUMNS} from reservations r join suppliers s on s.id = r.supplier_id where ${where} order by coalesce(r.check_in, r.service_date), r.created_at`, params);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // One after the other: inside a transaction both run on its one connection.
  const events = await em.execute<Row[]>(`select * from reservation_events where reservation_id in (?) order by created_at, id`, [ids]);
  const mails = await em.execute<Row[]>(`select id, data->>'reservationId' as reservation_id, replace(template, 'reservation-', '') as template, status, attempts, error, sent_at from outbox_mails where data->>'reservationId' in (?) order by created_at`, [ids]);
  return rows.map((r) => toView(r, events, mails));
}

/** A booking's reservations, as staff see them (the pack's view reads them too). */
export function reservationsOfBooking(em: EntityManager, bookingId: string): Promise<ReservationView[]> {
  return reservationViews(em, 'r.booking_id = ?', [bookingId]);
}

/**
 * Reservations (issue 30, decision 154): raw statements on the request's transaction (a drafted row is read back
 * at once by the same request). Repositories decide nothing about transactions; the operations do.
 */
export class ReservationsRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  booking(id: string): Promise<BookingForReservations | null> {
    return bookingForReservations(this.em, id);
  }

  private views(where: string, params: unknown[]): Promise<ReservationView[]> {
    return reservationViews(this.em, where, params);
  }

  forBooking(bookingId: string): Promise<ReservationView[]> {
    return reservationsOfBooking(this.em, bookingId);
  }

  async get(id: string): Promise<ReservationView | null> {
    return (await this.views('r.id = ?', [id]))[0] ?? null;
  }

  /** Locks the row for the rest of the transaction: two answers (or an answer and a cancel) take turns. */
  async lock(id: string): Promise<ReservationView | null> {
    await this.em.execute(`select id from reservations where id = ? for update`, [id]);
    return this.get(id);
  }

  async tally(bookingId: string): Promise<ReservationTally> {
    const [row] = await this.em.execute<{ confirmed: string; total: string }[]>(
      `select count(*) filter (where status = 'confirmed') as confirmed, count(*) filter (where status <> 'cancelled') as total from reservations where booking_id = ?`,
      [bookingId],
    );
    return { confirmed: Number(row?.confirmed ?? 0), total: Number(row?.total ?? 0) };
  }

  /** The suppliers that already have a live reservation for the booking: drafting again adds none for them. */
  async liveSupplierIds(bookingId: string): Promise<Set<string>> {
    const rows = await this.em.execute<{ supplier_id: string }[]>(`select supplier_id from reservations where booking_id = ? and status <> 'cancelled'`, [bookingId]);
    return new Set(rows.map((r) => r.supplier_id));
  }

  /**
   * A draft: the guests named lead first (issue 39), with the rooms the party needs and the diets and medical needs
   * of the pack's guest details, unless the input says otherwise (staff's own by hand, or the reservation replaced).
   */
  async create(booking: BookingForReservations, input: NewReservation, author: string | null): Promise<string> {
    const id = randomUUID();
    const needs = needsFromGuests(booking.guestDetails);
    const names = booking.guestDetails.length > 0 ? leadFirst(booking.guests[0] ?? null, booking.guestDetails.map((g) => g.name)) : booking.guests;
    await this.em.execute(
      `insert into reservations (id, booking_id, supplier_id, reference, status, service, check_in, check_out, service_date, travellers, traveller_count, note,
         rooms, arrival_time, arrival_by, arrival_details, diets, allergies, special_requests, created_at, updated_at)
       values (?, ?, ?, ?, 'draft', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now(), now())`,
      [
        id, booking.id, input.supplierId, newReference(), input.service, input.checkIn, input.checkOut, input.serviceDate, JSON.stringify(names), booking.travellerCount, input.note ?? null,
        JSON.stringify(input.rooms ?? roomsForParty(booking.adults, booking.children)), input.arrivalTime ?? null, input.arrivalBy ?? null, input.arrivalDetails ?? null,
        input.diets !== undefined ? input.diets : needs.diets, input.allergies !== undefined ? input.allergies : needs.allergies, input.specialRequests ?? null,
      ],
    );
    await this.event(id, 'drafted', author, {});
    return id;
  }

  /**
   * "Request another lodge" (issue 39): this one cancelled (the rule allows staff any status), marked as replaced
   * by the draft made with the other supplier. Null: no such reservation.
   */
  async markReplaced(id: string, by: string, author: string | null): Promise<void> {
    const moved = await this.move(id, { cause: 'staff', status: 'cancelled' });
    await this.em.execute(`update reservations set replaced_by_id = ?, needs_attention = false, updated_at = now() where id = ?`, [by, id]);
    if (moved && moved !== 'refused' && moved.from !== moved.to) await this.event(id, 'replaced', author, { by });
  }

  /**
   * The rooming list for the lodge again (issue 39): the names from the pack's guest details (the lead first), their
   * diets and medical needs; staff's own words elsewhere stay. `rooming_sent_at` says this list has gone.
   */
  async refreshRooming(id: string, booking: BookingForReservations): Promise<void> {
    const needs = needsFromGuests(booking.guestDetails);
    const names = booking.guestDetails.length > 0 ? leadFirst(booking.guests[0] ?? null, booking.guestDetails.map((g) => g.name)) : booking.guests;
    await this.em.execute(
      `update reservations set travellers = ?, diets = coalesce(?, diets), allergies = coalesce(?, allergies), rooming_sent_at = now(), updated_at = now() where id = ?`,
      [JSON.stringify(names), needs.diets, needs.allergies, id],
    );
  }

  async event(id: string, kind: string, author: string | null, data: Record<string, unknown>): Promise<void> {
    await this.em.execute(`insert into reservation_events (id, reservation_id, kind, author, data, created_at) values (?, ?, ?, ?, ?, clock_timestamp())`, [randomUUID(), id, kind, author, JSON.stringify(data)]);
  }

  /**
   * The one writer of a reservation's status: where `move` leads by lib/domain/reservation/reservation-status.ts, the row locked so
   * two moves take turns. Null: no such reservation; 'refused': the rule allows no such move from its status.
   */
  async move(id: string, move: ReservationMove): Promise<{ from: ReservationStatus; to: ReservationStatus } | 'refused' | null> {
    const [row] = await this.em.execute<{ status: ReservationStatus }[]>(`select status from reservations where id = ? for update`, [id]);
    if (!row) return null;
    const to = nextReservationStatus(row.status, move);
    if (to === 'refused') return to;
    if (to !== row.status) await this.em.execute(`update reservations set status = ?, updated_at = now() where id = ?`, [to, id]);
    return { from: row.status, to };
  }

  /**
   * Staff's edit; a status set by hand (any, by the rule) is told on the timeline with the reference given. Staff
   * acting on the reservation have read the supplier's answer: it no longer needs their attention.
   */
  async update(id: string, input: ReservationEditInput, author: string | null): Promise<void> {
    const set = input.status ? await this.setStatus(id, { ...input, status: input.status }, author) : false;
    await this.em.execute(
      `update reservations set service = ?, check_in = ?, check_out = ?, service_date = ?, note = ?, needs_attention = false,
         rooms = coalesce(?::jsonb, rooms), arrival_time = ?, arrival_by = ?, arrival_details = ?, diets = ?, allergies = ?, special_requests = ?,
         supplier_reference = coalesce(?, supplier_reference), updated_at = now() where id = ?`,
      [
        input.service, input.checkIn ?? null, input.checkOut ?? null, input.serviceDate ?? null, input.note ?? null,
        input.rooms ? JSON.stringify(input.rooms) : null, input.arrivalTime ?? null, input.arrivalBy ?? null, input.arrivalDetails ?? null, input.diets ?? null, input.allergies ?? null, input.specialRequests ?? null,
        input.supplierReference ?? null, id,
      ],
    );
    if (!set) await this.event(id, 'edited', author, {});
  }

  /**
   * A status set by hand, with the supplier's reference and hold; the request's words are left as they are. Marks the
   * supplier's answer read. True when the status moved (a 'status-set' event says so).
   */
  async setStatus(id: string, input: ReservationStatusInput, author: string | null): Promise<boolean> {
    const moved = await this.move(id, { cause: 'staff', status: input.status });
    await this.em.execute(
      `update reservations set needs_attention = false, supplier_reference = coalesce(?, supplier_reference),
         held_until = case when status = 'provisional' then coalesce(?, held_until) else null end, updated_at = now() where id = ?`,
      [input.supplierReference ?? null, input.heldUntil ?? null, id],
    );
    if (!moved || moved === 'refused' || moved.from === moved.to) return false;
    await this.event(id, 'status-set', author, { status: moved.to, reference: input.supplierReference ?? null, heldUntil: input.heldUntil ?? null });
    return true;
  }

  /**
   * The request sent (or sent again): a draft becomes requested; the link's nonce and hash are kept from the first
   * send so a reminder carries the same link. 'refused' once the status is final.
   */
  async markRequested(id: string, link: { nonce: string; tokenHash: string } | null): Promise<'refused' | null | void> {
    const moved = await this.move(id, { cause: 'sent' });
    if (moved === null || moved === 'refused') return moved;
    await this.em.execute(
      `update reservations set requested_at = coalesce(requested_at, now()), rooming_sent_at = now(), link_nonce = coalesce(link_nonce, ?), token_hash = coalesce(token_hash, ?), updated_at = now() where id = ?`,
      [link?.nonce ?? null, link?.tokenHash ?? null, id],
    );
  }

  async linkNonce(id: string): Promise<string | null> {
    const [row] = await this.em.execute<{ link_nonce: string | null }[]>(`select link_nonce from reservations where id = ?`, [id]);
    return row?.link_nonce ?? null;
  }

  async idByTokenHash(tokenHash: string): Promise<string | null> {
    const [row] = await this.em.execute<{ id: string }[]>(`select id from reservations where token_hash = ?`, [tokenHash]);
    return row?.id ?? null;
  }

  async idByReference(reference: string): Promise<string | null> {
    const [row] = await this.em.execute<{ id: string }[]>(`select id from reservations where reference = ?`, [reference.toUpperCase()]);
    return row?.id ?? null;
  }

  /**
   * The supplier's page: a token of the link's shape, looked up by its SHA-256 (the token itself is never stored).
   * Null: not a link's shape. 'ended': no reservation holds it any more, or its enquiry was erased (decision 134):
   * an erasure clears or revokes the link, and a link we no longer hold cannot be told from one that ended.
   */
  async openByToken(token: string): Promise<ReservationForSupplier | 'ended' | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const id = await this.idByTokenHash(createHash('sha256').update(token).digest('hex'));
    return (id ? await this.forSupplier(id) : null) ?? 'ended';
  }

  /** What the supplier's page shows; null once the booking's enquiry is erased (the link has ended). */
  async forSupplier(id: string): Promise<ReservationForSupplier | null> {
    const [r] = await this.em.execute<Row[]>(`select r.*, s.name as s_name, b.status as b_status, b.erased_at as b_erased_at from reservations r join suppliers s on s.id = r.supplier_id join bookings b on b.id = r.booking_id where r.id = ?`, [id]);
    if (!r || r.b_erased_at != null) return null;
    return {
      ...requestOf(r),
      supplierName: r.s_name as string,
      // The guests' trip itself; a reservation staff cancelled by hand has status 'cancelled' on a live booking.
      bookingCancelled: r.b_status === 'cancelled',
    };
  }

  /**
   * The supplier's answer by its link: status, their reference and hold, and the booking flagged for staff.
   * 'refused' (nothing changed) once the status is final: a confirm or a decline ends the link.
   */
  async recordAnswer(id: string, answer: SupplierAnswerInput): Promise<'refused' | null | void> {
    const moved = await this.move(id, { cause: 'answered', answer: answer.answer });
    if (moved === null || moved === 'refused') return moved;
    await this.em.execute(
      `update reservations set supplier_reference = coalesce(?, supplier_reference), no_reference_reason = ?, held_until = ?, answer_note = ?, answered_at = now(), needs_attention = true, updated_at = now() where id = ?`,
      [answer.reference ?? null, answer.reference ? null : (answer.noReferenceReason ?? null), moved.to === 'provisional' ? (answer.heldUntil ?? null) : null, answer.note ?? null, id],
    );
    await this.event(id, 'answered', null, { via: 'link', answer: answer.answer, reference: answer.reference ?? null, noReferenceReason: answer.reference ? null : (answer.noReferenceReason ?? null), heldUntil: answer.heldUntil ?? null, note: answer.note ?? null });
  }

  /** A supplier's mail read from the mailbox, on the timeline; staff read it and set the status. */
  async recordMail(id: string, mail: { from: string; subject: string; text: string; messageId: string }): Promise<boolean> {
    const seen = await this.em.execute<Row[]>(`select 1 from reservation_events where reservation_id = ? and kind = 'mail-received' and data->>'messageId' = ?`, [id, mail.messageId]);
    if (seen.length > 0) return false;
    await this.event(id, 'mail-received', null, mail);
    await this.em.execute(`update reservations set needs_attention = true, updated_at = now() where id = ?`, [id]);
    return true;
  }

  /** The booking's cancellation: every live reservation is cancelled; returns those that were sent to a supplier. */
  async cancelForBooking(bookingId: string, author: string | null): Promise<string[]> {
    const rows = await this.em.execute<{ id: string; requested: boolean }[]>(`select id, requested_at is not null as requested from reservations where booking_id = ? order by created_at, id`, [bookingId]);
    const told: string[] = [];
    for (const row of rows) {
      const moved = await this.move(row.id, { cause: 'booking-cancelled' });
      if (!moved || moved === 'refused' || moved.from === moved.to) continue;
      await this.event(row.id, 'cancelled', author, { cause: 'booking-cancelled' });
      if (row.requested) told.push(row.id);
    }
    return told;
  }
}
