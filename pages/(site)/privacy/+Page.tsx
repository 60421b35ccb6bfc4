import { usePageContext } from 'vike-react/usePageContext';
import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import { mailtoHref } from '#components/site/contact-links.ts';
import { privacyContact, privacyHero, privacySections, privacyUpdated } from './privacy.content.ts';

export default function Page() {
  const { site } = usePageContext();
  return (
    <>
      <section className="bg-bush-900 bg-[radial-gradient(ellipse_at_top_right,rgba(224,161,74,0.25),transparent_60%)] px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading level={1} inverted eyebrow={privacyHero.eyebrow} title={privacyHero.title} intro={privacyHero.intro} />
        <p className="mt-6 text-center text-sm text-sand-200">
          <time dateTime={privacyUpdated.iso}>{privacyUpdated.label}</time>
        </p>
      </section>
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-16 sm:px-6 sm:py-20">
        {privacySections.map((section) => (
          <section key={section.id} aria-labelledby={`privacy-${section.id}`}>
            <h2 id={`privacy-${section.id}`} className="text-2xl font-semibold">
              {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 text-stone-700">
                {paragraph}
              </p>
            ))}
            {section.points && (
              <ul className="mt-3 list-disc space-y-1 pl-5 text-stone-700 marker:text-ochre-600">
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
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
