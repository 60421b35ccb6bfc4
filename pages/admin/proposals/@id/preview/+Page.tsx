import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { PreviewBar } from './PreviewBar.tsx';
import { ProposalResponse } from '#components/site/proposal/ProposalResponse.tsx';
import { SiteShell } from '#components/site/SiteShell.tsx';
import { ServerOnly } from '#components/ui/ServerOnly.tsx';
import type { Data } from './+data.ts';

// The traveller's page's own sections, server-only as there (decisions 072, 077).
const header = import.meta.env.SSR ? await import('#components/site/proposal/ProposalHeader.server.tsx') : undefined;
const sections = import.meta.env.SSR ? await import('#components/site/proposal/ProposalSections.server.tsx') : undefined;

/** A draft in the traveller's page (issue 29), under a bar that says it is a preview, not sent. No view beacon. */
export default function Page() {
  const { proposalId, inquiryId, proposal, termsPath, balanceDueOn } = useData<Data>();
  const { site } = usePageContext();
  return (
    <>
      <PreviewBar proposalId={proposalId} inquiryId={inquiryId} version={proposal.version} travellerName={proposal.travellerName} />
      <SiteShell>
        <ServerOnly>{header && <header.ProposalHeader proposal={proposal} accepted={false} timeZone={site.timeZone} preview />}</ServerOnly>
        <ServerOnly>{sections && <sections.ProposalSections proposal={proposal} termsPath={termsPath} balanceDueOn={balanceDueOn} accepted={false} />}</ServerOnly>
        <ProposalResponse token="" termsPath={termsPath} preview />
      </SiteShell>
    </>
  );
}
