import { LegalHero } from '#components/site/legal/LegalHero.tsx';
import { ButtonLink } from '#components/ui/Button.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { zonedParts } from '#lib/domain/dates.ts';
import { acknowledgement, lastUpdated, termsHero } from './terms.content.ts';
import { TermsSectionItem } from './TermsSectionItem.tsx';

/**
 * The whole page: static, so it renders on the server only, with its copy (decision 072) and the
 * sections as stored under Settings (+onBeforeRender.ts), dated by their last save.
 */
export function TermsSections() {
  const { terms, site } = usePageContext();
  const sections = terms?.items ?? [];
  const { year, month } = zonedParts(terms?.updatedAt ?? new Date().toISOString(), site.timeZone);
  const updated = { label: lastUpdated(year, month), iso: `${year}-${String(month).padStart(2, '0')}` };
  return (
    <>
      <LegalHero hero={termsHero} updated={updated} />
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
        <ol className="space-y-12">
          {sections.map((section, index) => (
            <TermsSectionItem key={index} section={section} number={index + 1} />
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
