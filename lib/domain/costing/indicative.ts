import type { TripStop } from '../catalogue/catalogue.types.ts';
import { addDays, type PlainDate } from '../dates.ts';
import type { MealPlan, QuoteMissing, QuoteStop, QuoteTraveller } from './costing.types.ts';
import { priceQuote, type PricingData } from './pricing.ts';
import { tierForCountry } from './residency.ts';

/** The age an adult of the party is priced at: any adult age prices the same (rate cards band children only). */
const ADULT_PRICED_AGE = 30;

/** What of a trip the first range reads: its stops, its currency and what it leaves out. */
export interface IndicativeTrip {
  priceCurrency: string;
  itinerary: Pick<TripStop, 'title' | 'nights' | 'supplierId' | 'parkId' | 'rooms'>[];
  excluded: string[];
}

/** Who travels, as the enquiry gave it. */
export interface IndicativeParty {
  adults: number | null;
  childrenAges: number[] | null;
  country: string | null;
}

/** One room a stop can be sold in, priced for the whole party for the stop's nights (park fees apart). */
export interface IndicativeOption {
  room: string;
  mealPlan: MealPlan;
  /** Null when a night of it has no rate (see `missing`). */
  perPersonSharingMinor: number | null;
}

export interface IndicativeStop {
  /** The stop's place in the itinerary. */
  stop: number;
  title: string;
  arrival: PlainDate;
  nights: number;
  options: IndicativeOption[];
  /** The options the low and the high end take; null while an option is unpriced. */
  cheapest: number | null;
  dearest: number | null;
}

/** Why no range was worked out at all: the trip names no rooms, or the enquiry has no party or no date. */
export type IndicativeUnavailable = 'no-rooms' | 'no-party' | 'no-date';

export type Indicative =
  | { ok: false; reason: IndicativeUnavailable }
  | {
      ok: true;
      currency: string;
      startDate: PlainDate;
      travellers: QuoteTraveller[];
      stops: IndicativeStop[];
      /** Per person sharing, park fees included; null when anything is missing: never a figure from a part. */
      lowMinor: number | null;
      highMinor: number | null;
      /** Every night without a rate, every fee without a row, every currency without a rate: each named once. */
      missing: QuoteMissing[];
      /** What the price leaves out: the trip's own excluded lines. */
      excluded: string[];
      /**
       * Where a draft proposal priced from rates starts (issue 40: staff find the same computation on the enquiry):
       * the party and each stop's simplest room, as the low end takes them.
       */
      suggestion: PriceSuggestion;
    };

/** A "Price from rates" form filled in from the enquiry: the quote's input but its currency (the proposal's). */
export interface PriceSuggestion {
  startDate: PlainDate;
  travellers: QuoteTraveller[];
  stops: QuoteStop[];
}

/** An enquiry's first price as staff see it: the computation, and whether Settings let it reach the traveller. */
export interface EnquiryIndicative {
  enabled: boolean;
  indicative: Indicative | { ok: false; reason: 'no-trip' };
}

/** The party as the pricing's travellers: adults at an adult's age, children at theirs, all at the country's park tier. */
export function partyTravellers(party: IndicativeParty): QuoteTraveller[] | null {
  if (!party.adults) return null;
  // No country given: the international tier, the highest, so the range never reads cheaper than the trip will be.
  const residency = party.country ? tierForCountry(party.country) : 'international';
  return [
    ...Array.from({ length: party.adults }, () => ({ age: ADULT_PRICED_AGE, residency })),
    ...(party.childrenAges ?? []).map((age) => ({ age, residency })),
  ];
}

/** A trip stop the range prices: nights at a supplier, with the rooms it can be sold in. */
const isPricedStop = (stop: IndicativeTrip['itinerary'][number]) => stop.nights > 0 && Boolean(stop.supplierId) && (stop.rooms?.length ?? 0) > 0;

/**
 * The first price of a trip for a party (issue 40): the low end takes each stop's cheapest room, the high end its
 * dearest, both priced with the rate cards, park fees and Settings given (the trip's currency, the markup rules),
 * per person sharing. Any night the trip spends without a priced room, any option without a rate, any missing fee:
 * no figure, and the gaps are listed.
 */
