import { ContactSection } from '#components/site/ContactSection.tsx';
import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import { destinationsPage } from './destinations.content.ts';
import { DestinationsHero } from './DestinationsHero.tsx';
import { DestinationTabs } from './DestinationTabs.tsx';

export default function Page() {
  const { explore, contact } = destinationsPage;
  return (
    <>
      <DestinationsHero />
      <section aria-labelledby="explore-title" className="px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="explore-title" eyebrow={explore.eyebrow} title={explore.title} />
          <div className="mt-10">
            <DestinationTabs />
          </div>
        </div>
      </section>
      <ContactSection heading={contact.heading} intro={contact.intro} />
    </>
  );
}
