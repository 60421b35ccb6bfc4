import { LegalHero } from '#components/site/legal/LegalHero.tsx';
import { ButtonLink } from '#components/ui/Button.tsx';
import { acknowledgement, lastUpdated, termsHero, termsSections } from './terms.content.ts';
import { TermsSectionItem } from './TermsSectionItem.tsx';

/** The whole page: static, so it renders on the server only, with its copy (decision 072). */
export function TermsSections() {
  return (
    <>
      <LegalHero hero={termsHero} updated={lastUpdated} />
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
        <ol className="space-y-12">
          {termsSections.map((section, index) => (
            <TermsSectionItem key={section.id} section={section} number={index + 1} />
          ))}
        </ol>
        <section aria-labelledby="acknowledgement-title" className="mt-16 rounded-2xl bg-sand-100 p-6 ring-1 ring-sand-200 sm:p-8">
          <h2 id="acknowledgement-title" className="text-2xl font-semibold">
            {acknowledgement.title}
          </h2>
          <p className="mt-3 text-stone-700">{acknowledgement.text}</p>
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <p className="font-medium text-bush-900">{acknowledgement.question}</p>
            <ButtonLink href={acknowledgement.contact.href} variant="secondary" size="sm">
              {acknowledgement.contact.label}
            </ButtonLink>
          </div>
        </section>
      </div>
    </>
  );
}
