import { ActivityHero } from '#components/site/activity/ActivityHero.tsx';
import { ActivitySection } from '#components/site/activity/ActivitySection.tsx';
import { PricingSection } from '#components/site/activity/PricingSection.tsx';
import { SafetyBand } from '#components/site/activity/SafetyBand.tsx';
import { ShowcaseGrid } from '#components/site/activity/ShowcaseGrid.tsx';
import { quadBiking as content } from './quad-biking.content.ts';

/** Everything on the page but its contact section: static, so it renders on the server only (decision 072). */
export function QuadBikingSections() {
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

/** The contact section's copy, read on the server only with the sections. */
export const contact = content.contact;
