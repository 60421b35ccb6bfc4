import { lazy, type ComponentProps, type ComponentType } from 'react';
import { HydrateOnInteraction } from '#components/ui/HydrateOnInteraction.tsx';
import type { ProposalResponse as EagerProposalResponse } from './ProposalResponse.tsx';

type ProposalResponseProps = ComponentProps<typeof EagerProposalResponse>;

// The answer's forms (Valibot, the accept and change schemas with the trip's, the form hook) load on first use in
// the browser, so the proposal page's first load stays within issue 43's 100 kB; the server renders them at once.
const loadProposalResponse = () => import('./ProposalResponse.tsx');
const ProposalResponse: ComponentType<ProposalResponseProps> = import.meta.env.SSR
  ? (await loadProposalResponse()).ProposalResponse
  : lazy(() => loadProposalResponse().then((module) => ({ default: module.ProposalResponse })));

/** Accept, ask for changes or decline, hydrated on first use or once near the screen when idle (decision 081). */
export function ProposalResponseOnFirstUse(props: ProposalResponseProps) {
  return (
    <HydrateOnInteraction load={loadProposalResponse}>
      <ProposalResponse {...props} />
    </HydrateOnInteraction>
  );
}
