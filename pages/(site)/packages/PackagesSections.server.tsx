import { buttonClasses } from '#components/ui/Button.tsx';
import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import { useLocale, useSiteLink } from '#components/site/use-locale.ts';
import { packagesCopy } from './packages.copy.ts';

/*
 * The parts of /packages without interactive code: rendered on the server only, with their copy
 * (decision 072); only the package tabs hydrate.
 */

/** The heading and the notice about prices. */
export function PackagesHero() {
  const copy = packagesCopy[useLocale()];
  return (
    <section aria-labelledby="packages-title" className="bg-bush-900 px-4 pb-16 pt-16 sm:px-6 lg:pt-20">
      <SectionHeading id="packages-title" level={1} eyebrow={copy.eyebrow} title={copy.heading} intro={copy.intro} inverted />
      <aside aria-label={copy.noticeTitle} className="mx-auto mt-10 flex max-w-3xl gap-4 rounded-2xl border border-ochre-400/40 bg-white/5 p-5 text-sand-100">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-6 w-6 shrink-0 text-ochre-400" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v5M12 8h.01" strokeLinecap="round" />
        </svg>
        <p>
          <strong className="block font-semibold text-white">{copy.noticeTitle}</strong>
          {copy.notice}
        </p>
      </aside>
    </section>
  );
}

/** The closing invitation to ask for a custom trip. */
export function PackagesClosing() {
  const copy = packagesCopy[useLocale()];
  const siteLink = useSiteLink();
  return (
    <section aria-labelledby="packages-cta" className="px-4 pb-24 sm:px-6">
      <div className="mx-auto max-w-4xl rounded-2xl bg-sand-100 px-6 py-12 text-center ring-1 ring-sand-200 sm:px-12">
        <h2 id="packages-cta" className="font-serif text-3xl font-semibold text-bush-900">
          {copy.finalCta.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-700">{copy.finalCta.text}</p>
        <a {...siteLink(copy.finalCta.link.href)} className={buttonClasses('primary', 'lg', 'mt-8')}>
          {copy.finalCta.link.label}
        </a>
      </div>
    </section>
  );
}
