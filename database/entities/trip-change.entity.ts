import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Booking } from './booking.entity.ts';
import { Reservation } from './reservation.entity.ts';

/**
 * A change to a trip after its pack was sent (issue 41, decision 195): written by staff or made from a reservation's
 * change, mailed to the lead traveller once, and shown on the pack until the traveller acknowledges it. Written by
 * trip-changes.repo.ts's SQL; declared for the migrations and the typed SQL's table types (decision 169).
 */
export const TripChange = defineEntity({
  name: 'TripChange',
  tableName: 'trip_changes',
  indexes: [{ properties: ['booking', 'createdAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    booking: () => p.manyToOne(Booking).fieldName('booking_id').deleteRule('cascade'),
    reservation: () => p.manyToOne(Reservation).fieldName('reservation_id').deleteRule('set null').nullable(),
    summary: p.string().length(300),
    details: p.text().nullable(),
    author: p.string().length(100).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    acknowledgedAt: p.datetime().nullable(),
  },
});

/**
 * A reservation's state as the traveller last knew it (decision 195): the database's trigger keeps it from the
 * reservation's first change after the pack was sent until that change is told. `existed` false: new since then.
 */
export const TripChangePending = defineEntity({
  name: 'TripChangePending',
  tableName: 'trip_change_pending',
  properties: {
    reservation: () => p.manyToOne(Reservation).fieldName('reservation_id').primary().deleteRule('cascade'),
    bookingId: p.uuid().index(),
    existed: p.boolean(),
    supplierId: p.uuid().nullable(),
    checkIn: p.date().nullable(),
    checkOut: p.date().nullable(),
    serviceDate: p.date().nullable(),
    status: p.text().nullable(),
    supplierReference: p.string().length(100).nullable(),
    notedAt: p.datetime().defaultRaw('now()'),
  },
});
