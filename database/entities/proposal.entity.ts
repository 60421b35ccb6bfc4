import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { TripStop } from '#lib/domain/catalogue/catalogue.types.ts';
import { Inquiry } from './inquiry.entity.ts';
import { Package } from './package.entity.ts';
import { Departure } from './departure.entity.ts';

/** A line as stored: the price in integer minor units (cents) of the proposal's currency. */
export interface StoredLine {
  label: string;
  quantity: number;
  unitPriceMinor: number;
}

/** "1 `from` = `rate` of the proposal's currency", as staff typed it when converting. */
export interface ProposalExchange {
  from: string;
  rate: number;
}

/**
 * One version of a priced proposal for an enquiry (issue 18, decision 100). A sent version is frozen;
 * its link's token is stored only as a SHA-256 hash. Amounts are integer minor units with their currency.
 */
export const Proposal = defineEntity({
  name: 'Proposal',
  tableName: 'proposals',
  uniques: [{ properties: ['inquiry', 'version'] }],
  indexes: [{ properties: ['status', 'sentAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    // Kept when its enquiry is erased (issue 26, decision 134): the column is nullable and the key sets null. The
    // type stays required: an erased enquiry's proposal has no link left (token cleared), so nothing that reads a
    // proposal by its enquiry or its token reaches it; only a booking's page does, through toSummary.
    inquiry: () => p.manyToOne(Inquiry).fieldName('inquiry_id').deleteRule('set null'),
    package: () => p.manyToOne(Package).fieldName('package_id').nullable().deleteRule('set null').index(),
    version: p.integer(),
    // A fixed departure (issue 26): once sent, the proposal holds its travellers' seats until validUntil.
    departure: () => p.manyToOne(Departure).fieldName('departure_id').nullable().deleteRule('set null').index(),
    status: p.enum(['draft', 'sent', 'replaced', 'accepted', 'declined'] as const).default('draft'),
    currency: p.string().length(3),
    startDate: p.date().nullable(),
    adults: p.integer(),
    children: p.integer(),
    depositPercent: p.decimal('number').precision(5).scale(2),
    validUntil: p.date(),
    note: p.text().nullable(),
    stops: p.json<TripStop[]>(),
    lines: p.json<StoredLine[]>(),
    // A snapshot of the trip's inclusions when the proposal was written, so a sent version stays as sent.
    included: p.json<string[]>().defaultRaw(`'[]'`),
    excluded: p.json<string[]>().defaultRaw(`'[]'`),
    tripName: p.string().length(200).nullable(),
    // The rate its lines were converted at from another currency (issue 29, decision 151); null when never converted.
    exchange: p.json<ProposalExchange>().nullable(),
    totalMinor: p.bigint('number'),
    depositMinor: p.bigint('number'),
    // SHA-256 (hex) of the link's token; the token itself is derived again only to write the mail (decision 100).
    tokenHash: p.string().length(64).nullable().unique(),
    linkNonce: p.string().length(32).nullable(),
    sentAt: p.datetime().nullable(),
    firstViewedAt: p.datetime().nullable(),
    viewCount: p.integer().default(0),
    replacedBy: () => p.manyToOne(Proposal).fieldName('replaced_by_id').nullable().deleteRule('set null'),
    author: p.string().length(100).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
