import { buttonClasses } from '#components/ui/Button.tsx';
import { FigureList } from '#components/site/activity/FigureList.tsx';
import { useLocale, useSiteLink } from '#components/site/use-locale.ts';
import { accommodationsCopy } from './accommodations.copy.ts';

export function ClosingClaims() {
  const closingSection = accommodationsCopy[useLocale()].closing;
  const siteLink = useSiteLink();
  return (
    <section aria-labelledby="closing-title" className="bg-sand-100 px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto flex max-w-4xl flex-col items-center text-center">
        <h2 id="closing-title" className="text-3xl font-semibold sm:text-4xl">
          {closingSection.title}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-stone-600">{closingSection.text}</p>
        <FigureList figures={closingSection.figures} className="mt-10 justify-center gap-x-20" />
        <a {...siteLink('/contact')} className={buttonClasses('primary', 'lg', 'mt-10')}>
          {closingSection.cta}
        </a>
      </div>
    </section>
  );
}
