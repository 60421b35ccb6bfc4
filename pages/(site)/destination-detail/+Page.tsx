import { useData } from 'vike-react/useData';
import { ContactSection } from '#components/site/ContactSection.tsx';
import { ServerOnly } from '#components/ui/ServerOnly.tsx';
import type { Data } from './+data.ts';
import { detailContent } from './destination-detail.content.ts';
import { DetailGallery } from './DetailGallery.tsx';

// Everything but the photographs and the form is static: it renders on the server only (decision 072).
const sections = import.meta.env.SSR ? await import('./DetailSections.server.tsx') : undefined;

/** One template for all seventeen destination detail pages; the record decides which parts show. */
export default function Page() {
  const { trips, ...destination } = useData<Data>();
  return (
    <>
      <ServerOnly>{sections && <sections.DetailIntro destination={destination} />}</ServerOnly>
      <DetailGallery photos={destination.gallery} />
      <ServerOnly>{sections && <sections.DetailStory destination={destination} trips={trips} />}</ServerOnly>
      {/* Its Book button (Plan Your Visit / Book Your Safari) scrolls here: the form names the place and offers its trips. */}
      <ContactSection heading={detailContent.contactHeading(destination.name)} about={{ label: destination.name, kind: 'destination', trips }} />
    </>
  );
}
