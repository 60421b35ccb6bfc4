import { ActivitySection } from '#components/site/activity/ActivitySection.tsx';
import { AccommodationsHero } from './AccommodationsHero.tsx';
import { AccommodationTypeCard } from './AccommodationTypeCard.tsx';
import { AmenityGrid } from './AmenityGrid.tsx';
import { ClosingClaims } from './ClosingClaims.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { accommodationsCopy } from './accommodations.copy.ts';

/** The whole page: static, so it renders on the server only, with its copy (decision 072). */
export function AccommodationsSections() {
  const { types: accommodationTypes, amenities: premiumAmenities } = accommodationsCopy[useLocale()];
  return (
    <>
      <AccommodationsHero />
      <div className="px-4 py-16 sm:px-6 sm:py-24">
        <div className="mx-auto max-w-7xl space-y-10">
          {accommodationTypes.map((type, index) => (
            <AccommodationTypeCard key={type.id} type={type} reverse={index % 2 === 1} />
          ))}
        </div>
      </div>
      <ActivitySection id="amenities" tone="bush" eyebrow={premiumAmenities.eyebrow} title={premiumAmenities.title} intro={premiumAmenities.intro}>
        <AmenityGrid amenities={premiumAmenities.items} />
      </ActivitySection>
      <ClosingClaims />
    </>
  );
}
