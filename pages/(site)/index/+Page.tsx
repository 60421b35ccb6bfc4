import { useData } from 'vike-react/useData';
import { ContactSection } from '#components/site/ContactSection.tsx';
import type { Data } from './+data.ts';
import { AboutSection } from './AboutSection.tsx';
import { BigFive } from './BigFive.tsx';
import { GalleryTeaser } from './GalleryTeaser.tsx';
import { Hero } from './Hero.tsx';
import { PackagesSection } from './PackagesSection.tsx';
import { SafetySection } from './SafetySection.tsx';

/** SPEC §2: home, about, packages, gallery, safety (with testimonials), the Big Five, then contact. */
export default function Page() {
  const { packages, testimonials } = useData<Data>();
  return (
    <>
      <Hero />
      <AboutSection />
      <PackagesSection packages={packages} />
      <GalleryTeaser />
      <SafetySection testimonials={testimonials} />
      <BigFive />
      <ContactSection />
    </>
  );
}
