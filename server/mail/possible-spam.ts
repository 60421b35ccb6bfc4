import type { MailInquiry } from '#database/dto.ts';
import { escapeHtml, type ComposedMail } from './compose.ts';
import { possibleSpamContent as copy } from './possible-spam.content.ts';

/**
 * The operator's alert for an enquiry only marked possible spam (decision 125): the subject says so
 * and the mail opens with why, so the team can filter or glance, and never miss a real traveller.
 */
export function markPossibleSpam(alert: ComposedMail, inquiry: Pick<MailInquiry, 'spamFlag' | 'spamReason'>): ComposedMail {
  if (inquiry.spamFlag !== 'possible') return alert;
  const why = copy.why(inquiry.spamReason ?? '');
  return {
    ...alert,
    subject: copy.subject(alert.subject),
    text: `${why}\n\n${alert.text}`,
    html: alert.html.replace(/(<body[^>]*>\n?)/, `$1<p style="background:#fef3c7;padding:8px"><strong>${escapeHtml(why)}</strong></p>\n`),
  };
}
