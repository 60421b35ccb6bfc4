import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import { CustomizationGrid } from './CustomizationGrid.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { FaqAccordion, TermsNote } from './FaqAccordion.tsx';
import { faqHero, faqSection } from './faq.content.ts';
import { StillHaveQuestions } from './StillHaveQuestions.tsx';

/**
 * The whole page: static, so it renders on the server only, with its copy (decision 072) and the
 * questions as stored under Settings (+onBeforeRender.ts), which never reach the browser twice.
 */
export function FaqSections() {
  const { faq = [] } = usePageContext();
  return (
    <>
      <section className="bg-bush-900 bg-[radial-gradient(ellipse_at_top_right,rgba(224,161,74,0.25),transparent_60%)] px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading level={1} inverted eyebrow={faqHero.eyebrow} title={faqHero.title} intro={faqHero.intro} />
      </section>
      <section aria-labelledby="faq-list-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
        <h2 id="faq-list-title" className="mb-8 text-center text-3xl font-semibold sm:text-4xl">
          {faqSection.title}
        </h2>
        <TermsNote />
        <FaqAccordion entries={faq} />
      </section>
      <CustomizationGrid />
      <StillHaveQuestions />
    </>
  );
}
