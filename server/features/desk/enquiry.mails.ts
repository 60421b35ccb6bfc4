import { createElement as h, type ReactNode } from 'react';
import { Link, Text } from '@react-email/components';
import { formatDate, formatDateTime } from '#lib/format.ts';
import { budgetLabel, groupSizeLabel, interestLabel } from '#lib/inquiry-labels.ts';
import { telHref, whatsappHref } from '#lib/contact-links.ts';
import type { MailInquiry } from '#lib/domain/enquiry/enquiry.types.ts';
import { DEFAULT_LOCALE, type Locale } from '#lib/domain/site/locale.ts';
import { inquiryMailContent as copy, type AcknowledgementCopy } from './inquiry-mail.content.ts';
import { acknowledgementCopy } from './inquiry-mail.content.de.ts';
import { possibleSpamContent } from './possible-spam.content.ts';
import { LinkLine, MailLayout, Paragraphs, Rows, SmallPrint } from '../../mail/templates/layout.ts';

/** "google / cpc / spring-sale; via https://www.google.com/; landed on /packages; contact form" */
function leadSource(i: MailInquiry): string | null {
  const campaign = [i.utmSource, i.utmMedium, i.utmCampaign].filter(Boolean).join(' / ');
  const parts = [campaign, i.referrer ? `via ${i.referrer}` : '', i.landingPage ? `landed on ${i.landingPage}` : '', i.form ? `${i.form} form` : ''].filter(Boolean);
  return parts.length ? parts.join('; ') : null;
}

function dates(inquiry: MailInquiry): string | null {
  const { arrivalDate: from, departureDate: to } = inquiry;
  if (from && to) return `${formatDate(from)} to ${formatDate(to)}`;
  if (from) return `arriving ${formatDate(from)}`;
  if (to) return `leaving ${formatDate(to)}`;
  return null;
}

/** The enquiry's details as label/value rows, for staff. */
function details(inquiry: MailInquiry, timeZone: string): [string, string][] {
  const l = copy.fieldLabels;
  const rows: [string, string | null][] = [
    [l.received, `${formatDateTime(inquiry.createdAt, timeZone)} (${timeZone})`],
    [l.name, `${inquiry.firstName} ${inquiry.lastName}`],
    [l.email, inquiry.email],
    [l.phone, inquiry.phone],
    [l.package, interestLabel({ ...inquiry, tripName: inquiry.package?.name ?? inquiry.tripName })],
    [l.groupSize, inquiry.groupSize === 'not given' ? null : groupSizeLabel(inquiry.groupSize)],
    [l.dates, dates(inquiry)],
    [l.budget, inquiry.budgetRange ? budgetLabel(inquiry.budgetRange) : null],
    [l.leadSource, leadSource(inquiry)],
  ];
  return rows.map(([name, value]) => [name, value || copy.notGiven]);
}

export interface OperatorAlertProps {
  inquiry: MailInquiry;
  siteUrl: string;
  timeZone: string;
}

/** To the operator: everything needed to answer, and the way to answer: the enquiry in the dashboard (issue 29). */
export function OperatorAlert({ inquiry, siteUrl, timeZone }: OperatorAlertProps) {
  const name = `${inquiry.firstName} ${inquiry.lastName}`;
  const trip = inquiry.package ? { name: inquiry.package.name, url: `${siteUrl}${inquiry.package.path}` } : null;
  const link = `${siteUrl}/admin/inquiries/${inquiry.id}`;
  return h(
    MailLayout,
    null,
    // Only marked possible spam (decision 125): the alert opens with why, so the team never misses a real traveller.
    inquiry.spamFlag === 'possible' && h(Text, { style: { background: '#fef3c7', padding: '8px' } }, h('strong', null, possibleSpamContent.why(inquiry.spamReason ?? ''))),
    h(Paragraphs, { text: copy.operator.intro(name) }),
    trip && h(Text, null, `${copy.operator.trip} `, h(Link, { href: trip.url }, trip.name)),
    h(Rows, { rows: details(inquiry, timeZone) }),
    h(Paragraphs, { text: `${copy.fieldLabels.message}:\n${inquiry.message || copy.notGiven}` }),
    h(LinkLine, { href: link, label: copy.operator.openLabel }),
    h(Paragraphs, { text: copy.operator.answerHint(inquiry.firstName) }),
  );
}

export interface AcknowledgementProps {
  inquiry: MailInquiry;
  site: { phone: string; whatsapp: string | null };
  /** The trip's first price for the party, when the rates give one (issue 40). */
  firstPrice?: ReactNode;
}

/** The traveller's dates in their own language's words. */
function travelDates(inquiry: MailInquiry, t: AcknowledgementCopy, locale: Locale): string | null {
  const { arrivalDate: from, departureDate: to } = inquiry;
  if (from && to) return t.dates.range(formatDate(from, locale), formatDate(to, locale));
  if (from) return t.dates.arriving(formatDate(from, locale));
  if (to) return t.dates.leaving(formatDate(to, locale));
  return null;
}

/** What the traveller asked for, read back in their language (issue 42); a trip's name is the trip's own. */
function travellerRows(inquiry: MailInquiry, t: AcknowledgementCopy, locale: Locale): [string, string][] {
  const tripName = inquiry.package?.name ?? inquiry.tripName;
  // The contact form's safari type is stored as the interest too.
  const chosen = inquiry.packageType;
  const rows: [string, string | null][] = [
    [t.labels.package, tripName || (chosen ? t.interest(chosen) : null)],
    [t.labels.groupSize, inquiry.groupSize === 'not given' ? null : t.groupSize(inquiry.groupSize)],
    [t.labels.dates, travelDates(inquiry, t, locale)],
    [t.labels.budget, inquiry.budgetRange ? t.budget(inquiry.budgetRange) : null],
  ];
  const filled = rows.map(([name, value]): [string, string] => [name, value || t.notGiven]);
  if (inquiry.message) filled.push([t.labels.message, inquiry.message]);
  return filled;
}

/** To the traveller, in their language: what they asked for, SPEC's promise, and how to reach us sooner. */
export function Acknowledgement({ inquiry, site, firstPrice }: AcknowledgementProps) {
  const locale = inquiry.locale ?? DEFAULT_LOCALE;
  const t = acknowledgementCopy[locale];
  // A company without WhatsApp (Settings) offers the phone alone.
  const whatsapp = site.whatsapp ? whatsappHref(site.whatsapp) : null;
  return h(
    MailLayout,
    { lang: locale },
    h(Paragraphs, { text: t.greeting(inquiry.firstName) }),
    h(Paragraphs, { text: t.thanks }),
    h(Paragraphs, { text: t.restateIntro }),
    h(Rows, { rows: travellerRows(inquiry, t, locale) }),
    firstPrice,
    h(Paragraphs, { text: whatsapp ? t.sooner : t.soonerByPhone }),
    h(LinkLine, { href: telHref(site.phone), label: `${t.phoneLabel}: ${site.phone}` }),
    whatsapp && h(LinkLine, { href: whatsapp, label: `${t.whatsappLabel}: ${whatsapp}` }),
    h(Paragraphs, { text: t.signOff }),
    h(SmallPrint, { text: t.footer }),
  );
}

/** Staff's answer from the dashboard: their words, to the traveller. */
export function StaffReply({ body }: { body: string }) {
  return h(MailLayout, null, h(Paragraphs, { text: body }), h(Paragraphs, { text: `--\n${copy.reply.footer}` }));
}
