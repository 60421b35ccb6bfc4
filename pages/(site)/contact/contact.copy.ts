/** The contact page's server-rendered copy in every language we serve (issue 42); the English is contact.content.ts. */
import type { Localized } from '#lib/domain/site/locale.ts';
import { contactPageContent, destinationsContent } from './contact.content.ts';
import { contactCopyDe } from './contact.content.de.ts';

export interface ContactCopy {
  page: typeof contactPageContent;
  destinations: { heading: string; intro: string; destinations: (typeof destinationsContent.destinations)[number][] };
}

export const contactCopy: Localized<ContactCopy> = {
  en: { page: contactPageContent, destinations: destinationsContent },
  de: contactCopyDe,
};
