import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Package } from './package.entity.ts';

/**
 * A fixed group departure of a trip (issue 26, decision 135): a row of its own so bookings and proposals can
 * point at it and its row can be locked while seats are taken. Seats taken are never stored: they are
 * counted from bookings and held proposals (database/repositories/departure-seats.ts), plus `blockedSeats`
 * staff set aside by hand (an agent's allocation).
 */
export const Departure = defineEntity({
  name: 'Departure',
  tableName: 'departures',
  uniques: [{ properties: ['package', 'date'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    package: () => p.manyToOne(Package).fieldName('package_id').deleteRule('cascade').index(),
    date: p.date(),
    seats: p.integer(),
    blockedSeats: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
