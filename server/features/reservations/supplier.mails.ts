import { createElement as h } from 'react';
import { supplierMailContent as copy } from './supplier-mail.content.ts';
import { LinkLine, MailLayout, Paragraphs } from '../../mail/templates/layout.ts';

export interface SupplierMailProps {
  template: 'request' | 'reminder' | 'cancellation' | 'rooming' | 'extend';
  supplierName: string;
  /** "Our reference: …", "Service: …" lines, as the reservation is when the mail is sent. */
  rows: string;
  /** The one-step answer page; none for a cancellation. */
  link: string | null;
  /** What is asked, when not the template's usual words (a reservation released for another lodge's, not the trip's end). */
  intro?: string;
  /** The hold as it stands, which an ask to extend names. */
  heldUntil?: string | null;
}

/** The words a template opens with; an extension names the hold as it stands. */
const opening = (template: SupplierMailProps['template'], heldUntil: string | null) => (template === 'extend' ? copy.extend(heldUntil) : copy[template]);

/** A reservation's request, reminder, cancellation, updated rooming list (issue 30, decision 154; issue 39) or ask to extend its hold (issue 41) to its supplier. */
export function SupplierMail({ template, supplierName, rows, link, intro, heldUntil = null }: SupplierMailProps) {
  return h(
    MailLayout,
    null,
    h(Paragraphs, { text: copy.greeting(supplierName) }),
    h(Paragraphs, { text: intro ?? opening(template, heldUntil) }),
    h(Paragraphs, { text: rows }),
    ...(link ? [h(LinkLine, { key: 'link', href: link, label: copy.answerLink })] : []),
    h(Paragraphs, { text: copy.orReply }),
    h(Paragraphs, { text: copy.signOff }),
  );
}

export interface AnswerAlertProps {
  supplierName: string;
  answer: 'declined' | 'waitlisted';
  reference: string;
  bookingReference: string;
  /** The lodge's own words, in full. */
  note: string | null;
  link: string;
}

/** Staff's alert of a decline or a waitlist (issue 39): the lodge's words and the booking, where "Request another lodge" is. */
export function AnswerAlert({ supplierName, answer, reference, bookingReference, note, link }: AnswerAlertProps) {
  const a = copy.answerAlert;
  return h(
    MailLayout,
    null,
    h(Paragraphs, { text: a.body(supplierName, answer, reference, bookingReference) }),
    h(Paragraphs, { text: note ? a.note(note) : a.noNote }),
    h(LinkLine, { href: link, label: a.open }),
  );
}

export interface HoldAlertProps {
  kind: 'reminder' | 'lapsed';
  supplierName: string;
  reference: string;
  bookingReference: string;
  heldUntil: string;
  hoursLeft: number;
  link: string;
}

/** Staff's reminder of a hold about to end, or the alert that it lapsed (issue 41), with the booking where "Ask to extend" is. */
export function HoldAlert({ kind, supplierName, reference, bookingReference, heldUntil, hoursLeft, link }: HoldAlertProps) {
  const a = copy.holdAlert;
  return h(
    MailLayout,
    null,
    h(Paragraphs, { text: kind === 'lapsed' ? a.lapsed(supplierName, reference, bookingReference, heldUntil) : a.reminder(supplierName, reference, bookingReference, heldUntil, hoursLeft) }),
    h(LinkLine, { href: link, label: a.open }),
  );
}
