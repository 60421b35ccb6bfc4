import { createElement as h } from 'react';
import type { BankDetails } from '#database/repositories/company-settings.repo.ts';
import type { Locale } from '#lib/domain/site/locale.ts';
import { proposalMailContent as copy } from './proposal-mail.content.ts';
import { travellerLetters } from './proposal-mail.content.de.ts';
import { LinkLine, MailLayout, Paragraphs, Quote } from '../../mail/templates/layout.ts';

/** The mails of proposals and bookings (decisions 100 and 140), each from the figures its outbox row keeps. */

export interface ProposalMailProps {
  firstName: string;
  version: number;
  /** The version this one replaces (the newest sent before it), if any. */
  replacesVersion: number | null;
  note: string | null;
  /** Formatted in the proposal's currency. */
  total: string;
  deposit: string;
  validUntil: string;
  /** This version's own link. */
  link: string;
  /** The traveller's language (issue 42); the note is staff's, as they wrote it. */
  locale: Locale;
}

export function ProposalMail(p: ProposalMailProps) {
  const letters = travellerLetters[p.locale];
  const c = letters.proposal;
  return h(
    MailLayout,
    { lang: p.locale },
    h(Paragraphs, { text: c.greeting(p.firstName) }),
    h(Paragraphs, { text: p.replacesVersion ? c.replaces(p.version, p.replacesVersion) : c.intro }),
    p.note && h(Paragraphs, { text: c.noteIntro }),
    p.note && h(Quote, { text: p.note }),
    h(LinkLine, { href: p.link, label: c.open }),
    h(Paragraphs, { text: c.figures(p.total, p.deposit, p.validUntil) }),
    h(Paragraphs, { text: c.attached }),
    h(Paragraphs, { text: c.howTo }),
    h(Paragraphs, { text: letters.signOff }),
  );
}

/** To staff: what happened, and the enquiry or booking in the dashboard. */
export function StaffAlert({ lines, link, label }: { lines: string[]; link: string; label: string }) {
  return h(MailLayout, null, ...lines.filter(Boolean).map((text, i) => h(Paragraphs, { key: i, text })), h(LinkLine, { href: link, label }));
}

export function ChangesAlert({ travellerName, message, link }: { travellerName: string; message: string; link: string }) {
  return h(StaffAlert, { lines: [copy.changesAlert.intro(travellerName), message], link, label: copy.changesAlert.open });
}

/** The words were made when queued (the departure's date and seats then); the link opens the enquiry. */
export function DepartureFullAlert({ body, link }: { body: string; link: string }) {
  return h(StaffAlert, { lines: [body], link, label: copy.departureFullAlert.open });
}

export function DeclinedAlert({ body, link }: { body: string; link: string }) {
  return h(StaffAlert, { lines: [body], link, label: copy.departureFullAlert.open });
}

export function ChangesCopy({ firstName, version, message, locale }: { firstName: string; version: number; message: string; locale: Locale }) {
  const letters = travellerLetters[locale];
  const c = letters.changesCopy;
  return h(
    MailLayout,
    { lang: locale },
    h(Paragraphs, { text: c.greeting(firstName) }),
    h(Paragraphs, { text: c.intro(version) }),
    h(Quote, { text: message }),
    h(Paragraphs, { text: c.more }),
    h(Paragraphs, { text: letters.signOff }),
  );
}

export function bankLines(bank: BankDetails | null, locale: Locale): string {
  const c = travellerLetters[locale].confirmation;
  if (!bank) return c.noBank;
  const rows: [string, string | null][] = [
    [c.bankLabels.accountName, bank.accountName],
    [c.bankLabels.bankName, bank.bankName],
    [c.bankLabels.accountNumber, bank.accountNumber],
    [c.bankLabels.branchCode, bank.branchCode],
    [c.bankLabels.swift, bank.swift],
  ];
  return [c.bankHeading, ...rows.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`)].join('\n');
}

/** A booking mail to the traveller: paragraphs, ending with the sign-off, in their language (issue 42). */
export function BookingLetter({ paragraphs, locale }: { paragraphs: string[]; locale: Locale }) {
  return h(MailLayout, { lang: locale }, ...[...paragraphs, travellerLetters[locale].signOff].map((text, i) => h(Paragraphs, { key: i, text })));
}
