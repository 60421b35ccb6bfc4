import type { SafariPackage, TestimonialView } from '#lib/domain/catalogue/catalogue.types.ts';
import type { PublicReview } from '#lib/domain/review/review.types.ts';
import { AboutSection } from './AboutSection.tsx';
import { BigFive } from './BigFive.tsx';
import { Hero } from './Hero.tsx';
import { PackagesSection } from './PackagesSection.tsx';
import { SafetySection } from './SafetySection.tsx';

/*
 * The home page's sections without interactive code: the page renders them on the server only
 * (decision 072), so neither these components nor their copy reach the browser.
 */

/** Before the gallery teaser: home, about and packages. */
export function HomeOpening({ packages }: { packages: SafariPackage[] }) {
  return (
    <>
      <Hero />
      <AboutSection />
      <PackagesSection packages={packages} />
    </>
  );
}

/** After the gallery teaser: safety with the testimonials, then the Big Five. */
export function HomeSafety({ testimonials, reviews }: { testimonials: TestimonialView[]; reviews: PublicReview[] }) {
  return (
    <>
      <SafetySection testimonials={testimonials} reviews={reviews} />
      <BigFive />
    </>
  );
}
