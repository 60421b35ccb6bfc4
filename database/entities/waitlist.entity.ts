import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Departure } from './departure.entity.ts';
import { Inquiry } from './inquiry.entity.ts';

/**
 * A traveller waiting for a departure whose seats are all held by proposals sent to others (issue 39, R10): their
 * enquiry, so the desk holds their name and address and erasure takes the entry with it. `toldAt` is when staff
 * were told a seat freed; the entry is told once.
 */
export const WaitlistEntry = defineEntity({
  name: 'WaitlistEntry',
  tableName: 'departure_waitlist',
  uniques: [{ properties: ['departure', 'inquiry'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    departure: () => p.manyToOne(Departure).fieldName('departure_id').deleteRule('cascade').index(),
    inquiry: () => p.manyToOne(Inquiry).fieldName('inquiry_id').deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
    toldAt: p.datetime().nullable(),
  },
});
