import { ButtonLink } from '#components/ui/Button.tsx';
import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import { acknowledgement, lastUpdated, termsHero, termsSections } from './terms.content.ts';
import { TermsSectionItem } from './TermsSectionItem.tsx';

export default function Page() {
  return (
    <>
      <section className="bg-bush-900 bg-[radial-gradient(ellipse_at_top_right,rgba(224,161,74,0.25),transparent_60%)] px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading level={1} inverted eyebrow={termsHero.eyebrow} title={termsHero.title} intro={termsHero.intro} />
        <p className="mt-6 text-center text-sm text-sand-200">
          <time dateTime={lastUpdated.iso}>{lastUpdated.label}</time>
        </p>
      </section>
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
