import { createElement as h } from 'react';
import { supplierMailContent as copy } from './supplier-mail.content.ts';
import { LinkLine, MailLayout, Paragraphs } from '../../mail/templates/layout.ts';

export interface SupplierMailProps {
  template: 'request' | 'reminder' | 'cancellation';
  supplierName: string;
  /** "Our reference: …", "Service: …" lines, as the reservation is when the mail is sent. */
  rows: string;
  /** The one-step answer page; none for a cancellation. */
  link: string | null;
}

/** A reservation's request, reminder or cancellation to its supplier (issue 30, decision 154). */
export function SupplierMail({ template, supplierName, rows, link }: SupplierMailProps) {
  return h(
    MailLayout,
    null,
    h(Paragraphs, { text: copy.greeting(supplierName) }),
    h(Paragraphs, { text: copy[template] }),
    h(Paragraphs, { text: rows }),
    ...(link ? [h(LinkLine, { key: 'link', href: link, label: copy.answerLink })] : []),
    h(Paragraphs, { text: copy.orReply }),
    h(Paragraphs, { text: copy.signOff }),
  );
}

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
