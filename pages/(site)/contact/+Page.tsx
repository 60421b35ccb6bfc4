import { lazy, type ComponentProps, type ComponentType } from 'react';
import { useData } from 'vike-react/useData';
import { HydrateOnInteraction } from '#components/ui/HydrateOnInteraction.tsx';
import { ServerOnly } from '#components/ui/ServerOnly.tsx';
import type { Data } from './+data.ts';

// The form's code (valibot, the form hook) loads on first use in the browser; the server renders it at once.
const loadContactForm = () => import('#components/site/ContactInquiryForm.tsx');
type ContactFormProps = ComponentProps<typeof import('#components/site/ContactInquiryForm.tsx').ContactInquiryForm>;
const ContactInquiryForm: ComponentType<ContactFormProps> = import.meta.env.SSR
  ? (await loadContactForm()).ContactInquiryForm
  : lazy(() => loadContactForm().then((module) => ({ default: module.ContactInquiryForm })));

// All but the form is static: it renders on the server only (decision 072).
const sections = import.meta.env.SSR ? await import('./ContactSections.server.tsx') : undefined;

export default function Page() {
  const { chosenPackage, about } = useData<Data>();
  return (
    <>
      <ServerOnly>{sections && <sections.ContactTop />}</ServerOnly>
      <section id="contact" aria-labelledby="plan-heading" className="px-4 pt-20 focus:outline-none sm:px-6">
        <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-[3fr_2fr]">
          <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-sand-200 sm:p-10">
            {/* A new package or activity in the URL starts a fresh form. */}
            <HydrateOnInteraction load={loadContactForm}>
              <ContactInquiryForm key={chosenPackage?.id ?? about?.label ?? 'none'} chosenPackage={chosenPackage} about={about} />
            </HydrateOnInteraction>
          </div>
          <ServerOnly>{sections && <sections.NextSteps />}</ServerOnly>
        </div>
      </section>
      <ServerOnly>{sections && <sections.PopularDestinations />}</ServerOnly>
    </>
  );
}
