import { ButtonLink } from '#components/ui/Button.tsx';
import { useProposalCopy } from './use-proposal-copy.ts';


/** An older version's link: it says so and leads to the newest version, which is the one to answer. */
export function ProposalReplaced({ newerPath }: { newerPath: string | null }) {
  const proposalContent = useProposalCopy();
  const copy = proposalContent.replaced;
  return (
    <section aria-labelledby="replaced-title" className="px-4 py-20 sm:px-6 lg:py-28">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-ochre-700">{proposalContent.eyebrow}</p>
        <h1 id="replaced-title" className="mt-2 text-4xl font-semibold sm:text-5xl">
          {copy.heading}
        </h1>
        <p className="mt-4 text-lg text-stone-700">{copy.text}</p>
        {newerPath && (
          <ButtonLink href={newerPath} size="lg" className="mt-8">
            {copy.link}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
