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
