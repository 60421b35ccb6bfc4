import * as v from 'valibot';
import { COST_CURRENCIES, MEAL_PLANS, RATE_BASES, type RateCardContent } from './costing.types.ts';
import { childAge, currencyOf, minorAmount, name, percentage, plainDate, wholeNumber } from './costing-fields.ts';

export const MAX_SEASONS = 30;
export const MAX_RATES = 500;

const range = v.pipe(
  v.object({ from: plainDate('From'), to: plainDate('To') }),
  v.check((r) => r.from <= r.to, 'A range must end on or after its first night'),
);

const season = v.object({
  name: name('Season name is required', 80),
  ranges: v.pipe(v.array(range, 'Ranges must be a list'), v.minLength(1, 'A season needs at least one range of nights'), v.maxLength(20, 'A season can have at most 20 ranges')),
  priority: wholeNumber('Priority', 0, 100),
  minimumNights: v.optional(wholeNumber('Minimum nights', 1, 60)),
});

const rate = v.pipe(
  v.object({
    season: name('Season is required', 80),
    room: name('Room is required', 120),
    mealPlan: v.picklist(MEAL_PLANS, `Meal plan must be one of: ${MEAL_PLANS.join(', ')}`),
    basis: v.picklist(RATE_BASES, `Basis must be one of: ${RATE_BASES.join(', ')}`),
    amountMinor: minorAmount('Amount'),
    maxOccupancy: v.optional(wholeNumber('Maximum occupancy', 1, 50)),
  }),
  v.forward(v.check((r) => r.basis !== 'per-room' || r.maxOccupancy !== undefined, 'A per-room rate needs its maximum occupancy'), ['maxOccupancy']),
);

const childBand = v.pipe(
  v.object({ fromAge: childAge(), toAge: childAge(), percent: v.optional(percentage('Percent', 100)), amountMinor: v.optional(minorAmount('Amount')) }),
  v.forward(v.check((b) => b.fromAge <= b.toAge, 'The band must end at or after its first age'), ['toAge']),
  v.forward(v.check((b) => (b.percent === undefined) !== (b.amountMinor === undefined), 'Give a child band a percent or an amount, not both'), ['percent']),
);

const overlaps = (a: RateCardContent['seasons'][number], b: RateCardContent['seasons'][number]) =>
  a.ranges.some((x) => b.ranges.some((y) => x.from <= y.to && y.from <= x.to));

type Path = [v.IssuePathItem, ...v.IssuePathItem[]];
const at = (input: Record<string, unknown>, key: string, index: number, field?: string): Path => {
  const list = input[key] as Record<string, unknown>[];
  const path: Path = [
    { type: 'object', origin: 'value', input, key, value: list },
    { type: 'array', origin: 'value', input: list, key: index, value: list[index] },
  ];
  if (field) path.push({ type: 'object', origin: 'value', input: list[index]!, key: field, value: list[index]![field] });
  return path;
};

/** A rate card as staff write it (issue 40): the whole content of one version. */
export const rateCardSchema = v.pipe(
  v.object({
    name: name('Name is required'),
    currency: currencyOf(COST_CURRENCIES),
    validFrom: plainDate('Valid from'),
    validTo: plainDate('Valid to'),
    seasons: v.pipe(v.array(season, 'Seasons must be a list'), v.minLength(1, 'A rate card needs at least one season'), v.maxLength(MAX_SEASONS, `A rate card can have at most ${MAX_SEASONS} seasons`)),
    rates: v.pipe(v.array(rate, 'Rates must be a list'), v.maxLength(MAX_RATES, `A rate card can have at most ${MAX_RATES} rates`)),
    singleSupplementPercent: v.optional(percentage('Single supplement percent')),
    singleSupplementMinor: v.optional(minorAmount('Single supplement')),
    thirdAdultPercent: v.optional(percentage('Third-adult percent', 100)),
    minimumAge: v.optional(childAge()),
    children: v.optional(v.pipe(v.array(childBand, 'Children must be a list'), v.maxLength(10, 'A rate card can have at most 10 child bands')), []),
    markupPercent: v.optional(percentage('Markup')),
  }),
  v.forward(v.check((c) => c.validFrom <= c.validTo, 'Valid to must be on or after valid from'), ['validTo']),
  v.forward(v.check((c) => c.singleSupplementPercent === undefined || c.singleSupplementMinor === undefined, 'Give the single supplement as a percent or an amount, not both'), ['singleSupplementMinor']),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const card = dataset.value;
    const input = card as unknown as Record<string, unknown>;
    card.seasons.forEach((later, j) => {
      const earlier = card.seasons.slice(0, j).find((s) => s.priority === later.priority && overlaps(s, later));
      if (earlier) addIssue({ message: `Seasons "${earlier.name}" and "${later.name}" overlap with the same priority ${later.priority}`, path: at(input, 'seasons', j) });
      if (card.seasons.slice(0, j).some((s) => s.name.toLowerCase() === later.name.toLowerCase())) addIssue({ message: `Two seasons are named "${later.name}"`, path: at(input, 'seasons', j, 'name') });
    });
    const seen = new Set<string>();
    card.rates.forEach((r, i) => {
      if (!card.seasons.some((s) => s.name.toLowerCase() === r.season.toLowerCase())) addIssue({ message: `No season is named "${r.season}"`, path: at(input, 'rates', i, 'season') });
      const key = `${r.season}|${r.room}|${r.mealPlan}`.toLowerCase();
      if (seen.has(key)) addIssue({ message: `${r.room}, ${r.mealPlan} has two rates in ${r.season}`, path: at(input, 'rates', i) });
      seen.add(key);
    });
    card.children.forEach((band, i) => {
      const other = card.children.slice(0, i).find((b) => b.fromAge <= band.toAge && band.fromAge <= b.toAge);
      if (other) addIssue({ message: `Child bands ${other.fromAge}-${other.toAge} and ${band.fromAge}-${band.toAge} overlap`, path: at(input, 'children', i) });
    });
  }),
);

export type RateCardInput = v.InferOutput<typeof rateCardSchema>;

/** A table pasted from a lodge's sheet: its rates replace the card's. */
export const rateCardImportSchema = v.object({
  tsv: v.pipe(v.string('Paste the table as text'), v.nonEmpty('Paste the table as text'), v.maxLength(500_000, 'The table is too long')),
});
