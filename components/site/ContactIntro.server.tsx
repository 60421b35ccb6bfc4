import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import { ContactDetails } from './ContactDetails.tsx';
import { contactSectionWords } from './contact-section.content.ts';
import { useLocale } from './use-locale.ts';

/** The contact section's text column: heading, the company's details and the reply promise. */
export function ContactIntro({ heading, intro }: { heading?: string; intro?: string }) {
  const contactSectionContent = contactSectionWords[useLocale()];
  return (
    <div>
      <SectionHeading id="contact-heading" eyebrow={contactSectionContent.eyebrow} title={heading ?? contactSectionContent.heading} intro={intro ?? contactSectionContent.intro} align="left" inverted />
      <div className="mt-10">
        <ContactDetails />
      </div>
      <p className="mt-10 rounded-2xl border border-white/10 bg-white/5 p-5 text-sand-100">{contactSectionContent.promise}</p>
    </div>
  );
}
