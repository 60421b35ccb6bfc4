import * as v from 'valibot';
import { isHttpUrl, optionalText, URL_MESSAGE } from '../fields.ts';
import { COST_CURRENCIES, FEE_COUNTINGS, RESIDENCY_TIERS } from './costing.types.ts';
import { currencyOf, minorAmount, name, parkSlug, plainDate, wholeNumber } from './costing-fields.ts';

/** A park or conservation fee row (issue 40): dated data, never a constant in code. */
export const parkFeeSchema = v.pipe(
  v.object({
    parkId: parkSlug(),
    parkName: name('Park name is required'),
    authority: name('Authority is required'),
    tier: v.picklist(RESIDENCY_TIERS, `Tier must be one of: ${RESIDENCY_TIERS.join(', ')}`),
    fromAge: wholeNumber('From age', 0, 120),
    toAge: v.optional(v.nullable(wholeNumber('To age', 0, 120)), null),
    amountMinor: minorAmount('Amount'),
    currency: currencyOf(COST_CURRENCIES),
    effectiveFrom: plainDate('Effective from'),
    effectiveTo: v.optional(v.nullable(plainDate('Effective to')), null),
    counting: v.picklist(FEE_COUNTINGS, `Counting must be one of: ${FEE_COUNTINGS.join(', ')}`),
    source: v.pipe(v.string('Source is required'), v.trim(), v.nonEmpty('Source is required'), v.maxLength(2000, 'Must be at most 2000 characters'), v.check(isHttpUrl, URL_MESSAGE)),
    note: optionalText(1000),
  }),
  v.forward(v.check((f) => f.toAge === null || f.fromAge <= f.toAge, 'To age must be at or above from age'), ['toAge']),
  v.forward(v.check((f) => f.effectiveTo === null || f.effectiveFrom <= f.effectiveTo, 'Effective to must be on or after effective from'), ['effectiveTo']),
);

export type ParkFeeInput = v.InferOutput<typeof parkFeeSchema>;

/** `?park=kruger&on=2026-03-02`: the rows in force that day (today when `on` is left out). */
export const parkFeeQuerySchema = v.object({
  park: v.optional(parkSlug()),
  on: v.optional(plainDate('On')),
});
