import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import { ContactDetails } from './ContactDetails.tsx';
import { contactSectionContent } from './contact-section.content.ts';

/** The contact section's text column: heading, the company's details and the reply promise. */
export function ContactIntro({ heading = contactSectionContent.heading, intro = contactSectionContent.intro }: { heading?: string; intro?: string }) {
  return (
    <div>
      <SectionHeading id="contact-heading" eyebrow={contactSectionContent.eyebrow} title={heading} intro={intro} align="left" inverted />
      <div className="mt-10">
        <ContactDetails />
      </div>
      <p className="mt-10 rounded-2xl border border-white/10 bg-white/5 p-5 text-sand-100">{contactSectionContent.promise}</p>
    </div>
  );
}
