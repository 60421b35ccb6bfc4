import { ContactSection } from '#components/site/ContactSection.tsx';
import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import { ServerOnly } from '#components/ui/ServerOnly.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { destinationTabsCopy } from './destination-tabs.copy.ts';
import { DestinationTabs } from './DestinationTabs.tsx';

// The hero is a photo and text: server-only (decision 072).
const DestinationsHero = import.meta.env.SSR ? (await import('./DestinationsHero.server.tsx')).DestinationsHero : () => null;

export default function Page() {
  const { explore, contact } = destinationTabsCopy[useLocale()];
  return (
    <>
      <ServerOnly>
        <DestinationsHero />
      </ServerOnly>
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
