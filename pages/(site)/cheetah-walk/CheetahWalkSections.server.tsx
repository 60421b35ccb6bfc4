import { ActivityHero } from '#components/site/activity/ActivityHero.tsx';
import { ActivitySection } from '#components/site/activity/ActivitySection.tsx';
import { BookingCta } from '#components/site/activity/BookingCta.tsx';
import { CheckList } from '#components/site/activity/CheckList.tsx';
import { MediaSplit } from '#components/site/activity/MediaSplit.tsx';
import { PricingSection } from '#components/site/activity/PricingSection.tsx';
import { SafetyBand } from '#components/site/activity/SafetyBand.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { cheetahWalkCopy } from './cheetah-walk.copy.ts';

/** Everything on the page but the site frame: static, so it renders on the server only (decision 072). */
export function CheetahWalkSections() {
  const content = cheetahWalkCopy[useLocale()];
  const { booking } = content;
  return (
    <>
      <ActivityHero hero={content.hero} booking={booking} />
      <ActivitySection id="benefits" eyebrow={content.eyebrows.benefits} title={content.benefits.title} intro={content.benefits.intro}>
        <div className="mx-auto max-w-4xl">
          <CheckList items={content.benefits.items} columns={2} />
        </div>
      </ActivitySection>
      <MediaSplit id="photography" eyebrow={content.eyebrows.photography} title={content.photography.title} image={content.photography.image} tone="white" reverse>
        {content.photography.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <CheckList items={content.photography.tips} />
      </MediaSplit>
      <SafetyBand eyebrow={content.eyebrows.safety} safety={content.safety} />
      <PricingSection pricing={content.pricing} booking={booking} />
      <BookingCta cta={content.cta} booking={booking} />
    </>
  );
}
