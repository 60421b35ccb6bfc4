import { createElement as h } from 'react';
import { LinkLine, MailLayout, Paragraphs } from '../../mail/templates/layout.ts';

export interface TripPackMailProps {
  leadName: string;
  link: string;
}

/** The traveller's pack link, 14 days before departure or when staff send it (issue 30). */
export function TripPackMail({ leadName, link }: TripPackMailProps) {
  return h(
    MailLayout,
    null,
    h(Paragraphs, { text: `Dear ${leadName},` }),
    h(Paragraphs, {
      text: 'Your travel pack is ready: the day-by-day programme with each lodge’s phone and confirmation number, your vouchers, the emergency number, and what to pack. Open it once while you have signal and it stays on your phone for the trip.',
    }),
    h(LinkLine, { href: link, label: 'Open your travel pack' }),
    h(Paragraphs, { text: 'With warm regards,\nThe team' }),
  );
}
