import { addDays, type PlainDate } from '../dates.ts';
import { minorDigits } from '../money/money.ts';
import type {
  FxRate, ParkFee, PricingSettings, Quote, QuoteInput, QuoteLine, QuoteMissing, QuoteTraveller, SupplierRates,
} from './costing.types.ts';
import { MEAL_PLAN_NAMES } from './costing.types.ts';
import { decimal, onePlusPercent, roundHalfUp, times, whole, type Fraction } from './exact.ts';
import { ADULT_AGE, parkFeeCost, RoomTooFull, stayCost, type CostBucket } from './stay-pricing.ts';

/** What a quote is priced from: read by the caller, handed in whole, so the pricing itself reads nothing. */
export interface PricingData {
  suppliers: Record<string, SupplierRates>;
  parkFees: readonly ParkFee[];
  settings: PricingSettings;
  /** The day a rate given with the quote is dated. */
  today: PlainDate;
}

export type PricingOutcome = { ok: true; quote: Quote } | { ok: false; field: string; message: string };

/**
 * Who shares with whom. Given: each traveller in exactly one room. By default adults share doubles in their
 * order, an odd adult has a room alone, and children join the rooms in turn.
 */
export function roomsFor(travellers: QuoteTraveller[], given?: number[][]): { rooms: QuoteTraveller[][] } | { error: string } {
  if (given) {
    const seen = new Set<number>();
    for (const room of given) {
      if (room.length === 0) return { error: 'A room must have at least one traveller' };
      for (const index of room) {
        if (!Number.isInteger(index) || index < 0 || index >= travellers.length) return { error: `There is no traveller ${index}` };
        if (seen.has(index)) return { error: `Traveller ${index} is in two rooms` };
        seen.add(index);
      }
    }
    if (seen.size !== travellers.length) return { error: 'Every traveller needs a room' };
    return { rooms: given.map((room) => room.map((index) => travellers[index]!)) };
  }
  // In order of age, so the rooms (and the price) do not depend on the order the travellers were listed in.
  const byAge = [...travellers].sort((a, b) => b.age - a.age);
  const adults = byAge.filter((t) => t.age >= ADULT_AGE);
  const children = byAge.filter((t) => t.age < ADULT_AGE);
  const rooms: QuoteTraveller[][] = [];
  for (let i = 0; i < adults.length; i += 2) rooms.push(adults.slice(i, i + 2));
  if (rooms.length === 0) return { rooms: children.length ? [children] : [] };
  children.forEach((child, i) => rooms[i % rooms.length]!.push(child));
  return { rooms };
}

interface PricedBucket {
  bucket: CostBucket;
  label: string;
  kind: QuoteLine['kind'];
  stop: number | null;
  markupPercent: number;
}

