import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { telHref, whatsappHref } from '#lib/contact-links.ts';
import { CONTACT_SECTION_ID } from '#components/site/scroll-to-section.ts';
import { useWhatsappGreeting } from '#components/site/use-whatsapp-greeting.ts';
import { useLocale } from '#components/site/use-locale.ts';
import { contactCopy } from './contact.copy.ts';

const ACTION = 'mt-5 inline-flex items-center gap-2 font-semibold text-ochre-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ochre-600';

function Card({ icon, title, text, children }: { icon: string; title: string; text: string; children: ReactNode }) {
  return (
    <li className="flex flex-col rounded-2xl bg-white p-6 shadow-md ring-1 ring-sand-200">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-sand-100 text-ochre-700">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
          <path d={icon} />
        </svg>
      </span>
      <h2 className="mt-4 font-serif text-2xl font-semibold text-bush-900">{title}</h2>
      <p className="mt-2 flex-1 text-stone-700">{text}</p>
      {children}
    </li>
  );
}

/**
 * SPEC §2: call (tel: link), scroll to the form, and WhatsApp with a greeting in a new tab (when the company has WhatsApp):
 * the same line as the page's other WhatsApp links, naming the trip or activity the visitor came to ask about (issue 29).
 */
export function ContactCards() {
  const { site } = usePageContext();
  const greeting = useWhatsappGreeting();
  const copy = contactCopy[useLocale()].page;
  return (
    <ul aria-label={copy.cardsLabel} className={`mx-auto grid max-w-7xl gap-6 ${site.whatsapp ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}>
      <Card icon="M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z" title={copy.call.title} text={copy.call.text}>
        <a href={telHref(site.phone)} className={ACTION}>
          {site.phone}
        </a>
      </Card>
      <Card icon="M4 6h16v12H4zM4 7l8 6 8-6" title={copy.form.title} text={copy.form.text}>
        <a href={`#${CONTACT_SECTION_ID}`} className={ACTION}>
          {copy.form.action}
        </a>
      </Card>
      {site.whatsapp && (
        <Card icon="M4 20l1.3-3.9A8 8 0 1112 20a8 8 0 01-4-1.1L4 20z" title={copy.whatsapp.title} text={copy.whatsapp.text}>
          <a href={whatsappHref(site.whatsapp, greeting)} target="_blank" rel="noopener noreferrer" className={ACTION}>
            {copy.whatsapp.action}
            <span className="sr-only"> {copy.whatsapp.newTab}</span>
          </a>
        </Card>
      )}
    </ul>
  );
}
