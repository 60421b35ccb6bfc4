import type { PlainDate } from '../dates.ts';
import type { FxRate, PricingSettings, Quote, QuoteInput, QuoteLine, QuoteMissing, RateBasis, SupplierRates } from './costing.types.ts';
import { MEAL_PLAN_NAMES } from './costing.types.ts';
import { roomsFor } from './pricing.ts';
import { ADULT_AGE } from './stay-pricing.ts';

/**
 * A proposal priced from rates (issue 40, decision 189): staff-only. The traveller sees the lines' labels and sell
 * prices as proposal lines; cost and margin stay here.
 */
export interface ProposalCostingLine {
  /** As the traveller reads it on the proposal's line. */
  label: string;
  /** The proposal line's quantity: the travellers for a line priced per person, else 1 (the price is `sellMinor`). */
  quantity: number;
  kind: QuoteLine['kind'];
  stop: number | null;
  /** What the supplier or authority charges, in its own currency. */
  supplierCostMinor: number;
  supplierCurrency: string;
  /** That cost in the proposal's currency: sell − cost is the margin. */
  costMinor: number;
  sellMinor: number;
  marginMinor: number;
  markupPercent: number;
  rateCards: { id: string; version: number }[];
  parkFeeIds: string[];
}

export interface ProposalCostingTotals {
  costMinor: number;
  sellMinor: number;
  marginMinor: number;
}

/** What the snapshot keeps: enough to show the margin and to price the same trip again from today's rates. */
export interface ProposalCostingSnapshot {
  proposalId: string;
  input: QuoteInput;
  settings: PricingSettings;
  pricedOn: PlainDate;
  rateCards: { id: string; version: number }[];
  parkFeeIds: string[];
  fx: (FxRate & { bufferPercent: number })[];
  lines: ProposalCostingLine[];
  totals: ProposalCostingTotals;
  pricedBy: string | null;
  /** When it was last priced (read back only; the database stamps it). */
  pricedAt?: string;
}

/** `GET /api/admin/proposals/:id`'s `costing`. */
export interface ProposalCosting {
  currency: string;
  pricedOn: PlainDate;
  pricedBy: string | null;
  pricedAt: string;
  lines: ProposalCostingLine[];
  totals: ProposalCostingTotals;
  rateCards: { id: string; version: number }[];
  parkFeeIds: string[];
  fx: (FxRate & { bufferPercent: number })[];
}

/** A line whose price today differs from what was sent; null: it can no longer be priced (see `missing`), or is new. */
export interface RepricedLine {
  label: string;
  sentSellMinor: number | null;
  nowSellMinor: number | null;
}

export interface ProposalRepricing {
  changed: boolean;
  lines: RepricedLine[];
  /** Why a line could not be priced again (a rate or a season gone). */
  missing: QuoteMissing[];
}

/** Staff's view of a version: its costing (null when not priced from rates) and, while open, what today's rates say. */
export interface StaffProposalCosting {
  costing: ProposalCosting | null;
  repricing: ProposalRepricing | null;
}

const BASIS_NAMES: Record<RateBasis, string> = { 'per-person-sharing': 'per person sharing', 'per-room': 'per room', 'per-group': 'per group' };

const nightsText = (nights: number) => `${nights} night${nights === 1 ? '' : 's'}`;

/** The basis of the rate a stop was priced at, from the newest card that has its room and meal plan. */
function basisOf(line: QuoteLine, input: QuoteInput, suppliers: Record<string, SupplierRates>): RateBasis | undefined {
  const stop = input.stops[line.stop!]!;
  const used = new Set(line.rateCards.map((card) => card.id));
  const cards = suppliers[stop.supplierId]?.cards.filter((card) => used.has(card.id)) ?? [];
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  for (const card of cards) {
    const rate = card.content.rates.find((r) => same(r.room, stop.room) && r.mealPlan === stop.mealPlan);
    if (rate) return rate.basis;
  }
  return undefined;
}

/** "2 adults and 1 child": the party a line is for, when it is not one price per person. */
function partyText(travellers: QuoteInput['travellers']): string {
  const adults = travellers.filter((t) => t.age >= ADULT_AGE).length;
  const children = travellers.length - adults;
  const part = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return [adults && part(adults, 'adult', 'adults'), children && part(children, 'child', 'children')].filter(Boolean).join(' and ');
}

/**
 * The line a traveller reads. Per person sharing, when every traveller is an adult paying the same: "Lodge X, 3 nights,
 * Luxury tent, full board, per person sharing" once per traveller (issue 29's party check counts such a line per
 * adult); otherwise the stay's price for the party ("…, full board, for 2 adults and 1 child"), the rooms ("…, per
 * room, 2 rooms") or the group. Park fees: "Park fees, Kruger National Park, 3 nights", for the party.
 */
