import type { Quote } from '#lib/domain/costing/costing.types.ts';
import { priceQuote } from '#lib/domain/costing/pricing.ts';
import type { QuoteRequest } from '#lib/domain/costing/quote.schema.ts';
import { addDays, type PlainDate } from '#lib/domain/dates.ts';
import type { Services } from '../../services.ts';

export type QuoteOutcome = { ok: true; quote: Quote } | { ok: false; field: string; message: string };

/** Prices a trip from the rate cards, fee rows and Settings in force (issue 40); reads only, saves nothing. */
export async function quoteTrip(services: Services, input: QuoteRequest, today: PlainDate): Promise<QuoteOutcome> {
  const supplierIds = [...new Set(input.stops.map((stop) => stop.supplierId))];
  const parkIds = [...new Set(input.stops.flatMap((stop) => (stop.parkId ? [stop.parkId] : [])))];
  const nights = input.stops.reduce((sum, stop) => sum + stop.nights, 0);
  const [suppliers, parkFees, settings] = await Promise.all([
    services.rateCards.ratesFor(supplierIds),
    services.parkFees.forStay(parkIds, input.startDate, addDays(input.startDate, nights)),
    services.pricingSettings.get(),
  ]);
  const unknown = input.stops.findIndex((stop) => !suppliers[stop.supplierId]);
  if (unknown >= 0) return { ok: false, field: `stops.${unknown}.supplierId`, message: 'Supplier not found' };
  return priceQuote(input, { suppliers, parkFees, settings, today });
}
