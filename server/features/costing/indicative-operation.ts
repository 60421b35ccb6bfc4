import { indicativePrice, type Indicative } from '#lib/domain/costing/indicative.ts';
import { addDays, type PlainDate } from '#lib/domain/dates.ts';
import type { Services } from '../../services.ts';

/** What of an enquiry the first range reads: its trip, its dates (a departure's or the traveller's own), its party. */
export interface IndicativeEnquiry {
  package?: { id: string } | null;
  departureOn?: string | null;
  arrivalDate: string | null;
  adults?: number | null;
  childrenAges?: number[] | null;
  country?: string | null;
}

export type EnquiryIndicative = {
  /** Settings' `indicativePrices`: whether a traveller is sent the figure. Staff see the computation either way. */
  enabled: boolean;
  indicative: Indicative | { ok: false; reason: 'no-trip' };
};

/**
 * The first price of an enquiry's trip for its party (issue 40): read from the trip's stops, the suppliers' rate
 * cards, the parks' fee rows and Settings' pricing as they are now; reads only, saves nothing.
 */
export async function indicativeForEnquiry(services: Services, enquiry: IndicativeEnquiry, today: PlainDate): Promise<EnquiryIndicative> {
  const [settings, trip] = await Promise.all([
    services.pricingSettings.get(),
    enquiry.package ? services.packages.getTrip(enquiry.package.id) : Promise.resolve(null),
  ]);
  if (!trip) return { enabled: settings.indicativePrices, indicative: { ok: false, reason: 'no-trip' } };
  // A fixed departure's date is the trip's start; else the day the traveller means to arrive.
  const start = enquiry.departureOn ?? enquiry.arrivalDate ?? null;
  const party = { adults: enquiry.adults ?? null, childrenAges: enquiry.childrenAges ?? null, country: enquiry.country ?? null };
  const supplierIds = [...new Set(trip.itinerary.flatMap((stop) => (stop.supplierId ? [stop.supplierId] : [])))];
  const parkIds = [...new Set(trip.itinerary.flatMap((stop) => (stop.parkId ? [stop.parkId] : [])))];
  const nights = trip.itinerary.reduce((sum, stop) => sum + stop.nights, 0);
  const [suppliers, parkFees] = start
    ? await Promise.all([services.rateCards.ratesFor(supplierIds), services.parkFees.forStay(parkIds, start, addDays(start, nights))])
    : [{}, []];
  return { enabled: settings.indicativePrices, indicative: indicativePrice(trip, party, start, { suppliers, parkFees, settings, today }) };
}

/** The range a traveller's acknowledgement carries: only a whole figure, and only while Settings allow it. */
export async function acknowledgementRange(services: Services, enquiry: IndicativeEnquiry, today: PlainDate) {
  const { enabled, indicative } = await indicativeForEnquiry(services, enquiry, today);
  if (!enabled || !indicative.ok || indicative.lowMinor === null || indicative.highMinor === null) return null;
  return { currency: indicative.currency, lowMinor: indicative.lowMinor, highMinor: indicative.highMinor, excluded: indicative.excluded };
}

export type AcknowledgementRange = NonNullable<Awaited<ReturnType<typeof acknowledgementRange>>>;
