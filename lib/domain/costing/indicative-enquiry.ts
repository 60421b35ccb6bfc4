import { addDays, type PlainDate } from '../dates.ts';
import type { ParkFee, PricingSettings, SupplierRates } from './costing.types.ts';
import { indicativePrice, type EnquiryIndicative, type IndicativeTrip } from './indicative.ts';

/**
 * Where an enquiry's first price reads its rates: the repositories' shape, named here so the acknowledgement (the
 * costing feature) and the enquiry page (its +data) run the one same computation without importing each other.
 */
export interface IndicativeSources {
  pricingSettings: { get(): Promise<PricingSettings> };
  packages: { getTrip(id: string): Promise<IndicativeTrip | null> };
  rateCards: { ratesFor(supplierIds: string[]): Promise<Record<string, SupplierRates>> };
  parkFees: { forStay(parkIds: string[], from: PlainDate, to: PlainDate): Promise<ParkFee[]> };
}

/** What of an enquiry the first range reads: its trip, its dates (a departure's or the traveller's own), its party. */
export interface IndicativeEnquiry {
  package?: { id: string } | null;
  departureOn?: string | null;
  arrivalDate: string | null;
  adults?: number | null;
  childrenAges?: number[] | null;
  country?: string | null;
}

/**
 * The first price of an enquiry's trip for its party (issue 40), from the trip's stops, the suppliers' rate cards,
 * the parks' fee rows and Settings' pricing as they are now; reads only, saves nothing.
 */
export async function indicativeForEnquiry(sources: IndicativeSources, enquiry: IndicativeEnquiry, today: PlainDate): Promise<EnquiryIndicative> {
  const settings = await sources.pricingSettings.get();
  const trip = enquiry.package ? await sources.packages.getTrip(enquiry.package.id) : null;
  if (!trip) return { enabled: settings.indicativePrices, indicative: { ok: false, reason: 'no-trip' } };
  // A fixed departure's date is the trip's start; else the day the traveller means to arrive.
  const start = enquiry.departureOn ?? enquiry.arrivalDate ?? null;
  const party = { adults: enquiry.adults ?? null, childrenAges: enquiry.childrenAges ?? null, country: enquiry.country ?? null };
  const supplierIds = [...new Set(trip.itinerary.flatMap((stop) => (stop.supplierId ? [stop.supplierId] : [])))];
  const parkIds = [...new Set(trip.itinerary.flatMap((stop) => (stop.parkId ? [stop.parkId] : [])))];
  const nights = trip.itinerary.reduce((sum, stop) => sum + stop.nights, 0);
  const suppliers = start ? await sources.rateCards.ratesFor(supplierIds) : {};
  const parkFees = start ? await sources.parkFees.forStay(parkIds, start, addDays(start, nights)) : [];
  return { enabled: settings.indicativePrices, indicative: indicativePrice(trip, party, start, { suppliers, parkFees, settings, today }) };
}
