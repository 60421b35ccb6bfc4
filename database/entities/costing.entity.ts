import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { FeeCounting, FxRate, RateCardContent, ResidencyTier } from '#lib/domain/costing/costing.types.ts';

/** A supplier's rate card (issue 40): its head, naming the version in force; the content lives in its versions. */
export const RateCard = defineEntity({
  name: 'RateCard',
  tableName: 'rate_cards',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    supplierId: p.uuid().index(),
    name: p.string().length(120),
    currency: p.string().length(3),
    validFrom: p.date(),
    validTo: p.date(),
    version: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

/**
 * One version of a rate card, whole: a proposal priced from it names (card, version), so the row is never changed
 * or deleted (a trigger refuses both, decision 183).
 */
export const RateCardVersion = defineEntity({
  name: 'RateCardVersion',
  tableName: 'rate_card_versions',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    rateCardId: p.uuid(),
    version: p.integer(),
    content: p.json<RateCardContent>(),
    createdBy: p.string().length(100).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** A park or conservation fee in force over a period (issue 40): a new fee adds rows, old rows stay. */
export const ParkFeeRow = defineEntity({
  name: 'ParkFeeRow',
  tableName: 'park_fees',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    parkId: p.string().length(60),
    parkName: p.string().length(120),
    authority: p.string().length(120),
    tier: p.string().length(20).$type<ResidencyTier>(),
    fromAge: p.integer(),
    toAge: p.integer().nullable(),
    amountMinor: p.bigint('number'),
    currency: p.string().length(3),
    effectiveFrom: p.date(),
    effectiveTo: p.date().nullable(),
    counting: p.string().length(10).$type<FeeCounting>(),
    source: p.text(),
    note: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

/** Settings' pricing: one row. */
export const PricingSettingsRow = defineEntity({
  name: 'PricingSettingsRow',
  tableName: 'pricing_settings',
  properties: {
    id: p.integer().primary(),
    defaultMarkupPercent: p.decimal('number').precision(7).scale(2),
    fxBufferPercent: p.decimal('number').precision(5).scale(2),
    rates: p.json<FxRate[]>(),
    indicativePrices: p.boolean(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
