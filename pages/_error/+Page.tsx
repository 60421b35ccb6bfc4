import { usePageContext } from 'vike-react/usePageContext';
import { buttonClasses } from '#components/ui/Button.tsx';
import { SiteShell } from '#components/site/SiteShell.tsx';
import { errorLinks, notFoundContent, serverErrorContent } from './error.content.ts';

/**
 * SPEC §2's not-found page (answered with HTTP 404), inside the public shell. A page that aborts with
 * its own words (`render(410, { heading, text })`, e.g. an expired proposal) shows those instead.
 */
export default function Page() {
  const { is404, abortReason } = usePageContext();
  const content = { ...(is404 ? notFoundContent : serverErrorContent), ...abortReason };
  return (
    <SiteShell>
      <section className="px-4 py-24 sm:px-6 lg:py-32">
        <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
          <svg aria-hidden="true" viewBox="0 0 64 40" className="w-28 text-ochre-500">
            <path d="M2 38c10-8 20-12 30-12s20 4 30 12" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            <path d="M44 26V12m-9 5c3-6 15-6 18 0-6 1-12 1-18 0z" fill="currentColor" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          <h1 className="mt-6 font-serif text-4xl font-semibold text-bush-900 sm:text-5xl">{content.heading}</h1>
          <p className="mt-4 text-lg text-stone-700">{content.text}</p>
          <p className="mt-8 text-stone-600">{content.helpText}</p>
          <ul className="mt-6 flex flex-wrap justify-center gap-3">
            {errorLinks.map((link, index) => (
              <li key={link.href}>
                <a href={link.href} className={buttonClasses(index === 0 ? 'primary' : 'outline', 'md', index === 0 ? '' : 'text-bush-900')}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </SiteShell>
  );
}
