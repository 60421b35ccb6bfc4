import { createElement as h } from 'react';
import type { Locale } from '#lib/domain/site/locale.ts';
import { reviewMailCopy } from './review-mail.content.de.ts';
import { LinkLine, MailLayout, Paragraphs } from '../../mail/templates/layout.ts';

export interface ReviewRequestProps {
  leadName: string;
  tripName: string;
  link: string;
  reminder: boolean;
  /** The traveller's language (issue 42). */
  locale: Locale;
}

/** The review request after the trip, and its one reminder (issue 31, decision 156). */
export function ReviewRequest({ leadName, tripName, link, reminder, locale }: ReviewRequestProps) {
  const copy = reviewMailCopy[locale];
  const r = copy.request;
  return h(
    MailLayout,
    { lang: locale },
    h(Paragraphs, { text: r.greeting(leadName) }),
    h(Paragraphs, { text: reminder ? copy.reminder.intro(tripName) : r.intro(tripName) }),
    h(Paragraphs, { text: r.ask }),
    h(LinkLine, { href: link, label: r.open }),
    ...[r.noIncentive, ...(reminder ? [copy.reminder.last] : []), copy.signOff].map((text, i) => h(Paragraphs, { key: i, text })),
  );
}

export interface ReviewWithheldProps {
  leadName: string;
  tripName: string;
  /** The policy's words for the reason staff chose. */
  reason: string;
  /** How to fix it, for that reason. */
  fix: string;
  /** The review link while it still edits the review; null when it no longer does. */
  link: string | null;
  /** "12 Dec 2026, 14:05" until which the link edits it. */
  editableUntil: string | null;
  policyLink: string;
  locale: Locale;
}

/** Staff withheld the traveller's review (issue 39): why, by the policy's words, and how to fix it. */
export function ReviewWithheld({ leadName, tripName, reason, fix, link, editableUntil, policyLink, locale }: ReviewWithheldProps) {
  const copy = reviewMailCopy[locale];
  const w = copy.withheld;
  return h(
    MailLayout,
    { lang: locale },
    h(Paragraphs, { text: copy.request.greeting(leadName) }),
    h(Paragraphs, { text: w.intro(tripName) }),
    h(Paragraphs, { text: w.why(reason) }),
    h(Paragraphs, { text: fix }),
    ...(link && editableUntil ? [h(Paragraphs, { key: 'until', text: w.until(editableUntil) }), h(LinkLine, { key: 'link', href: link, label: w.open })] : []),
    h(LinkLine, { href: policyLink, label: w.policy }),
    h(Paragraphs, { text: copy.signOff }),
  );
}