export function indicativePrice(trip: IndicativeTrip, party: IndicativeParty, startDate: PlainDate | null, data: PricingData): Indicative {
  if (!trip.itinerary.some(isPricedStop)) return { ok: false, reason: 'no-rooms' };
  const travellers = partyTravellers(party);
  if (!travellers) return { ok: false, reason: 'no-party' };
  if (!startDate) return { ok: false, reason: 'no-date' };

  const missing: QuoteMissing[] = [];
  const stops: IndicativeStop[] = [];
  let arrival = startDate;
  trip.itinerary.forEach((stop, index) => {
    const here = arrival;
    arrival = addDays(arrival, stop.nights);
    if (stop.nights === 0) return;
    if (!isPricedStop(stop)) {
      missing.push({ stop: index, night: here, reason: `${stop.title} names no supplier and rooms to price its ${stop.nights === 1 ? 'night' : 'nights'} from` });
      return;
    }
    const options = stop.rooms!.map((option): IndicativeOption => {
      const priced = priceQuote(
        { currency: trip.priceCurrency, startDate: here, travellers, stops: [{ supplierId: stop.supplierId!, room: option.room, mealPlan: option.mealPlan, nights: stop.nights }] },
        data,
      );
      if (!priced.ok) {
        missing.push({ stop: index, night: here, reason: `${option.room}: ${priced.message}` });
        return { ...option, perPersonSharingMinor: null };
      }
      missing.push(...priced.quote.missing.map((gap) => ({ ...gap, stop: index })));
      return { ...option, perPersonSharingMinor: priced.quote.missing.length ? null : priced.quote.totals.sellMinor };
    });
    const known = options.every((o) => o.perPersonSharingMinor !== null);
    const order = options.map((_, i) => i).sort((a, b) => options[a]!.perPersonSharingMinor! - options[b]!.perPersonSharingMinor! || a - b);
    stops.push({ stop: index, title: stop.title, arrival: here, nights: stop.nights, options, cheapest: known ? order[0]! : null, dearest: known ? order.at(-1)! : null });
  });

  // Each option was priced for the whole party above; shown per person sharing, as the range is.
  for (const stop of stops) {
    for (const option of stop.options) {
      if (option.perPersonSharingMinor !== null) option.perPersonSharingMinor = Math.round(option.perPersonSharingMinor / travellers.length);
    }
  }

  const chosenStops = (pick: 'cheapest' | 'dearest'): QuoteStop[] => {
    const chosen: QuoteStop[] = [];
    trip.itinerary.forEach((stop, index) => {
      const priced = stops.find((s) => s.stop === index);
      // An option still unpriced is the stop's first, so staff start from the trip's rooms and fill the gap.
      const option = priced ? priced.options[priced[pick] ?? 0] : undefined;
      if (option) chosen.push({ supplierId: stop.supplierId!, room: option.room, mealPlan: option.mealPlan, nights: stop.nights, ...(stop.parkId ? { parkId: stop.parkId } : {}) });
    });
    return chosen;
  };
  const end = (pick: 'cheapest' | 'dearest'): number | null => {
    if (stops.some((s) => s[pick] === null)) return null;
    const quote = priceQuote({ currency: trip.priceCurrency, startDate, travellers, stops: chosenStops(pick) }, data);
    if (!quote.ok) return null;
    // The park fees are met here first (rooms were priced without them): their gaps are named once.
    if (pick === 'cheapest') missing.push(...quote.quote.missing.map((gap) => ({ ...gap, stop: chosenIndex(trip, gap.stop) })));
    return quote.quote.missing.length ? null : quote.quote.perPersonSharingMinor;
  };
  const complete = missing.length === 0;
  const lowMinor = complete ? end('cheapest') : null;
  const highMinor = complete ? end('dearest') : null;
  const gaps = listed(missing);
  const priced = gaps.length === 0 && lowMinor !== null && highMinor !== null;
  return {
    ok: true,
    currency: trip.priceCurrency,
    startDate,
    travellers,
    stops,
    lowMinor: priced ? lowMinor : null,
    highMinor: priced ? highMinor : null,
    missing: gaps,
    excluded: trip.excluded,
    suggestion: { startDate, travellers, stops: chosenStops('cheapest') },
  };
}

/** A quote's stop index (the priced stops only, in order) as the itinerary's. */
function chosenIndex(trip: IndicativeTrip, quoteStop: number | null): number | null {
  if (quoteStop === null) return null;
  const indices = trip.itinerary.flatMap((stop, index) => (isPricedStop(stop) ? [index] : []));
  return indices[quoteStop] ?? null;
}

function listed(missing: QuoteMissing[]): QuoteMissing[] {
  const seen = new Map<string, QuoteMissing>();
  for (const gap of missing) seen.set(`${gap.stop ?? -1}|${gap.night ?? ''}|${gap.reason}`, gap);
  return [...seen.values()].sort((a, b) => (a.stop ?? -1) - (b.stop ?? -1) || (a.night ?? '').localeCompare(b.night ?? ''));
}
