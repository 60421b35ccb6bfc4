import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { ProposalEditor } from './ProposalEditor.tsx';
import { ProposalCostingPanel } from '#components/admin/proposal-costing/ProposalCostingPanel.tsx';
import { proposalFormValues } from './proposal-form.ts';
import type { Data as NewData } from './new/+data.ts';
import type { Data as StoredData } from './@proposalId/+data.ts';

/** Both editor routes: a new proposal (prefilled from the enquiry) or a stored version. */
export function EditorPage() {
  const data = useData<NewData | StoredData>();
  const { inquiry, trips, proposal, draft, bankMissing, carriedNote } = data;
  const costingPanel = 'costingPanel' in data ? data.costingPanel : null;
  const { site } = usePageContext();
  const source = proposal ?? draft;
  if (!source) return null;
  // Keyed by version: after saving a new version the editor starts again from what was stored; and by when it was
  // priced from rates (issue 40), which replaces the lines under the editor.
  return (
    <>
      <ProposalEditor key={proposal ? `${proposal.id}:${costingPanel?.costing?.pricedAt ?? ''}` : 'new'} inquiry={inquiry} proposal={proposal} initial={proposalFormValues(source)} trips={trips} timeZone={site.timeZone} partyToConfirm={draft?.partyToConfirm ?? null} bankMissing={bankMissing} carriedNote={carriedNote} />
      {proposal && costingPanel && <ProposalCostingPanel proposal={proposal} {...costingPanel} />}
    </>
  );
}
