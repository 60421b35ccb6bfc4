import { createElement as h } from 'react';
import { LinkLine, MailLayout, Paragraphs, Quote } from '../../mail/templates/layout.ts';
import type { Locale } from '#lib/domain/site/locale.ts';
import { tripChangeMailContent } from './trip-change-mail.content.ts';

export interface TripChangeMailProps {
  leadName: string;
  summary: string;
  details: string | null;
  link: string;
  /** The traveller's language (issue 42). */
  locale: Locale;
}

/** One change to the trip after the pack was sent, with the pack's link (issue 41). */
export function TripChangeMail({ leadName, summary, details, link, locale }: TripChangeMailProps) {
  const copy = tripChangeMailContent[locale];
  return h(
    MailLayout,
    { lang: locale },
    h(Paragraphs, { text: copy.greeting(leadName) }),
    h(Paragraphs, { text: copy.intro }),
    h(Quote, { text: details ? `${summary}\n\n${details}` : summary }),
    h(Paragraphs, { text: copy.after }),
    h(LinkLine, { href: link, label: copy.link }),
    h(Paragraphs, { text: copy.closing }),
  );
}
