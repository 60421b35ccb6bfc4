import { lazy, type ComponentType } from 'react';
import { HydrateOnInteraction } from '#components/ui/HydrateOnInteraction.tsx';
import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import { ContactDetails } from './ContactDetails.tsx';
import { contactSectionContent } from './contact-section.content.ts';

// The form's code (valibot, the form hook) loads on first use in the browser; the server renders it at once.
const loadInquiryForm = () => import('./InquiryForm.tsx');
const InquiryForm: ComponentType = import.meta.env.SSR
  ? (await loadInquiryForm()).InquiryForm
  : lazy(() => loadInquiryForm().then((module) => ({ default: module.InquiryForm })));

interface ContactSectionProps {
  heading?: string;
  intro?: string;
}

/**
 * The closing contact section of a page (`id="contact"`, the target of every Contact, Book and
 * Plan Your Visit button): the company's details and the working inquiry form.
 */
export function ContactSection({ heading = contactSectionContent.heading, intro = contactSectionContent.intro }: ContactSectionProps) {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-bush-900 px-4 py-20 focus:outline-none sm:px-6 lg:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div>
          <SectionHeading id="contact-heading" eyebrow={contactSectionContent.eyebrow} title={heading} intro={intro} align="left" inverted />
          <div className="mt-10">
            <ContactDetails />
          </div>
          <p className="mt-10 rounded-2xl border border-white/10 bg-white/5 p-5 text-sand-100">{contactSectionContent.promise}</p>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <HydrateOnInteraction load={loadInquiryForm}>
            <InquiryForm />
          </HydrateOnInteraction>
        </div>
      </div>
    </section>
  );
}
