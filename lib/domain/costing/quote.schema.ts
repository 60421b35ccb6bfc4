import * as v from 'valibot';
import { PROPOSAL_CURRENCIES } from '../sale/proposal.schema.ts';
import { COST_CURRENCIES, EXTRA_PER, MEAL_PLANS, RESIDENCY_TIERS } from './costing.types.ts';
import { currencyOf, minorAmount, name, parkSlug, percentage, plainDate, wholeNumber } from './costing-fields.ts';

export const MAX_TRAVELLERS = 40;
export const MAX_STOPS = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const stop = v.object({
  supplierId: v.pipe(v.string('Supplier is required'), v.regex(UUID, 'Supplier not found')),
  room: name('Room is required'),
  mealPlan: v.picklist(MEAL_PLANS, `Meal plan must be one of: ${MEAL_PLANS.join(', ')}`),
  nights: wholeNumber('Nights', 1, 60),
  parkId: v.optional(parkSlug()),
  markupPercent: v.optional(percentage('Markup')),
});

/** `POST /api/admin/quotes` (issue 40): a trip to price; nothing is saved. */
export const quoteSchema = v.object({
  currency: currencyOf(PROPOSAL_CURRENCIES),
  startDate: plainDate('Start date'),
  travellers: v.pipe(
    v.array(v.object({ age: wholeNumber('Age', 0, 120), residency: v.picklist(RESIDENCY_TIERS, `Residency must be one of: ${RESIDENCY_TIERS.join(', ')}`) }), 'Travellers must be a list'),
    v.minLength(1, 'A quote needs at least one traveller'),
    v.maxLength(MAX_TRAVELLERS, `At most ${MAX_TRAVELLERS} travellers`),
  ),
  rooms: v.optional(v.pipe(v.array(v.pipe(v.array(wholeNumber('Traveller', 0, MAX_TRAVELLERS - 1), 'A room lists travellers by number'), v.maxLength(MAX_TRAVELLERS)), 'Rooms must be a list'), v.maxLength(MAX_TRAVELLERS))),
  stops: v.pipe(v.array(stop, 'Stops must be a list'), v.minLength(1, 'A quote needs at least one stop'), v.maxLength(MAX_STOPS, `At most ${MAX_STOPS} stops`)),
  extras: v.optional(v.pipe(v.array(v.object({
    label: name('Label is required'),
    costMinor: minorAmount('Cost'),
    currency: currencyOf(COST_CURRENCIES),
    per: v.picklist(EXTRA_PER, `Per must be one of: ${EXTRA_PER.join(', ')}`),
    markupPercent: v.optional(percentage('Markup')),
  }), 'Extras must be a list'), v.maxLength(50, 'At most 50 extras'))),
  fx: v.optional(v.record(currencyOf(COST_CURRENCIES), v.pipe(v.number('A rate must be a number'), v.finite('A rate must be a number'), v.gtValue(0, 'A rate must be above 0'), v.maxValue(1_000_000, 'Rate is too large')))),
  markupPercent: v.optional(percentage('Markup')),
});

export type QuoteRequest = v.InferOutput<typeof quoteSchema>;
