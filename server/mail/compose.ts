import { formatDate, formatDateTime } from '#lib/format.ts';
import { budgetLabel, groupSizeLabel, interestLabel } from '#lib/inquiry-labels.ts';
import type { MailInquiry } from '#database/dto.ts';
import { telHref, whatsappHref } from '#lib/contact-links.ts';
import type { CompanySettings } from '#database/company-settings.dto.ts';
import { inquiryMailContent as copy } from './inquiry-mail.content.ts';

/** "google / cpc / spring-sale; via https://www.google.com/; landed on /packages; contact form" */
function leadSource(i: MailInquiry): string | null {
  const campaign = [i.utmSource, i.utmMedium, i.utmCampaign].filter(Boolean).join(' / ');
  const parts = [
    campaign,
    i.referrer ? `via ${i.referrer}` : '',
    i.landingPage ? `landed on ${i.landingPage}` : '',
    i.form ? `${i.form} form` : '',
  ].filter(Boolean);
  return parts.length ? parts.join('; ') : null;
}

export interface ComposedMail {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  /** The proposal's PDF (issue 18). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const paragraphs = (text: string) =>
  text.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n');

function dates(inquiry: MailInquiry): string | null {
  const { arrivalDate: from, departureDate: to } = inquiry;
  if (from && to) return `${formatDate(from)} to ${formatDate(to)}`;
  if (from) return `arriving ${formatDate(from)}`;
  if (to) return `leaving ${formatDate(to)}`;
  return null;
}

/** The enquiry's details as label/value rows, shared by both mails. */
function details(inquiry: MailInquiry, who: 'operator' | 'traveller', timeZone = 'UTC'): [string, string][] {
  const l = copy.fieldLabels;
  const rows: [string, string | null][] = [
    ...(who === 'operator'
      ? ([
          [l.received, `${formatDateTime(inquiry.createdAt, timeZone)} (${timeZone})`],
          [l.name, `${inquiry.firstName} ${inquiry.lastName}`],
          [l.email, inquiry.email],
          [l.phone, inquiry.phone],
        ] as [string, string | null][])
      : []),
    // The trip it names, else the interest chosen (issue 29): never a label nobody chose.
    [l.package, interestLabel({ ...inquiry, tripName: inquiry.package?.name ?? inquiry.tripName })],
    [l.groupSize, inquiry.groupSize === 'not given' ? null : groupSizeLabel(inquiry.groupSize)],
    [l.dates, dates(inquiry)],
    [l.budget, inquiry.budgetRange ? budgetLabel(inquiry.budgetRange) : null],
    ...(who === 'operator' ? ([[l.leadSource, leadSource(inquiry)]] as [string, string | null][]) : []),
  ];
  return rows.map(([name, value]) => [name, value || copy.notGiven]);
}

const textRows = (rows: [string, string][]) => rows.map(([name, value]) => `${name}: ${value}`).join('\n');
const htmlRows = (rows: [string, string][]) =>
  `<table cellpadding="4" style="border-collapse:collapse">\n${rows
    .map(([name, value]) => `<tr><th align="left" valign="top">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n')}\n</table>`;

export const htmlDocument = (body: string) =>
  `<!doctype html>\n<html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2937">\n${body}\n</body></html>`;

/** To the operator: everything needed to answer, a link to the enquiry, and Reply-To the traveller. */
export function operatorAlert(inquiry: MailInquiry, options: { notifyEmail: string; siteUrl: string; timeZone: string }): ComposedMail {
  const name = `${inquiry.firstName} ${inquiry.lastName}`;
  const rows = details(inquiry, 'operator', options.timeZone);
  const link = `${options.siteUrl}/admin/inquiries/${inquiry.id}`;
  // An enquiry from a trip page names that trip, linked to its public page.
  const trip = inquiry.package ? { name: inquiry.package.name, url: `${options.siteUrl}${inquiry.package.path}` } : null;
  const what = trip?.name ?? rows.find(([n]) => n === copy.fieldLabels.package)![1];
  const message = inquiry.message || copy.notGiven;
  return {
    to: options.notifyEmail,
    replyTo: inquiry.email,
    subject: copy.operator.subject(name, what),
    text: [
      copy.operator.intro(name),
      ...(trip ? [`${copy.operator.trip} ${trip.name}: ${trip.url}`] : []),
      textRows(rows),
      `${copy.fieldLabels.message}:\n${message}`,
      `${copy.operator.openLabel}: ${link}`,
      copy.operator.replyHint(inquiry.firstName),
    ].join('\n\n'),
    html: htmlDocument(
      [
        `<p>${escapeHtml(copy.operator.intro(name))}</p>`,
        ...(trip ? [`<p>${escapeHtml(copy.operator.trip)} <a href="${escapeHtml(trip.url)}">${escapeHtml(trip.name)}</a></p>`] : []),
        htmlRows(rows),
        `<h3>${escapeHtml(copy.fieldLabels.message)}</h3>`,
        paragraphs(message),
        `<p><a href="${escapeHtml(link)}">${escapeHtml(copy.operator.openLabel)}</a></p>`,
        `<p>${escapeHtml(copy.operator.replyHint(inquiry.firstName))}</p>`,
      ].join('\n'),
    ),
  };
}

type TravellerReplyTo = { notifyEmail: string; inboundAddress?: string };
/** Where a traveller's answer goes: the mailbox IMAP_URL reads (so it reaches the desk), else NOTIFY_EMAIL. */
const travellerReplyTo = (options: TravellerReplyTo) => options.inboundAddress ?? options.notifyEmail;

/** To the traveller: what they asked for, SPEC's promise, and how to reach us sooner. */
export function travellerAcknowledgement(inquiry: MailInquiry, options: TravellerReplyTo & { site: Pick<CompanySettings, 'phone' | 'whatsapp'> }): ComposedMail {
  const t = copy.traveller;
  const rows = details(inquiry, 'traveller');
  if (inquiry.message) rows.push([copy.fieldLabels.message, inquiry.message]);
  // A company without WhatsApp (Settings) offers the phone alone.
  const whatsapp = options.site.whatsapp ? whatsappHref(options.site.whatsapp) : null;
  const sooner = whatsapp ? t.sooner : t.soonerByPhone;
  return {
    to: inquiry.email,
    replyTo: travellerReplyTo(options),
    subject: t.subject,
    text: [
      t.greeting(inquiry.firstName),
      t.thanks,
      `${t.restateIntro}\n${textRows(rows)}`,
      [sooner, `${t.phoneLabel}: ${options.site.phone}`, ...(whatsapp ? [`${t.whatsappLabel}: ${whatsapp}`] : [])].join('\n'),
      t.signOff,
      t.footer,
    ].join('\n\n'),
    html: htmlDocument(
      [
        `<p>${escapeHtml(t.greeting(inquiry.firstName))}</p>`,
        `<p>${escapeHtml(t.thanks)}</p>`,
        `<p>${escapeHtml(t.restateIntro)}</p>`,
        htmlRows(rows),
        `<p>${escapeHtml(sooner)}<br>${escapeHtml(t.phoneLabel)}: <a href="${escapeHtml(telHref(options.site.phone))}">${escapeHtml(options.site.phone)}</a>` +
          (whatsapp ? `<br>${escapeHtml(t.whatsappLabel)}: <a href="${escapeHtml(whatsapp)}">${escapeHtml(whatsapp)}</a>` : '') +
          '</p>',
        paragraphs(t.signOff),
        `<p style="color:#6b7280;font-size:12px">${escapeHtml(t.footer)}</p>`,
      ].join('\n'),
    ),
  };
}

/** Staff's answer from the dashboard: their words, to the traveller; the traveller's reply reaches the team. */
export function staffReply(inquiry: MailInquiry, reply: { subject: string; body: string }, options: TravellerReplyTo): ComposedMail {
  return {
    to: inquiry.email,
    replyTo: travellerReplyTo(options),
    subject: reply.subject,
    text: `${reply.body}\n\n--\n${copy.reply.footer}`,
    html: htmlDocument(`${paragraphs(reply.body)}\n<p>--<br>${escapeHtml(copy.reply.footer)}</p>`),
  };
}
