import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { AcceptedPanel } from '#components/site/proposal/AcceptedPanel.tsx';
import { CancelledPanel } from '#components/site/proposal/CancelledPanel.tsx';
import { ProposalReplaced } from '#components/site/proposal/ProposalReplaced.tsx';
import { ProposalResponseOnFirstUse } from '#components/site/proposal/ProposalResponseOnFirstUse.tsx';
import { ProposalViewBeacon } from '#components/site/proposal/ProposalViewBeacon.tsx';
import { ServerOnly } from '#components/ui/ServerOnly.tsx';
import { proposalCopy } from '#components/site/proposal/proposal.content.de.ts';
import type { Data } from './+data.ts';

// The proposal itself is static, its route map included: server-only (decisions 072, 077).
const header = import.meta.env.SSR ? await import('#components/site/proposal/ProposalHeader.server.tsx') : undefined;
const sections = import.meta.env.SSR ? await import('#components/site/proposal/ProposalSections.server.tsx') : undefined;

/** The traveller's proposal: what they asked for, priced, with the way to accept it or ask for changes. */
export default function Page() {
  const { token, locale, state, proposal, termsPath, booking, bank, newerPath, balanceDueOn } = useData<Data>();
  const { site } = usePageContext();
  const copy = proposalCopy[locale];
  // Whatever the state, a view of this version: the page reports it once seen (decision 143).
  const beacon = <ProposalViewBeacon token={token} />;
  // The traveller's language (issue 42): the page's own words are in it, whatever the site around them.
  if (state === 'replaced') return <div lang={locale}>{beacon}<ProposalReplaced newerPath={newerPath} /></div>;
  return (
    <div lang={locale}>
      {beacon}
      <ServerOnly>
        {header && <header.ProposalHeader proposal={proposal} accepted={state === 'accepted'} cancelled={Boolean(booking?.cancelledOn)} booking={booking} timeZone={site.timeZone} />}
      </ServerOnly>
      {state === 'accepted' && booking?.cancelledOn && <CancelledPanel booking={{ ...booking, cancelledOn: booking.cancelledOn }} />}
      {state === 'accepted' && booking && !booking.cancelledOn && <AcceptedPanel booking={booking} bank={bank} />}
      <ServerOnly>{sections && <sections.ProposalSections proposal={proposal} termsPath={termsPath} balanceDueOn={balanceDueOn} accepted={state === 'accepted'} cancelled={Boolean(booking?.cancelledOn)} />}</ServerOnly>
      {state === 'current' && <ProposalResponseOnFirstUse token={token} termsPath={termsPath} />}
      {state === 'declined' && (
        <section aria-labelledby="declined-title" className="bg-white px-4 py-16 sm:px-6">
          <div className="mx-auto max-w-3xl">
            <h2 id="declined-title" className="text-3xl font-semibold">
              {copy.decline.doneTitle}
            </h2>
            <p className="mt-4 text-lg text-stone-600">{copy.decline.doneText}</p>
          </div>
        </section>
      )}
    </div>
  );
}
