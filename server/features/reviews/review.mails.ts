import { createElement as h } from 'react';
import { reviewMailContent as copy } from './review-mail.content.ts';
import { LinkLine, MailLayout, Paragraphs } from '../../mail/templates/layout.ts';

export interface ReviewRequestProps {
  leadName: string;
  tripName: string;
  link: string;
  reminder: boolean;
}

/** The review request after the trip, and its one reminder (issue 31, decision 156). */
export function ReviewRequest({ leadName, tripName, link, reminder }: ReviewRequestProps) {
  const r = copy.request;
  return h(
    MailLayout,
    null,
    h(Paragraphs, { text: r.greeting(leadName) }),
    h(Paragraphs, { text: reminder ? copy.reminder.intro(tripName) : r.intro(tripName) }),
    h(Paragraphs, { text: r.ask }),
    h(LinkLine, { href: link, label: r.open }),
    ...[r.noIncentive, ...(reminder ? [copy.reminder.last] : []), copy.signOff].map((text, i) => h(Paragraphs, { key: i, text })),
  );
}
