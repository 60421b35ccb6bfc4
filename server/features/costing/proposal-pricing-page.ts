import type { PlainDate } from '#lib/domain/dates.ts';
import type { Proposal } from '#lib/domain/sale/proposal.types.ts';
import type { Services } from '../../services.ts';
import { staffProposalCosting } from './repricing.ts';

/** What the proposal editor's cost side shows (issue 40): the costing, the re-pricing, and the suppliers to price from. */
export async function proposalCostingPanelData(services: Services, proposal: Pick<Proposal, 'id' | 'status' | 'validUntil'>, today: PlainDate) {
  const [costing, suppliers] = await Promise.all([
    staffProposalCosting(services, proposal, today),
    proposal.status === 'draft' ? services.suppliers.list() : Promise.resolve([]),
  ]);
  return { ...costing, suppliers: suppliers.map((supplier) => ({ value: supplier.id, label: supplier.name })) };
}
