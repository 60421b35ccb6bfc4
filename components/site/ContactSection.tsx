import { lazy, type ComponentType } from 'react';
import { HydrateOnInteraction } from '#components/ui/HydrateOnInteraction.tsx';
import { ServerOnly } from '#components/ui/ServerOnly.tsx';
import type { NamedTrip } from './inquiry-trips.ts';

// The form's code (valibot, the form hook) loads on first use in the browser; the server renders it at once.
const loadInquiryForm = () => import('./InquiryForm.tsx');
const InquiryForm: ComponentType<NamedTrip> = import.meta.env.SSR
  ? (await loadInquiryForm()).InquiryForm
  : lazy(() => loadInquiryForm().then((module) => ({ default: module.InquiryForm })));
// The text column is static: server-only (decision 072).
const ContactIntro = import.meta.env.SSR ? (await import('./ContactIntro.server.tsx')).ContactIntro : () => null;

interface ContactSectionProps extends NamedTrip {
  heading?: string;
  intro?: string;
}

/**
 * The closing contact section of a page (`id="contact"`, the target of every Contact, Book and
 * Plan Your Visit button): the company's details and the working inquiry form, which names the
 * page's trip or place when it has one (`trip`, `about`).
 */
export function ContactSection({ heading, intro, trip, about }: ContactSectionProps) {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-bush-900 px-4 py-20 focus:outline-none sm:px-6 lg:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <ServerOnly>
          <ContactIntro heading={heading} intro={intro} />
        </ServerOnly>
        <div className="rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <HydrateOnInteraction load={loadInquiryForm}>
            <InquiryForm trip={trip} about={about} />
          </HydrateOnInteraction>
        </div>
      </div>
    </section>
  );
}
