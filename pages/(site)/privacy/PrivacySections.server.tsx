import { LegalHero } from '#components/site/legal/LegalHero.tsx';
import { LegalText } from '#components/site/legal/LegalText.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { mailtoHref } from '#lib/contact-links.ts';
import { privacyContact, privacyHero, privacySections, privacyUpdated } from './privacy.content.ts';

/** The whole page: static, so it renders on the server only, with its copy (decision 072). */
export function PrivacySections() {
  const { site } = usePageContext();
  return (
    <>
      <LegalHero hero={privacyHero} updated={privacyUpdated} />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-16 sm:px-6 sm:py-20">
        {privacySections.map((section) => (
          <section key={section.id} aria-labelledby={`privacy-${section.id}`}>
            <h2 id={`privacy-${section.id}`} className="text-2xl font-semibold">
              {section.title}
            </h2>
            <LegalText paragraphs={section.paragraphs} points={section.points} />
          </section>
        ))}
        <section aria-labelledby="privacy-contact" className="rounded-2xl bg-sand-100 p-6 ring-1 ring-sand-200 sm:p-8">
          <h2 id="privacy-contact" className="text-2xl font-semibold">
            {privacyContact.title}
          </h2>
          <p className="mt-3 text-stone-700">
            {privacyContact.text}{' '}
            <a className="font-semibold text-bush-800 underline underline-offset-4 hover:text-ochre-700" href={mailtoHref(site.email)}>
              {site.email}
            </a>
          </p>
        </section>
      </div>
    </>
  );
}
