import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { mailtoHref } from '#lib/contact-links.ts';
import { useLocale } from '#components/site/use-locale.ts';
import { contactCopy } from './contact.copy.ts';

const LINK = 'font-medium text-ochre-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ochre-600';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-widest text-stone-500">{label}</dt>
      <dd className="mt-1 text-stone-800">{children}</dd>
    </div>
  );
}

/** The company as it stands on paper (Settings): e-mail, address, registration, memberships, social pages; blanks left out. */
export function CompanyFacts() {
  const { site } = usePageContext();
  const copy = contactCopy[useLocale()].page.company;
  return (
    <section aria-labelledby="company-facts-heading" className="rounded-2xl bg-white p-6 ring-1 ring-sand-200 sm:p-8">
      <h2 id="company-facts-heading" className="font-serif text-2xl font-semibold text-bush-900">
        {copy.heading}
      </h2>
      <dl className="mt-5 space-y-4">
        <Fact label={copy.email}>
          <a href={mailtoHref(site.email)} className={LINK}>
            {site.email}
          </a>
        </Fact>
        {site.address && (
          <Fact label={copy.address}>
            <address className="whitespace-pre-line not-italic">{site.address}</address>
          </Fact>
        )}
        {site.registrationNumber && <Fact label={copy.registration}>{site.registrationNumber}</Fact>}
        {site.memberships.length > 0 && <Fact label={copy.memberships}>{site.memberships.join(', ')}</Fact>}
        {site.socials.length > 0 && (
          <Fact label={copy.socials}>
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {site.socials.map((social, index) => (
                <li key={`${index}:${social.url}`}>
                  <a href={social.url} target="_blank" rel="noopener noreferrer" className={LINK}>
                    {social.label}
                    <span className="sr-only"> {copy.newTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </Fact>
        )}
      </dl>
    </section>
  );
}
