import { createElement as h } from 'react';
import { LinkLine, MailLayout, Paragraphs, Quote } from '../../mail/templates/layout.ts';
import { tripChangeMailContent as copy } from './trip-change-mail.content.ts';

export interface TripChangeMailProps {
  leadName: string;
  summary: string;
  details: string | null;
  link: string;
}

/** One change to the trip after the pack was sent, with the pack's link (issue 41). */
export function TripChangeMail({ leadName, summary, details, link }: TripChangeMailProps) {
  return h(
    MailLayout,
    null,
    h(Paragraphs, { text: copy.greeting(leadName) }),
    h(Paragraphs, { text: copy.intro }),
    h(Quote, { text: details ? `${summary}\n\n${details}` : summary }),
    h(Paragraphs, { text: copy.after }),
    h(LinkLine, { href: link, label: copy.link }),
    h(Paragraphs, { text: copy.closing }),
  );
}
