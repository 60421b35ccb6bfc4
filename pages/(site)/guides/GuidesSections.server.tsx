import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import { GuideProfileCard } from './GuideProfileCard.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { guidesCopy } from './guides.copy.ts';
import { TeamIntro } from './TeamIntro.tsx';
import { ValueCards } from './ValueCards.tsx';

/** The whole page: static, so it renders on the server only, with its copy (decision 072). */
export function GuidesSections() {
  const { guides, guidesHero, profileLabels } = guidesCopy[useLocale()];
  return (
    <>
      <section className="bg-bush-900 bg-[radial-gradient(ellipse_at_top_right,rgba(224,161,74,0.25),transparent_60%)] px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading level={1} inverted eyebrow={guidesHero.eyebrow} title={guidesHero.title} intro={guidesHero.intro} />
      </section>
      <TeamIntro />
      <section aria-label={profileLabels.sectionLabel} className="mx-auto max-w-7xl space-y-10 px-4 pb-16 sm:px-6 sm:pb-20">
        {guides.map((guide, index) => (
          <GuideProfileCard key={guide.id} guide={guide} reverse={index % 2 === 1} />
        ))}
      </section>
      <ValueCards />
    </>
  );
}
