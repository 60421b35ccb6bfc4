import { lazy, type ComponentProps, type ComponentType } from 'react';
import { useData } from 'vike-react/useData';
import { HydrateOnInteraction } from '#components/ui/HydrateOnInteraction.tsx';
import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import type { Data } from './+data.ts';
import { ContactCards } from './ContactCards.tsx';
import { contactPageContent as copy } from './contact.content.ts';
import { PopularDestinations } from './PopularDestinations.tsx';

// The form's code (valibot, the form hook) loads on first use in the browser; the server renders it at once.
const loadContactForm = () => import('#components/site/ContactInquiryForm.tsx');
type ContactFormProps = ComponentProps<typeof import('#components/site/ContactInquiryForm.tsx').ContactInquiryForm>;
const ContactInquiryForm: ComponentType<ContactFormProps> = import.meta.env.SSR
  ? (await loadContactForm()).ContactInquiryForm
  : lazy(() => loadContactForm().then((module) => ({ default: module.ContactInquiryForm })));

export default function Page() {
  const { chosenPackage } = useData<Data>();
  return (
    <>
      <section aria-labelledby="contact-title" className="bg-bush-900 px-4 pb-28 pt-16 sm:px-6 lg:pt-20">
        <SectionHeading id="contact-title" level={1} eyebrow={copy.eyebrow} title={copy.heading} intro={copy.intro} inverted />
      </section>
      <div className="-mt-16 px-4 sm:px-6">
        <ContactCards />
      </div>
      <section id="contact" aria-labelledby="plan-heading" className="px-4 pt-20 focus:outline-none sm:px-6">
        <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-[3fr_2fr]">
          <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-sand-200 sm:p-10">
            {/* A new package in the URL starts a fresh form. */}
            <HydrateOnInteraction load={loadContactForm}>
              <ContactInquiryForm key={chosenPackage?.id ?? 'none'} chosenPackage={chosenPackage} />
            </HydrateOnInteraction>
          </div>
          <aside aria-labelledby="next-steps-heading" className="self-start rounded-2xl bg-sand-100 p-6 ring-1 ring-sand-200 sm:p-8">
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
        </div>
      </section>
      <PopularDestinations />
    </>
  );
}
