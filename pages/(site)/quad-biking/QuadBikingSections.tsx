import { ActivityHero } from '#components/site/activity/ActivityHero.tsx';
import { ActivitySection } from '#components/site/activity/ActivitySection.tsx';
import { FeatureGrid } from '#components/site/activity/FeatureGrid.tsx';
import { PricingSection } from '#components/site/activity/PricingSection.tsx';
import { ShowcaseGrid } from '#components/site/activity/ShowcaseGrid.tsx';
import { quadBiking as content } from './quad-biking.content.ts';

/** Everything on the page but its contact section: static, so it renders on the server only (decision 072). */
export function QuadBikingSections() {
  const { booking } = content;
  return (
    <>
      <ActivityHero hero={content.hero} booking={booking} />
      <ActivitySection id="adventures" eyebrow="Adventures" title={content.adventures.title} intro={content.adventures.intro}>
        <ShowcaseGrid items={content.adventures.items} />
      </ActivitySection>
      <ActivitySection id="safety" tone="bush" eyebrow="Safety" title={content.safety.title} intro={content.safety.intro}>
        <FeatureGrid features={content.safety.features} inverted />
      </ActivitySection>
      <PricingSection pricing={content.pricing} booking={booking} />
    </>
  );
}

/** The contact section's copy, read on the server only with the sections. */
export const contact = content.contact;
