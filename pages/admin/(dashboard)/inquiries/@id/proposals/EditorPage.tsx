import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { ProposalEditor } from './ProposalEditor.tsx';
import { proposalFormValues } from './proposal-form.ts';
import type { Data as NewData } from './new/+data.ts';
import type { Data as StoredData } from './@proposalId/+data.ts';

/** Both editor routes: a new proposal (prefilled from the enquiry) or a stored version. */
export function EditorPage() {
  const { inquiry, trips, proposal, draft, bankMissing, carriedNote } = useData<NewData | StoredData>();
  const { site } = usePageContext();
  const source = proposal ?? draft;
  if (!source) return null;
  // Keyed by version: after saving a new version the editor starts again from what was stored.
  return <ProposalEditor key={proposal?.id ?? 'new'} inquiry={inquiry} proposal={proposal} initial={proposalFormValues(source)} trips={trips} timeZone={site.timeZone} partyToConfirm={draft?.partyToConfirm ?? null} bankMissing={bankMissing} carriedNote={carriedNote} />;
}