export function travellerLine(line: QuoteLine, input: QuoteInput, suppliers: Record<string, SupplierRates>): { label: string; quantity: number } {
  if (line.kind === 'extra' || line.stop === null) return { label: line.label, quantity: 1 };
  const stop = input.stops[line.stop]!;
  if (line.kind === 'park-fees') {
    const park = line.label.replace(/^Park fees: /, '').replace(/, \d+ nights?$/, '');
    return { label: `Park fees, ${park}, ${nightsText(stop.nights)}`, quantity: 1 };
  }
  const supplier = suppliers[stop.supplierId]?.supplierName ?? 'Accommodation';
  const stay = `${supplier}, ${nightsText(stop.nights)}, ${stop.room}, ${MEAL_PLAN_NAMES[stop.mealPlan]}`;
  const basis = basisOf(line, input, suppliers);
  const count = input.travellers.length;
  if (basis === 'per-person-sharing') {
    const allAdults = input.travellers.every((t) => t.age >= ADULT_AGE);
    if (allAdults && count > 1 && line.sellMinor % count === 0) return { label: `${stay}, per person sharing`, quantity: count };
    return { label: `${stay}, for ${partyText(input.travellers)}`, quantity: 1 };
  }
  if (basis === 'per-room') {
    const placed = roomsFor(input.travellers, input.rooms);
    const rooms = 'rooms' in placed ? placed.rooms.length : 1;
    return { label: `${stay}, per room, ${rooms} room${rooms === 1 ? '' : 's'}`, quantity: 1 };
  }
  return { label: basis ? `${stay}, ${BASIS_NAMES[basis]}` : stay, quantity: 1 };
}

/** A priced quote as the proposal keeps it: traveller-facing labels, cost in the sale currency beside sell. */
export function costingLines(quote: Quote, input: QuoteInput, suppliers: Record<string, SupplierRates>): ProposalCostingLine[] {
  return quote.lines.map((line) => ({
    ...travellerLine(line, input, suppliers),
    kind: line.kind,
    stop: line.stop,
    supplierCostMinor: line.costMinor,
    supplierCurrency: line.costCurrency,
    costMinor: line.quoteCostMinor,
    sellMinor: line.sellMinor,
    marginMinor: line.marginMinor,
    markupPercent: line.markupPercent,
    rateCards: line.rateCards,
    parkFeeIds: line.parkFeeIds,
  }));
}

export function costingTotals(lines: readonly ProposalCostingLine[]): ProposalCostingTotals {
  const costMinor = lines.reduce((sum, line) => sum + line.costMinor, 0);
  const sellMinor = lines.reduce((sum, line) => sum + line.sellMinor, 0);
  return { costMinor, sellMinor, marginMinor: sellMinor - costMinor };
}

/** Every rate-card version and fee row the lines name, once each, in a stable order. */
export function sourcesOf(lines: readonly ProposalCostingLine[]) {
  const cards = new Map<string, { id: string; version: number }>();
  for (const card of lines.flatMap((line) => line.rateCards)) cards.set(`${card.id}@${card.version}`, card);
  return {
    rateCards: [...cards.values()].sort((a, b) => a.id.localeCompare(b.id) || a.version - b.version),
    parkFeeIds: [...new Set(lines.flatMap((line) => line.parkFeeIds))].sort(),
  };
}

/** A line's place in the trip: its stop and kind (an extra by its own label), never its wording, which follows its price. */
const lineKey = (line: Pick<ProposalCostingLine, 'kind' | 'stop' | 'supplierCurrency' | 'label'>) =>
  `${line.kind}|${line.stop ?? ''}|${line.supplierCurrency}|${line.kind === 'extra' ? line.label : ''}`;

/**
 * The per-line difference between what was sent and the same trip priced from today's rates: only the lines that
 * differ. `now` null: the trip can no longer be priced at all (e.g. a room now over its occupancy).
 */
export function repricingOf(sent: readonly ProposalCostingLine[], now: readonly ProposalCostingLine[] | null, missing: QuoteMissing[]): ProposalRepricing {
  const nowByKey = new Map((now ?? []).map((line) => [lineKey(line), line]));
  const lines: RepricedLine[] = [];
  for (const line of sent) {
    const current = nowByKey.get(lineKey(line));
    nowByKey.delete(lineKey(line));
    const nowSellMinor = current ? current.sellMinor : null;
    if (nowSellMinor !== line.sellMinor) lines.push({ label: line.label, sentSellMinor: line.sellMinor, nowSellMinor });
  }
  for (const added of nowByKey.values()) lines.push({ label: added.label, sentSellMinor: null, nowSellMinor: added.sellMinor });
  return { changed: lines.length > 0 || missing.length > 0, lines, missing };
}
