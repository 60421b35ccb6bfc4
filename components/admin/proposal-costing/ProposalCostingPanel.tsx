import type { Option } from '#components/ui/Field.tsx';
import type { PriceSuggestion } from '#lib/domain/costing/indicative.ts';
import type { StaffProposalCosting } from '#lib/domain/costing/proposal-costing.ts';
import type { Proposal } from '#lib/domain/sale/proposal.types.ts';
import { formatDate } from '#lib/format.ts';
import { CostingTable } from './CostingTable.tsx';
import { PriceFromRatesForm } from './PriceFromRatesForm.tsx';
import { proposalCostingContent as copy } from './proposal-costing.content.ts';
import { RepricingNotice } from './RepricingNotice.tsx';

export interface ProposalCostingPanelProps extends StaffProposalCosting {
  proposal: Pick<Proposal, 'id' | 'status' | 'currency' | 'startDate' | 'adults'>;
  suppliers: Option[];
  /** The enquiry's first price, where the form starts on a draft not yet priced. */
  suggestion?: PriceSuggestion | null;
}

/**
 * The proposal editor's cost side (issue 40, decisions 189-190): what today's rates say of an open version, cost,
 * sell and margin per line, and, on a draft, the form that prices it from rates. Staff only.
 */
export function ProposalCostingPanel({ proposal, costing, repricing, suppliers, suggestion = null }: ProposalCostingPanelProps) {
  return (
    <section id="costing" aria-labelledby="costing-heading" className="mt-8 max-w-5xl space-y-4">
      <div>
        <h3 id="costing-heading" className="text-xl font-semibold">{copy.heading}</h3>
        <p className="mt-1 text-sm text-stone-600">{copy.hint}</p>
      </div>
      {repricing && <RepricingNotice repricing={repricing} currency={proposal.currency} />}
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-6">
        {costing ? (
          <>
            <p className="mb-3 text-sm text-stone-600">{copy.pricedOn(formatDate(costing.pricedOn), costing.pricedBy)}</p>
            <CostingTable costing={costing} />
          </>
        ) : (
          <p className="text-sm text-stone-600">{copy.notPriced}</p>
        )}
      </div>
      {proposal.status === 'draft' && <PriceFromRatesForm proposalId={proposal.id} startDate={proposal.startDate} adults={proposal.adults} suppliers={suppliers} suggestion={suggestion} />}
    </section>
  );
}
