import type { ChildBand, MealPlan, RateBasis, RateCardContent, RateCardSeason } from '#lib/domain/costing/costing.types.ts';
import { printedAmountToMinor } from '#lib/domain/costing/rate-card-tsv.ts';
import { fromMinor, minorDigits } from '#lib/domain/money/money.ts';

/** Rows carry a `key` so React keeps them apart while staff add and remove them. */
export interface RangeRow {
  key: string;
  from: string;
  to: string;
}
export interface SeasonRow {
  key: string;
  name: string;
  priority: string;
  minimumNights: string;
  ranges: RangeRow[];
}
export interface RateRow {
  key: string;
  season: string;
  room: string;
  mealPlan: MealPlan;
  basis: RateBasis;
  /** Major units as typed (`5 000.00`); sent in minor units. */
  amount: string;
  maxOccupancy: string;
}
export interface ChildRow {
  key: string;
  fromAge: string;
  toAge: string;
  percent: string;
  amount: string;
}

/** The rate card form's inputs: text as typed, amounts in the card's major unit. */
export interface RateCardFormValues {
  name: string;
  currency: string;
  validFrom: string;
  validTo: string;
  markupPercent: string;
  singleSupplementPercent: string;
  singleSupplement: string;
  thirdAdultPercent: string;
  minimumAge: string;
  seasons: SeasonRow[];
  rates: RateRow[];
  children: ChildRow[];
}

let rowCount = 0;
const key = () => `row-${++rowCount}`;

export const newRange = (from = '', to = ''): RangeRow => ({ key: key(), from, to });
export const newSeason = (): SeasonRow => ({ key: key(), name: '', priority: '1', minimumNights: '', ranges: [newRange()] });
export const newRate = (season = ''): RateRow => ({ key: key(), season, room: '', mealPlan: 'FB', basis: 'per-person-sharing', amount: '', maxOccupancy: '' });
export const newChild = (): ChildRow => ({ key: key(), fromAge: '', toAge: '', percent: '', amount: '' });

/** Minor units shown in the major unit with the currency's digits: 500000 ZAR reads "5000.00". */
export function majorText(minor: number | undefined, currency: string): string {
  return minor === undefined ? '' : fromMinor(minor, currency).toFixed(minorDigits(currency));
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

function seasonRow(season: RateCardSeason): SeasonRow {
  return { key: key(), name: season.name, priority: String(season.priority), minimumNights: text(season.minimumNights), ranges: season.ranges.map((r) => newRange(r.from, r.to)) };
}

function childRow(band: ChildBand, currency: string): ChildRow {
  return { key: key(), fromAge: String(band.fromAge), toAge: String(band.toAge), percent: text(band.percent), amount: majorText(band.amountMinor, currency) };
}

export function emptyCard(): RateCardFormValues {
  return {
    name: '', currency: 'ZAR', validFrom: '', validTo: '', markupPercent: '', singleSupplementPercent: '', singleSupplement: '', thirdAdultPercent: '', minimumAge: '',
    seasons: [newSeason()], rates: [], children: [],
  };
}

export function toFormValues(card: RateCardContent): RateCardFormValues {
  return {
    name: card.name,
    currency: card.currency,
    validFrom: card.validFrom,
    validTo: card.validTo,
    markupPercent: text(card.markupPercent),
    singleSupplementPercent: text(card.singleSupplementPercent),
    singleSupplement: majorText(card.singleSupplementMinor, card.currency),
    thirdAdultPercent: text(card.thirdAdultPercent),
    minimumAge: text(card.minimumAge),
    seasons: card.seasons.map(seasonRow),
    rates: card.rates.map((r) => ({ key: key(), season: r.season, room: r.room, mealPlan: r.mealPlan, basis: r.basis, amount: majorText(r.amountMinor, card.currency), maxOccupancy: text(r.maxOccupancy) })),
    children: card.children.map((band) => childRow(band, card.currency)),
  };
}

/** An optional number: left empty, the key is left out; typed, the schema judges it (text it cannot read stays text, so it says why). */
function optionalNumber(value: string): number | string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return Number.isNaN(number) ? trimmed : number;
}

/**
 * A typed amount in minor units, read as the TSV import reads a sheet (`5000`, `5 000.00`, `R5,000`); a minus keeps
 * its sign so the schema answers "Amounts cannot be negative", and text that is no amount stays text.
 */
export function amountToMinor(value: string, currency: string): number | string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const negative = trimmed.startsWith('-');
  const minor = printedAmountToMinor(negative ? trimmed.slice(1) : trimmed, minorDigits(currency));
  if (minor === undefined) return trimmed;
  return negative ? -minor : minor;
}

/** What `rateCardSchema` reads: numbers where it wants numbers, optional keys left out when empty. */
export function toInput(values: RateCardFormValues) {
  const { currency } = values;
  return {
    name: values.name,
    currency,
    validFrom: values.validFrom,
    validTo: values.validTo,
    markupPercent: optionalNumber(values.markupPercent),
    singleSupplementPercent: optionalNumber(values.singleSupplementPercent),
    singleSupplementMinor: amountToMinor(values.singleSupplement, currency),
    thirdAdultPercent: optionalNumber(values.thirdAdultPercent),
    minimumAge: optionalNumber(values.minimumAge),
    seasons: values.seasons.map((s) => ({
      name: s.name,
      priority: optionalNumber(s.priority) ?? '',
      minimumNights: optionalNumber(s.minimumNights),
      ranges: s.ranges.map((r) => ({ from: r.from, to: r.to })),
    })),
    rates: values.rates.map((r) => ({
      season: r.season,
      room: r.room,
      mealPlan: r.mealPlan,
      basis: r.basis,
      amountMinor: amountToMinor(r.amount, currency) ?? '',
      maxOccupancy: optionalNumber(r.maxOccupancy),
    })),
    children: values.children.map((c) => ({
      fromAge: optionalNumber(c.fromAge) ?? '',
      toAge: optionalNumber(c.toAge) ?? '',
      percent: optionalNumber(c.percent),
      amountMinor: amountToMinor(c.amount, currency),
    })),
  };
}

const AMOUNT_KEYS = /(?:^|\.)(amountMinor|singleSupplementMinor)$/;
export const AMOUNT_HINT = 'Type the amount as the sheet prints it, e.g. 5000 or 5 000.00';

/**
 * The schema speaks of cents because the API takes minor units; the form's fields are in the major unit, so a
 * message about an unreadable amount says what to type instead.
 */
export function withAmountHint(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, AMOUNT_KEYS.test(path) && /cents/.test(message) ? AMOUNT_HINT : message]));
}
