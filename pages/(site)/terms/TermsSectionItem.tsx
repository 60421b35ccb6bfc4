import type { TermsSection } from '#lib/domain/site/company-settings.types.ts';
import { TextBlocks } from '#components/site/legal/TextBlocks.tsx';

/** One numbered section; its number comes from the ordered list around it. */
export function TermsSectionItem({ section, number }: { section: TermsSection; number: number }) {
  return (
    <li className="flex gap-4 sm:gap-6">
      <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-bush-800 font-serif text-lg font-semibold text-sand-50">
        {number}
      </span>
      <div className="min-w-0 flex-1 pt-1">
        <h2 id={`terms-${number}`} className="text-2xl font-semibold">
          {section.heading}
        </h2>
        <div className="mt-3">
          <TextBlocks text={section.body} caption={section.heading} />
        </div>
      </div>
    </li>
  );
}
