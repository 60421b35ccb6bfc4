import type { ParkFee, QuoteInput, SupplierRates } from './costing.types.ts';
import { priceQuote } from './pricing.ts';
import {
  costingLines, repricingOf, type ProposalCosting, type ProposalCostingSnapshot, type ProposalRepricing, type StaffProposalCosting,
} from './proposal-costing.ts';
import { addDays, type PlainDate } from '../dates.ts';
import type { Proposal } from '../sale/proposal.types.ts';

/**
 * Where a priced proposal's figures are read from: the repositories' shape, named here so the proposal route (the
 * sale feature), the pricing operation (costing) and the editor page's +data run one computation without importing
 * each other (decision 164: pages import no feature).
 */
export interface RateSources {
  rateCards: { ratesFor(supplierIds: string[]): Promise<Record<string, SupplierRates>> };
  parkFees: { forStay(parkIds: string[], from: PlainDate, to: PlainDate): Promise<ParkFee[]> };
}
export interface CostingSources extends RateSources {
  proposalCostings: { get(proposalId: string): Promise<ProposalCostingSnapshot | null> };
}

/** What a trip is priced from today: its suppliers' cards in force, the parks' fee rows over the stay. */
export async function ratesForTrip(services: RateSources, input: QuoteInput) {
  const supplierIds = [...new Set(input.stops.map((stop) => stop.supplierId))];
  const parkIds = [...new Set(input.stops.flatMap((stop) => (stop.parkId ? [stop.parkId] : [])))];
  const nights = input.stops.reduce((sum, stop) => sum + stop.nights, 0);
  const [suppliers, parkFees] = await Promise.all([
    services.rateCards.ratesFor(supplierIds),
    services.parkFees.forStay(parkIds, input.startDate, addDays(input.startDate, nights)),
  ]);
  return { suppliers, parkFees };
}

/**
 * What today's rates say of a version priced from rates, computed on every read (decision 190): a new rate-card
 * version or a corrected fee row shows at the next read.
 */
export async function repriceSnapshot(services: RateSources, snapshot: ProposalCostingSnapshot): Promise<ProposalRepricing> {
  const rates = await ratesForTrip(services, snapshot.input);
  // The Settings and given rates of the day it was priced: only a rate card or a fee row moves the figure.
  const outcome = priceQuote(snapshot.input, { ...rates, settings: snapshot.settings, today: snapshot.pricedOn });
  if (!outcome.ok) return repricingOf(snapshot.lines, null, [{ stop: null, night: null, reason: outcome.message }]);
  return repricingOf(snapshot.lines, costingLines(outcome.quote, snapshot.input, rates.suppliers), outcome.quote.missing);
}

export const costingView = (snapshot: ProposalCostingSnapshot): ProposalCosting => ({
  currency: snapshot.input.currency,
  pricedOn: snapshot.pricedOn,
  pricedBy: snapshot.pricedBy,
  pricedAt: snapshot.pricedAt ?? '',
  lines: snapshot.lines,
  totals: snapshot.totals,
  rateCards: snapshot.rateCards,
  parkFeeIds: snapshot.parkFeeIds,
  fx: snapshot.fx,
});

/** An open version can still be accepted at the price sent: the only kind whose re-pricing staff need to see. */
const isOpen = (proposal: Pick<Proposal, 'status' | 'validUntil'>, today: PlainDate) => proposal.status === 'sent' && proposal.validUntil >= today;

/** Staff's `costing` and `repricing` of a version (`GET /api/admin/proposals/:id`, the editor page). Reads only. */
export async function staffProposalCosting(services: CostingSources, proposal: Pick<Proposal, 'id' | 'status' | 'validUntil'>, today: PlainDate): Promise<StaffProposalCosting> {
  const snapshot = await services.proposalCostings.get(proposal.id);
  if (!snapshot) return { costing: null, repricing: null };
  return { costing: costingView(snapshot), repricing: isOpen(proposal, today) ? await repriceSnapshot(services, snapshot) : null };
}

/** What the proposal editor's cost side shows (issue 40): the costing, the re-pricing, and the suppliers to price from. */
export async function proposalCostingPanelData(
  services: CostingSources & { suppliers: { list(): Promise<{ id: string; name: string }[]> } },
  proposal: Pick<Proposal, 'id' | 'status' | 'validUntil'>,
  today: PlainDate,
) {
  const [costing, suppliers] = await Promise.all([
    staffProposalCosting(services, proposal, today),
    proposal.status === 'draft' ? services.suppliers.list() : Promise.resolve([]),
  ]);
  return { ...costing, suppliers: suppliers.map((supplier) => ({ value: supplier.id, label: supplier.name })) };
}
