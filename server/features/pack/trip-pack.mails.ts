import { createElement as h } from 'react';
import type { Locale } from '#lib/domain/site/locale.ts';
import { packCopy } from '#lib/content/pack.content.de.ts';
import { LinkLine, MailLayout, Paragraphs } from '../../mail/templates/layout.ts';

export interface TripPackMailProps {
  leadName: string;
  link: string;
  /** The traveller's language (issue 42). */
  locale: Locale;
}

/** The traveller's pack link, 14 days before departure or when staff send it (issue 30). */
export function TripPackMail({ leadName, link, locale }: TripPackMailProps) {
  const c = packCopy[locale].mail;
  return h(
    MailLayout,
    { lang: locale },
    h(Paragraphs, { text: c.greeting(leadName) }),
    h(Paragraphs, { text: c.ready }),
    h(LinkLine, { href: link, label: c.open }),
    h(Paragraphs, { text: c.signOff }),
  );
}
