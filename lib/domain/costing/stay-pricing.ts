import { addDays, type PlainDate } from '../dates.ts';
import type { ParkFee, QuoteMissing, QuoteStop, QuoteTraveller, RateCardContent, RateCardRate, RateCardSeason, SupplierRates } from './costing.types.ts';
import { percent, times, whole, type Fraction } from './exact.ts';
import { tierInPark } from './residency.ts';

/** Below this age a traveller is a child for rate cards (child bands go up to 17). */
export const ADULT_AGE = 18;

/** What one stop's nights or fees cost in one currency, before rounding: a sum in ten-thousandths of a minor unit. */
export interface CostBucket {
  currency: string;
  /** Exact, in minor units. */
  cost: Fraction;
  rateCards: Map<string, number>;
  parkFeeIds: Set<string>;
  markupPercent?: number;
}

/** A per-room rate over its maximum occupancy: the request's fault (400 naming the room), not a gap in the rates. */
export class RoomTooFull extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The season a night falls in: the highest priority of those whose ranges hold it (a range's `to` is its last night). */
export function seasonOn(card: RateCardContent, night: PlainDate): RateCardSeason | undefined {
  let best: RateCardSeason | undefined;
  for (const season of card.seasons) {
    if (!season.ranges.some((range) => range.from <= night && night <= range.to)) continue;
    if (!best || season.priority > best.priority) best = season;
  }
  return best;
}

function bucket(buckets: Map<string, CostBucket>, currency: string): CostBucket {
  let found = buckets.get(currency);
  if (!found) buckets.set(currency, (found = { currency, cost: whole(0), rateCards: new Map(), parkFeeIds: new Set() }));
  return found;
}

const add = (target: CostBucket, amount: Fraction) => {
  target.cost = { n: target.cost.n * amount.d + amount.n * target.cost.d, d: target.cost.d * amount.d };
};

/** One room's night at a per-person-sharing rate: two adults share, a lone adult adds the supplement, more adults pay the third-adult share, children their band. */
function sharingNight(card: RateCardContent, rate: RateCardRate, room: QuoteTraveller[]): Fraction {
  const sharing = whole(rate.amountMinor);
  let total = whole(0);
  const plus = (amount: Fraction) => (total = { n: total.n * amount.d + amount.n * total.d, d: total.d * amount.d });
  const adults = room.filter((t) => t.age >= ADULT_AGE || !card.children.some((band) => band.fromAge <= t.age && t.age <= band.toAge));
  adults.forEach((_adult, index) => {
    if (index < 2) plus(sharing);
    else plus(card.thirdAdultPercent === undefined ? sharing : times(sharing, percent(card.thirdAdultPercent)));
  });
  if (adults.length === 1 && room.length === 1) {
    if (card.singleSupplementPercent !== undefined) plus(times(sharing, percent(card.singleSupplementPercent)));
    else if (card.singleSupplementMinor !== undefined) plus(whole(card.singleSupplementMinor));
  }
  for (const child of room) {
    if (adults.includes(child)) continue;
    const band = card.children.find((b) => b.fromAge <= child.age && child.age <= b.toAge)!;
    plus(band.percent !== undefined ? times(sharing, percent(band.percent)) : whole(band.amountMinor ?? 0));
  }
  return total;
}

/**
 * A stop's nights from its supplier's rate cards. Each night takes the newest card valid that night, the season
 * covering it and the rate for the room and meal plan; a night without one is `missing`, never priced as 0.
 */
export function stayCost(
  stop: QuoteStop, index: number, arrival: PlainDate, supplier: SupplierRates | undefined, rooms: QuoteTraveller[][], missing: QuoteMissing[],
): CostBucket[] {
  const buckets = new Map<string, CostBucket>();
  const lack = (night: PlainDate | null, reason: string) => missing.push({ stop: index, night, reason });
  const before = missing.length;
  const name = supplier?.supplierName ?? 'This supplier';
  const seasonsSeen = new Map<string, { season: RateCardSeason; night: PlainDate }>();
  const travellers = rooms.flat();
  for (let i = 0; i < stop.nights; i++) {
    const night = addDays(arrival, i);
    const card = supplier?.cards.find((c) => c.content.validFrom <= night && night <= c.content.validTo);
    if (!card) {
      lack(night, `${name} has no rate card valid on ${night}`);
      continue;
    }
    const content = card.content;
    if (i === 0) {
      for (const t of travellers) {
        if (content.minimumAge !== undefined && t.age < content.minimumAge) lack(night, `${name} takes no child under ${content.minimumAge} (a traveller is ${t.age})`);
      }
    }
    const season = seasonOn(content, night);
    if (!season) {
      lack(night, `No season of ${name}'s "${content.name}" covers ${night}`);
      continue;
    }
    if (!seasonsSeen.has(`${card.id}/${season.name}`)) seasonsSeen.set(`${card.id}/${season.name}`, { season, night });
    const rate = content.rates.find((r) => sameName(r.season, season.name) && sameName(r.room, stop.room) && r.mealPlan === stop.mealPlan);
    if (!rate) {
      lack(night, `${name} has no rate for ${stop.room}, ${stop.mealPlan}, in ${season.name}`);
      continue;
    }
    const target = bucket(buckets, content.currency);
    target.rateCards.set(card.id, card.version);
    target.markupPercent ??= content.markupPercent;
    if (rate.basis === 'per-group') add(target, whole(rate.amountMinor));
    else if (rate.basis === 'per-room') {
      rooms.forEach((room, r) => {
        if (rate.maxOccupancy !== undefined && room.length > rate.maxOccupancy) {
          throw new RoomTooFull('rooms', `${rate.room} sleeps at most ${rate.maxOccupancy}: room ${r + 1} has ${room.length} travellers`);
        }
        add(target, whole(rate.amountMinor));
      });
    } else for (const room of rooms) add(target, sharingNight(content, rate, room));
  }
  for (const { season, night } of seasonsSeen.values()) {
    if (season.minimumNights !== undefined && stop.nights < season.minimumNights) {
      lack(night, `${season.name} at ${name} needs at least ${season.minimumNights} nights; the stay is ${stop.nights}`);
    }
  }
  // A stay with any night unpriced has no line at all: a part-priced line would read as the whole stay.
  return missing.length > before ? [] : [...buckets.values()];
}

/** The days a fee counts: each night; each calendar day from arrival to departure; each 24 hours from arrival. */
export function feeUnits(counting: ParkFee['counting'], arrival: PlainDate, nights: number): PlainDate[] {
  const units = counting === 'per-day' ? nights + 1 : nights;
  return Array.from({ length: units }, (_, i) => addDays(arrival, i));
}

/** Park fees for a stop: per traveller, per counting unit, by tier and age, from the row in force that day. */
export function parkFeeCost(
  parkId: string, index: number, arrival: PlainDate, nights: number, travellers: QuoteTraveller[], fees: readonly ParkFee[], missing: QuoteMissing[],
): { buckets: CostBucket[]; parkName: string } {
  const rows = fees.filter((fee) => fee.parkId === parkId);
  if (rows.length === 0) {
    missing.push({ stop: index, night: null, reason: `No park fees are recorded for ${parkId}` });
    return { buckets: [], parkName: parkId };
  }
  const tiers = new Set(rows.map((row) => row.tier));
  const buckets = new Map<string, CostBucket>();
  const reasons = new Set<string>();
  const before = missing.length;
  const inForce = (row: ParkFee, day: PlainDate) => row.effectiveFrom <= day && (row.effectiveTo === null || day <= row.effectiveTo);
  const counting = (rows.find((row) => inForce(row, arrival)) ?? rows[0]!).counting;
  for (const day of feeUnits(counting, arrival, nights)) {
    for (const traveller of travellers) {
      const tier = tierInPark(traveller.residency, tiers);
      const row = rows.find((r) => r.tier === tier && inForce(r, day) && r.fromAge <= traveller.age && (r.toAge === null || traveller.age <= r.toAge));
      if (!row) {
        const reason = `No ${rows[0]!.parkName} fee for a ${tier} traveller aged ${traveller.age} on ${day}`;
        if (!reasons.has(reason)) missing.push({ stop: index, night: day, reason });
        reasons.add(reason);
        continue;
      }
      const target = bucket(buckets, row.currency);
      target.parkFeeIds.add(row.id);
      add(target, whole(row.amountMinor));
    }
  }
  return { buckets: missing.length > before ? [] : [...buckets.values()], parkName: rows[0]!.parkName };
}
