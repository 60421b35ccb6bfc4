import type { QuoteInput, QuoteMissing } from '#lib/domain/costing/costing.types.ts';
import { priceQuote } from '#lib/domain/costing/pricing.ts';
import type { ProposalPriceInput } from '#lib/domain/costing/proposal-costing.schema.ts';
import { costingLines, costingTotals, sourcesOf, type StaffProposalCosting } from '#lib/domain/costing/proposal-costing.ts';
import type { PlainDate } from '#lib/domain/dates.ts';
import { MAX_LINES, TOO_MANY_LINES_MESSAGE } from '#lib/domain/sale/proposal.schema.ts';
import type { Proposal, ProposalStatus } from '#lib/domain/sale/proposal.types.ts';
import { siteToday } from '#database/site-time-zone.ts';
import type { Services } from '../../services.ts';
import { costingView, ratesForTrip } from '#lib/domain/costing/repricing.ts';

export type ProposalPricingOutcome =
  | { kind: 'priced'; proposal: Proposal & StaffProposalCosting }
  | { kind: 'not-found' }
  /** Only a draft takes new lines: a sent version is what the traveller has, an accepted one is a booking. */
  | { kind: 'frozen'; status: ProposalStatus }
  | { kind: 'invalid'; field: string; message: string }
  /** Nights or fees with no rate: never priced as 0, and nothing is saved. */
  | { kind: 'missing'; missing: QuoteMissing[] };

/**
 * Prices a draft version from the rate cards, fee rows and Settings in force (issue 40, decision 189): its lines
 * become the quote's, with labels a traveller reads, and its costing snapshot is stored beside it, all in one
 * transaction with the version's row locked. Also what the enquiry's first price calls to make its draft.
 */
export async function priceProposalFromRates(
  services: Services, proposalId: string, input: ProposalPriceInput, options: { by?: string | null; today?: PlainDate } = {},
): Promise<ProposalPricingOutcome> {
  const today = options.today ?? siteToday();
  const outcome = await services.transaction(async (tx): Promise<Exclude<ProposalPricingOutcome, { kind: 'priced' }> | { kind: 'saved' }> => {
    const proposal = await tx.proposalCostings.lockProposal(proposalId);
    if (!proposal) return { kind: 'not-found' };
    if (proposal.status !== 'draft') return { kind: 'frozen', status: proposal.status };
    const quoteInput: QuoteInput = { ...input, currency: proposal.currency };
    const [rates, settings] = await Promise.all([ratesForTrip(tx, quoteInput), tx.pricingSettings.get()]);
    const unknown = quoteInput.stops.findIndex((stop) => !rates.suppliers[stop.supplierId]);
    if (unknown >= 0) return { kind: 'invalid', field: `stops.${unknown}.supplierId`, message: 'Supplier not found' };
    const priced = priceQuote(quoteInput, { ...rates, settings, today });
    if (!priced.ok) return { kind: 'invalid', field: priced.field, message: priced.message };
    if (priced.quote.missing.length > 0) return { kind: 'missing', missing: priced.quote.missing };
    const lines = costingLines(priced.quote, quoteInput, rates.suppliers);
    if (lines.length > MAX_LINES) return { kind: 'invalid', field: 'stops', message: TOO_MANY_LINES_MESSAGE };
    await tx.proposalCostings.fillLines(proposalId, lines.map((line) => ({ label: line.label, quantity: line.quantity, unitPriceMinor: line.sellMinor / line.quantity })));
    await tx.proposalCostings.save({
      proposalId, input: quoteInput, settings, pricedOn: today, ...sourcesOf(lines), fx: priced.quote.fx, lines, totals: costingTotals(lines), pricedBy: options.by ?? null,
    });
    return { kind: 'saved' };
  });
  if (outcome.kind !== 'saved') return outcome;
  const [proposal, snapshot] = await Promise.all([services.proposals.get(proposalId), services.proposalCostings.get(proposalId)]);
  // A draft has nothing sent to compare with: no re-pricing.
  return { kind: 'priced', proposal: { ...proposal!, costing: costingView(snapshot!), repricing: null } };
}