/** Prices a trip (issue 40) in integer minor units: each line rounds half up once; totals are the sums of the lines. */
export function priceQuote(input: QuoteInput, data: PricingData): PricingOutcome {
  const placed = roomsFor(input.travellers, input.rooms);
  if ('error' in placed) return { ok: false, field: 'rooms', message: placed.error };
  const missing: QuoteMissing[] = [];
  const priced: PricedBucket[] = [];
  const markupOf = (own: number | undefined, supplier?: number) => own ?? input.markupPercent ?? supplier ?? data.settings.defaultMarkupPercent;
  let arrival = input.startDate;
  try {
    input.stops.forEach((stop, index) => {
      const supplier = data.suppliers[stop.supplierId];
      const name = supplier?.supplierName ?? 'Supplier';
      const nights = `${stop.nights} night${stop.nights === 1 ? '' : 's'}`;
      for (const bucket of stayCost(stop, index, arrival, supplier, placed.rooms, missing)) {
        const label = `${name}, ${nights}, ${stop.room}, ${MEAL_PLAN_NAMES[stop.mealPlan]}`;
        priced.push({ bucket, label, kind: 'accommodation', stop: index, markupPercent: markupOf(stop.markupPercent, bucket.markupPercent) });
      }
      if (stop.parkId) {
        const fees = parkFeeCost(stop.parkId, index, arrival, stop.nights, input.travellers, data.parkFees, missing);
        for (const bucket of fees.buckets) {
          priced.push({ bucket, label: `Park fees: ${fees.parkName}, ${nights}`, kind: 'park-fees', stop: index, markupPercent: markupOf(undefined) });
        }
      }
      arrival = addDays(arrival, stop.nights);
    });
  } catch (error) {
    if (error instanceof RoomTooFull) return { ok: false, field: error.field, message: error.message };
    throw error;
  }
  for (const extra of input.extras ?? []) {
    const count = extra.per === 'person' ? input.travellers.length : 1;
    const bucket: CostBucket = { currency: extra.currency, cost: whole(extra.costMinor * count), rateCards: new Map(), parkFeeIds: new Set() };
    priced.push({ bucket, label: extra.label, kind: 'extra', stop: null, markupPercent: markupOf(extra.markupPercent) });
  }
  const fx = new Map<string, FxRate & { bufferPercent: number }>();
  const lines: QuoteLine[] = [];
  for (const item of priced) {
    const costMinor = roundHalfUp(item.bucket.cost);
    const rate = rateFor(item.bucket.currency, input, data, fx);
    if (!rate) {
      missing.push({ stop: item.stop, night: null, reason: `No exchange rate from ${item.bucket.currency} to ${input.currency}: give one or add it in Settings` });
      continue;
    }
    const quoteCostMinor = roundHalfUp(times(whole(costMinor), rate));
    const sellMinor = roundHalfUp(times(whole(quoteCostMinor), onePlusPercent(item.markupPercent)));
    lines.push({
      label: item.label, kind: item.kind, stop: item.stop, costMinor, costCurrency: item.bucket.currency, quoteCostMinor, sellMinor,
      marginMinor: sellMinor - quoteCostMinor, markupPercent: item.markupPercent,
      // Sorted, so the same trip gives the same answer whatever order its travellers came in.
      rateCards: [...item.bucket.rateCards].sort(([a], [b]) => a.localeCompare(b)).map(([id, version]) => ({ id, version })),
      parkFeeIds: [...item.bucket.parkFeeIds].sort(),
    });
  }
  const costMinor = lines.reduce((sum, line) => sum + line.quoteCostMinor, 0);
  const sellMinor = lines.reduce((sum, line) => sum + line.sellMinor, 0);
  const marginMinor = sellMinor - costMinor;
  return {
    ok: true,
    quote: {
      currency: input.currency,
      lines,
      totals: { costMinor, sellMinor, marginMinor, marginPercent: sellMinor > 0 ? Math.round((marginMinor * 10_000) / sellMinor) / 100 : 0 },
      perPersonSharingMinor: input.travellers.length ? roundHalfUp({ n: BigInt(sellMinor), d: BigInt(input.travellers.length) }) : 0,
      fx: [...fx.values()],
      missing: listed(missing),
    },
  };
}

/**
 * What one minor unit of `currency` is in the quote's minor units: the rate given with the quote, else the one in
 * Settings, times one plus the buffer; a currency of other minor digits is scaled. Undefined: no rate known.
 */
function rateFor(currency: string, input: QuoteInput, data: PricingData, used: Map<string, FxRate & { bufferPercent: number }>): Fraction | undefined {
  if (currency === input.currency) return whole(1);
  const given = input.fx?.[currency];
  const stored = data.settings.rates.filter((r) => r.from === currency && r.to === input.currency).sort((a, b) => b.on.localeCompare(a.on))[0];
  const rate: FxRate | undefined = given !== undefined ? { from: currency, to: input.currency, rate: given, on: data.today } : stored;
  if (!rate) return undefined;
  used.set(currency, { ...rate, bufferPercent: data.settings.fxBufferPercent });
  const shift = minorDigits(input.currency) - minorDigits(currency);
  const scale = shift >= 0 ? whole(10 ** shift) : { n: 1n, d: 10n ** BigInt(-shift) };
  return times(times(decimal(rate.rate), onePlusPercent(data.settings.fxBufferPercent)), scale);
}

/** Each gap once, by stop and night: the same gap met by two travellers is one entry. */
function listed(missing: QuoteMissing[]): QuoteMissing[] {
  const seen = new Map<string, QuoteMissing>();
  for (const entry of missing) seen.set(`${entry.stop ?? -1}|${entry.night ?? ''}|${entry.reason}`, entry);
  return [...seen.values()].sort((a, b) => (a.stop ?? -1) - (b.stop ?? -1) || (a.night ?? '').localeCompare(b.night ?? '') || a.reason.localeCompare(b.reason));
}
