import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailRecord } from '#database/dto.ts';
import { REFERENCE_PATTERN } from '#database/repositories/bookings.repo.ts';
import type { MailTemplate } from '#database/dto.ts';
import { escapeHtml, htmlDocument, paragraphs, type ComposedMail } from '../mail/compose.ts';
import { reviewLinks, reviewPath } from './review-links.ts';
import { reviewMailContent as copy } from './review-mail.content.ts';

export const REVIEW_TEMPLATES = new Set<MailTemplate>(['review-request', 'review-reminder']);

/**
 * The review request or reminder, written when it is sent: the booking named in its subject gives the request,
 * whose nonce gives the link again (the token itself is never stored).
 */
export async function composeReviewMail(em: EntityManager, record: MailRecord, options: { siteUrl: string; replyTo: string }): Promise<ComposedMail> {
  const reference = REFERENCE_PATTERN.exec(record.subject)?.[0];
  const [request] = await em.execute<{ link_nonce: string; lead_name: string; trip_name: string }[]>(
    `select rq."link_nonce", b."lead_name", coalesce(pr."trip_name", pk."name", 'your safari') as trip_name
     from "review_requests" rq join "bookings" b on b."id" = rq."booking_id" join "proposals" pr on pr."id" = b."proposal_id"
     left join "packages" pk on pk."id" = pr."package_id" where b."reference" = ?`,
    [reference ?? ''],
  );
  if (!request) throw new Error(`No review request for booking ${reference ?? '(no reference)'}`);
  const link = `${options.siteUrl}${reviewPath(reviewLinks.tokenFor(request.link_nonce))}`;
  const r = copy.request;
  const blocks = [
    r.greeting(request.lead_name),
    record.template === 'review-reminder' ? copy.reminder.intro(request.trip_name) : r.intro(request.trip_name),
    r.ask,
    { link, label: r.open },
    r.noIncentive,
    ...(record.template === 'review-reminder' ? [copy.reminder.last] : []),
    copy.signOff,
  ];
  return {
    to: record.recipient,
    replyTo: options.replyTo,
    subject: record.subject,
    text: blocks.map((b) => (typeof b === 'string' ? b : `${b.label}: ${b.link}`)).join('\n\n'),
    html: htmlDocument(blocks.map((b) => (typeof b === 'string' ? paragraphs(b) : `<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.label)}</a></p>`)).join('\n')),
  };
}
