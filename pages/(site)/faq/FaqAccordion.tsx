import type { FaqItem } from '#lib/domain/site/company-settings.types.ts';
import { TextBlocks } from '#components/site/legal/TextBlocks.tsx';
import { slugify, uniqueSlug } from '#lib/domain/catalogue/trip.ts';
import { faqSection } from './faq.content.ts';

/** Said once above the questions: SPEC's FAQ and terms differ on money, and the terms bind. */
export function TermsNote() {
  return (
    <p className="mb-8 rounded-2xl bg-sand-100 p-5 text-stone-700 ring-1 ring-sand-200">
      {faqSection.termsNote}{' '}
      <a href={faqSection.termsLink.href} className="font-semibold text-ochre-700 underline underline-offset-4 hover:text-ochre-600">
        {faqSection.termsLink.label}
      </a>
      {faqSection.termsNoteEnd}
    </p>
  );
}

/** An anchor per question (`/faq#is-the-deposit-refundable`), from its words, unique on the page. */
function anchors(entries: readonly FaqItem[]): string[] {
  const taken = new Set<string>();
  return entries.map((entry) => {
    const slug = uniqueSlug(slugify(entry.question), (candidate) => taken.has(candidate));
    taken.add(slug);
    return slug;
  });
}

/**
 * A single-open accordion without script: native `<details>` sharing one `name`, so opening a
 * question closes the one that was open. Closed answers are in the HTML, so search engines read them.
 */
export function FaqAccordion({ entries }: { entries: readonly FaqItem[] }) {
  const ids = anchors(entries);
  return (
    <div className="divide-y divide-sand-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
      {entries.map((entry, index) => (
        <details key={ids[index]} name="faq" id={`faq-${ids[index]}`} className="group">
          <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-left font-semibold text-bush-900 transition-colors hover:bg-sand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ochre-600 sm:px-6 [&::-webkit-details-marker]:hidden">
            <h3 className="font-sans text-base">{entry.question}</h3>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              fill="currentColor"
              className="h-5 w-5 shrink-0 text-ochre-600 transition-transform duration-200 group-open:rotate-180"
            >
              <path fillRule="evenodd" d="M5.23 7.21a.75.75 0 011.06.02L10 11.17l3.71-3.94a.75.75 0 111.08 1.04l-4.25 4.5a.75.75 0 01-1.08 0l-4.25-4.5a.75.75 0 01.02-1.06z" clipRule="evenodd" />
            </svg>
          </summary>
          <div className="px-5 pb-6 sm:px-6">
            <TextBlocks text={entry.answer} caption={entry.question} />
          </div>
        </details>
      ))}
    </div>
  );
}
