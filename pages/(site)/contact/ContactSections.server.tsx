import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import { CompanyFacts } from './CompanyFacts.tsx';
import { ContactCards } from './ContactCards.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { contactCopy } from './contact.copy.ts';

export { PopularDestinations } from './PopularDestinations.tsx';

/*
 * The parts of /contact without interactive code: rendered on the server only, with their copy
 * (decision 072); only the form hydrates, on first use.
 */

/** The heading and the three ways to reach us. */
export function ContactTop() {
  const copy = contactCopy[useLocale()].page;
  return (
    <>
    <section aria-labelledby="contact-title" className="bg-bush-900 px-4 pb-28 pt-16 sm:px-6 lg:pt-20">
      <SectionHeading id="contact-title" level={1} eyebrow={copy.eyebrow} title={copy.heading} intro={copy.intro} inverted />
    </section>
    <div className="-mt-16 px-4 sm:px-6">
      <ContactCards />
    </div>
    </>
  );
}

/** Beside the form: what happens after an enquiry, then the company's details. */
export function NextSteps() {
  const copy = contactCopy[useLocale()].page;
  return (
    <div className="space-y-6 self-start">
      <aside aria-labelledby="next-steps-heading" className="rounded-2xl bg-sand-100 p-6 ring-1 ring-sand-200 sm:p-8">
        <h2 id="next-steps-heading" className="font-serif text-2xl font-semibold text-bush-900">
          {copy.formAside.heading}
        </h2>
        <ol className="mt-5 space-y-4">
          {copy.formAside.steps.map((step, index) => (
            <li key={step} className="flex gap-3 text-stone-700">
              <span aria-hidden="true" className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-bush-800 text-sm font-semibold text-sand-50">
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
      </aside>
      <CompanyFacts />
    </div>
  );
}
