import { createElement as h } from 'react';
import type { BankDetails } from '#database/repositories/company-settings.repo.ts';
import { proposalMailContent as copy } from './proposal-mail.content.ts';
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
}

export function ProposalMail(p: ProposalMailProps) {
  const c = copy.proposal;
  return h(
    MailLayout,
    null,
    h(Paragraphs, { text: c.greeting(p.firstName) }),
    h(Paragraphs, { text: p.replacesVersion ? c.replaces(p.version, p.replacesVersion) : c.intro }),
    p.note && h(Paragraphs, { text: c.noteIntro }),
    p.note && h(Quote, { text: p.note }),
    h(LinkLine, { href: p.link, label: c.open }),
    h(Paragraphs, { text: c.figures(p.total, p.deposit, p.validUntil) }),
    h(Paragraphs, { text: c.attached }),
    h(Paragraphs, { text: c.howTo }),
    h(Paragraphs, { text: copy.signOff }),
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

export function ChangesCopy({ firstName, version, message }: { firstName: string; version: number; message: string }) {
  const c = copy.changesCopy;
  return h(MailLayout, null, h(Paragraphs, { text: c.greeting(firstName) }), h(Paragraphs, { text: c.intro(version) }), h(Quote, { text: message }), h(Paragraphs, { text: c.more }), h(Paragraphs, { text: copy.signOff }));
}

export function bankLines(bank: BankDetails | null): string {
  const c = copy.confirmation;
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

/** A booking mail to the traveller: paragraphs, ending with the sign-off. */
export function BookingLetter({ paragraphs }: { paragraphs: string[] }) {
  return h(MailLayout, null, ...[...paragraphs, copy.signOff].map((text, i) => h(Paragraphs, { key: i, text })));
}
