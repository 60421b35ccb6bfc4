import { useData } from 'vike-react/useData';
import { ContactSection } from '#components/site/ContactSection.tsx';
import { ServerOnly } from '#components/ui/ServerOnly.tsx';
import type { Data } from './+data.ts';
import { GalleryTeaser } from './GalleryTeaser.tsx';

// Only the gallery teaser (lightbox, video notice) and the form need code in the browser (decision 072).
const sections = import.meta.env.SSR ? await import('./HomeSections.server.tsx') : undefined;

/** SPEC §2: home, about, packages, gallery, safety (with testimonials), the Big Five, then contact. */
export default function Page() {
  const { packages, testimonials, reviews } = useData<Data>();
  return (
    <>
      <ServerOnly>{sections && <sections.HomeOpening packages={packages} />}</ServerOnly>
      <GalleryTeaser />
      <ServerOnly>{sections && <sections.HomeSafety testimonials={testimonials} reviews={reviews} />}</ServerOnly>
      <ContactSection />
    </>
  );
}
