import { usePageContext } from 'vike-react/usePageContext';
import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import { WITHHOLD_REASONS } from '#lib/domain/review/review-policy.ts';
import { reviewsContent } from './reviews.content.ts';

const copy = reviewsContent.policy;

/** `/reviews/policy`: who may review, when we ask, what is withheld and why, with the live counts (issue 31). */
export function ReviewPolicySections() {
  const { reviewPolicy } = usePageContext();
  const blocks = [copy.who, copy.when, copy.what];
  return (
    <>
      <section className="bg-bush-900 px-4 pt-28 pb-14 sm:px-6">
        <SectionHeading level={1} inverted eyebrow={reviewsContent.list.title} title={copy.heading} />
      </section>
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-14 sm:px-6">
        {blocks.map((block) => (
          <section key={block.heading}>
            <h2 className="text-2xl font-semibold text-bush-900">{block.heading}</h2>
            <p className="mt-3 leading-relaxed text-stone-700">{block.text}</p>
          </section>
        ))}
        <section>
          <h2 className="text-2xl font-semibold text-bush-900">{copy.withheld.heading}</h2>
          <p className="mt-3 text-stone-700">{copy.withheld.intro}</p>
          <ul className="mt-4 divide-y divide-sand-200 rounded-2xl bg-white ring-1 ring-sand-200">
            {WITHHOLD_REASONS.map((reason) => (
              <li key={reason} className="flex flex-wrap justify-between gap-2 px-5 py-4">
                <span className="font-medium text-bush-900">{copy.withheld.reason(reason)}</span>
                <span className="text-stone-700">{copy.withheld.count(reviewPolicy?.withheld[reason] ?? 0)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-stone-700">{copy.withheld.published(reviewPolicy?.published ?? 0)}</p>
        </section>
      </div>
    </>
  );
}
