import { ActivityHero } from '#components/site/activity/ActivityHero.tsx';
import { ActivitySection } from '#components/site/activity/ActivitySection.tsx';
import { PricingSection } from '#components/site/activity/PricingSection.tsx';
import { SafetyBand } from '#components/site/activity/SafetyBand.tsx';
import { ShowcaseGrid } from '#components/site/activity/ShowcaseGrid.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { quadBikingCopy } from './quad-biking.copy.ts';

/** Everything on the page but its contact section: static, so it renders on the server only (decision 072). */
export function QuadBikingSections() {
  const content = quadBikingCopy[useLocale()];
  const { booking } = content;
  return (
    <>
      <ActivityHero hero={content.hero} booking={booking} />
      <ActivitySection id="adventures" eyebrow={content.eyebrows.adventures} title={content.adventures.title} intro={content.adventures.intro}>
        <ShowcaseGrid items={content.adventures.items} />
      </ActivitySection>
      <SafetyBand eyebrow={content.eyebrows.safety} safety={content.safety} />
      <PricingSection pricing={content.pricing} booking={booking} />
    </>
  );
}

/** The contact section's copy in each language, read on the server only with the sections. */
export const contactCopy = { en: quadBikingCopy.en.contact, de: quadBikingCopy.de.contact };
