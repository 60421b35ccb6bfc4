import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Booking } from './booking.entity.ts';
import { Supplier } from './supplier.entity.ts';

export const RESERVATION_STATUSES = ['draft', 'requested', 'confirmed', 'provisional', 'declined', 'waitlisted', 'cancelled', 'lapsed'] as const;

/**
 * A booking's request to one supplier (issue 30, decision 154). Its supplier answers at `/reservations/<token>`
 * (the token stored only as a SHA-256, derived again from `linkNonce` to write mails) or by mail, matched by our
 * Message-IDs or `[RES-…]` (its own `reference`) in the subject.
 */
export const Reservation = defineEntity({
  name: 'Reservation',
  tableName: 'reservations',
  indexes: [{ properties: ['status', 'requestedAt'] }, { properties: ['status', 'heldUntil'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    booking: () => p.manyToOne(Booking).fieldName('booking_id').deleteRule('cascade').index(),
    supplier: () => p.manyToOne(Supplier).fieldName('supplier_id').deleteRule('restrict').index(),
    reference: p.string().length(12).unique(),
    status: p.enum(RESERVATION_STATUSES).default('draft'),
    service: p.string().length(300),
    checkIn: p.date().nullable(),
    checkOut: p.date().nullable(),
    serviceDate: p.date().nullable(),
    travellers: p.json<string[]>(),
    travellerCount: p.integer(),
    note: p.text().nullable(),
    supplierReference: p.string().length(100).nullable(),
    heldUntil: p.date().nullable(),
    answerNote: p.text().nullable(),
    // What the lodge needs (issue 39): the rooms by type, the party's arrival, diets, allergies and requests.
    rooms: p.json<{ double: number; twin: number; single: number; triple: number }>().defaultRaw(`'{"double":0,"twin":0,"single":0,"triple":0}'`),
    arrivalTime: p.string().length(5).nullable(),
    arrivalBy: p.string().length(10).nullable(),
    arrivalDetails: p.string().length(300).nullable(),
    diets: p.text().nullable(),
    allergies: p.text().nullable(),
    specialRequests: p.text().nullable(),
    // A confirmation without the lodge's number says why (issue 39).
    noReferenceReason: p.string().length(300).nullable(),
    // When the last rooming list went (the request, or "Send the updated rooming list").
    roomingSentAt: p.datetime().nullable(),
    // "Request another lodge": the reservation drafted in this one's place (a foreign key to this table, set null
    // on delete, declared in its migration; a plain id here, as the SQL of reservations.repo.ts reads it).
    replacedBy: p.uuid().fieldName('replaced_by_id').nullable().index(),
    tokenHash: p.string().length(64).nullable().unique(),
    linkNonce: p.string().length(32).nullable(),
    requestedAt: p.datetime().nullable(),
    answeredAt: p.datetime().nullable(),
    remindedAt: p.datetime().nullable(),
    // The hold (held_until) each of staff's reminders was sent for (issue 41): a new date from the lodge asks for both again.
    holdReminded72For: p.date().fieldName('hold_reminded_72_for').nullable(),
    holdReminded24For: p.date().fieldName('hold_reminded_24_for').nullable(),
    needsAttention: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

/**
 * A reservation's timeline: drafted, requested, answered (by link or mail), reminded, set by hand, cancelled.
 * A log itself, not audited (as BookingEvent): written by reservations.repo.ts's SQL, declared for the migrations
 * and the typed SQL's table types (decision 169).
 */
export const ReservationEvent = defineEntity({
  name: 'ReservationEvent',
  tableName: 'reservation_events',
  indexes: [{ properties: ['reservation', 'createdAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    reservation: () => p.manyToOne(Reservation).fieldName('reservation_id').deleteRule('cascade'),
    kind: p.string().length(30),
    author: p.string().length(100).nullable(),
    data: p.json<Record<string, string | number | boolean | null>>().defaultRaw(`'{}'`),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
