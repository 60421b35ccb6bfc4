import { ActivityHero } from '#components/site/activity/ActivityHero.tsx';
import { ActivitySection } from '#components/site/activity/ActivitySection.tsx';
import { PricingSection } from '#components/site/activity/PricingSection.tsx';
import { ShowcaseGrid } from '#components/site/activity/ShowcaseGrid.tsx';
import { TimedActivityList } from '#components/site/activity/TimedActivityList.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { victoriaFallsCopy } from './victoria-falls.copy.ts';
import { WaterSeasons } from './WaterSeasons.tsx';

/** Everything on the page but its contact section: static, so it renders on the server only (decision 072). */
export function VictoriaFallsSections() {
  const content = victoriaFallsCopy[useLocale()];
  const { booking } = content;
  return (
    <>
      <ActivityHero hero={content.hero} booking={booking} />
      <ActivitySection id="experiences" eyebrow={content.eyebrows.experiences} title={content.experiences.title} intro={content.experiences.intro}>
        <ShowcaseGrid items={content.experiences.items} />
      </ActivitySection>
      <ActivitySection id="activities" tone="white" eyebrow={content.eyebrows.activities} title={content.activities.title} intro={content.activities.intro}>
        <TimedActivityList activities={content.activities.items} />
      </ActivitySection>
      <ActivitySection id="best-times" eyebrow={content.eyebrows.bestTimes} title={content.bestTimes.title} intro={content.bestTimes.intro}>
        <WaterSeasons seasons={content.bestTimes.seasons} />
      </ActivitySection>
      <PricingSection pricing={content.pricing} booking={booking} />
    </>
  );
}

/** The contact section's copy in each language, read on the server only with the sections. */
export const contactCopy = { en: victoriaFallsCopy.en.contact, de: victoriaFallsCopy.de.contact };
