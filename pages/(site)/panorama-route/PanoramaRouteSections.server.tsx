import { ActivityHero } from '#components/site/activity/ActivityHero.tsx';
import { ActivitySection } from '#components/site/activity/ActivitySection.tsx';
import { BookingCta } from '#components/site/activity/BookingCta.tsx';
import { CheckList } from '#components/site/activity/CheckList.tsx';
import { FeatureGrid } from '#components/site/activity/FeatureGrid.tsx';
import { FigureList } from '#components/site/activity/FigureList.tsx';
import { MediaSplit } from '#components/site/activity/MediaSplit.tsx';
import { PricingSection } from '#components/site/activity/PricingSection.tsx';
import { ShowcaseGrid } from '#components/site/activity/ShowcaseGrid.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { panoramaRouteCopy } from './panorama-route.copy.ts';

/** Everything on the page but the site frame: static, so it renders on the server only (decision 072). */
export function PanoramaRouteSections() {
  const content = panoramaRouteCopy[useLocale()];
  const { booking } = content;
  return (
    <>
      <ActivityHero hero={content.hero} booking={booking} />
      <ActivitySection id="viewpoints" eyebrow={content.eyebrows.viewpoints} title={content.viewpoints.title} intro={content.viewpoints.intro}>
        <ShowcaseGrid items={content.viewpoints.items} />
      </ActivitySection>
      <ActivitySection id="route" tone="white" eyebrow={content.eyebrows.route} title={content.routeFeatures.title} intro={content.routeFeatures.intro}>
        <FeatureGrid features={content.routeFeatures.features} />
      </ActivitySection>
      <MediaSplit id="canyon" eyebrow={content.eyebrows.canyon} title={content.canyon.title} image={content.canyon.image} reverse>
        {content.canyon.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <FigureList figures={content.canyon.facts} className="pt-4" />
      </MediaSplit>
      <ActivitySection id="experience" tone="bush" eyebrow={content.eyebrows.experience} title={content.experience.title} intro={content.experience.intro}>
        <div className="mx-auto max-w-4xl">
          <CheckList items={content.experience.items} columns={2} inverted />
        </div>
      </ActivitySection>
      <PricingSection pricing={content.pricing} booking={booking} />
      <BookingCta cta={content.cta} booking={booking} />
    </>
  );
}
