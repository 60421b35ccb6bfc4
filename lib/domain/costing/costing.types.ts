import type { PlainDate } from '../dates.ts';

/** Meal plans as lodges print them (issue 40): room only, bed and breakfast, half, full board, fully inclusive. */
export const MEAL_PLANS = ['RO', 'BB', 'HB', 'FB', 'FI'] as const;
export type MealPlan = (typeof MEAL_PLANS)[number];
export const MEAL_PLAN_NAMES: Record<MealPlan, string> = { RO: 'room only', BB: 'bed and breakfast', HB: 'half board', FB: 'full board', FI: 'fully inclusive' };

export const RATE_BASES = ['per-person-sharing', 'per-room', 'per-group'] as const;
export type RateBasis = (typeof RATE_BASES)[number];

/** Southern Africa's park tiers and East Africa's (SANParks and the East African parks price residency differently). */
export const RESIDENCY_TIERS = ['sa-resident', 'sadc', 'international', 'ea-citizen', 'ea-resident', 'non-resident'] as const;
export type ResidencyTier = (typeof RESIDENCY_TIERS)[number];

export const FEE_COUNTINGS = ['per-night', 'per-day', 'per-24h'] as const;
export type FeeCounting = (typeof FEE_COUNTINGS)[number];

/** Currencies a supplier may charge in; a quote is sold in one of the proposal currencies. */
export const COST_CURRENCIES = ['USD', 'ZAR', 'EUR', 'GBP', 'BWP', 'NAD', 'KES', 'TZS', 'ZMW', 'UGX', 'RWF'] as const;
export type CostCurrency = (typeof COST_CURRENCIES)[number];

export interface DateRange {
  from: PlainDate;
  to: PlainDate;
}

export interface RateCardSeason {
  name: string;
  /** Nights: a night dated `to` is in the season. */
  ranges: DateRange[];
  priority: number;
  minimumNights?: number;
}

export interface RateCardRate {
  season: string;
  room: string;
  mealPlan: MealPlan;
  basis: RateBasis;
  amountMinor: number;
  maxOccupancy?: number;
}

export interface ChildBand {
  fromAge: number;
  toAge: number;
  percent?: number;
  amountMinor?: number;
}

/** A rate card's whole content: what a version stores, unchanged for ever. */
export interface RateCardContent {
  name: string;
  currency: string;
  validFrom: PlainDate;
  validTo: PlainDate;
  seasons: RateCardSeason[];
  rates: RateCardRate[];
  singleSupplementPercent?: number;
  singleSupplementMinor?: number;
  thirdAdultPercent?: number;
  minimumAge?: number;
  children: ChildBand[];
  /** The supplier's markup on cost, when it differs from the company default. */
  markupPercent?: number;
}

export interface RateCardView extends RateCardContent {
  id: string;
  supplierId: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface RateCardVersionView {
  version: number;
  createdAt: string;
  createdBy: string | null;
  content: RateCardContent;
}

/** A park or conservation fee, in force from `effectiveFrom` to `effectiveTo` (both days included; no end: open). */
export interface ParkFee {
  id: string;
  parkId: string;
  parkName: string;
  authority: string;
  tier: ResidencyTier;
  fromAge: number;
  /** No upper age: every age from `fromAge` on. */
  toAge: number | null;
  amountMinor: number;
  currency: string;
  effectiveFrom: PlainDate;
  effectiveTo: PlainDate | null;
  counting: FeeCounting;
  source: string;
  note: string | null;
}

export interface FxRate {
  from: string;
  to: string;
  rate: number;
  /** The day it was set. */
  on: PlainDate;
}

export interface PricingSettings {
  defaultMarkupPercent: number;
  fxBufferPercent: number;
  rates: FxRate[];
  indicativePrices: boolean;
}

export interface QuoteTraveller {
  age: number;
  residency: ResidencyTier;
}

export interface QuoteStop {
  supplierId: string;
  room: string;
  mealPlan: MealPlan;
  nights: number;
  parkId?: string;
  markupPercent?: number;
}

export const EXTRA_PER = ['person', 'group'] as const;

export interface QuoteExtra {
  label: string;
  costMinor: number;
  currency: string;
  per: (typeof EXTRA_PER)[number];
  markupPercent?: number;
}

export interface QuoteInput {
  currency: string;
  startDate: PlainDate;
  travellers: QuoteTraveller[];
  /** Who shares with whom: each room lists travellers by their index. */
  rooms?: number[][];
  stops: QuoteStop[];
  extras?: QuoteExtra[];
  /** 1 unit of the key's currency = `rate` of the quote's currency. */
  fx?: Record<string, number>;
  markupPercent?: number;
}

/** A supplier's rate cards as the pricing reads them: every card's version in force, newest card first. */
export interface SupplierRates {
  supplierId: string;
  supplierName: string;
  cards: { id: string; version: number; content: RateCardContent }[];
}

export interface QuoteLine {
  label: string;
  kind: 'accommodation' | 'park-fees' | 'extra';
  /** The stop's index, for accommodation and park fees. */
  stop: number | null;
  /** What the supplier or authority charges, in its own currency. */
  costMinor: number;
  costCurrency: string;
  /** That cost in the quote's currency, at the rate named in `fx`. */
  quoteCostMinor: number;
  sellMinor: number;
  marginMinor: number;
  markupPercent: number;
  /** The rate-card versions and fee rows the line was priced from. */
  rateCards: { id: string; version: number }[];
  parkFeeIds: string[];
}

export interface QuoteMissing {
  stop: number | null;
  night: PlainDate | null;
  reason: string;
}

export interface Quote {
  currency: string;
  lines: QuoteLine[];
  totals: { costMinor: number; sellMinor: number; marginMinor: number; marginPercent: number };
  perPersonSharingMinor: number;
  fx: (FxRate & { bufferPercent: number })[];
  missing: QuoteMissing[];
}
