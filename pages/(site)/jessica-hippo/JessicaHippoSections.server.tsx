import { ActivityHero } from '#components/site/activity/ActivityHero.tsx';
import { ActivitySection } from '#components/site/activity/ActivitySection.tsx';
import { BookingCta } from '#components/site/activity/BookingCta.tsx';
import { CheckList } from '#components/site/activity/CheckList.tsx';
import { MediaSplit } from '#components/site/activity/MediaSplit.tsx';
import { PricingSection } from '#components/site/activity/PricingSection.tsx';
import { SafetyBand } from '#components/site/activity/SafetyBand.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { jessicaHippoCopy } from './jessica-hippo.copy.ts';

/** Everything on the page but the site frame: static, so it renders on the server only (decision 072). */
export function JessicaHippoSections() {
  const content = jessicaHippoCopy[useLocale()];
  const { booking } = content;
  return (
    <>
      <ActivityHero hero={content.hero} booking={booking} />
      <MediaSplit id="story" eyebrow={content.eyebrows.story} title={content.story.title} image={content.story.image}>
        {content.story.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </MediaSplit>
      <ActivitySection id="experience" tone="white" eyebrow={content.eyebrows.experience} title={content.experience.title} intro={content.experience.intro}>
        <div className="mx-auto max-w-4xl">
          <CheckList items={content.experience.items} columns={2} />
        </div>
      </ActivitySection>
      <SafetyBand eyebrow={content.eyebrows.safety} safety={content.safety} />
      <PricingSection pricing={content.pricing} booking={booking} />
      <BookingCta cta={content.cta} booking={booking} />
    </>
  );
}
