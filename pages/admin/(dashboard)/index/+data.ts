import type { PageContextServer } from 'vike/types';
import { todayIn } from '#database/schemas/fields.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** The Overview: SPEC's four figures, the desk's (dashboard repository), proposals and bookings, and what staff did lately (the audit log). */
export async function data(pageContext: PageContextServer) {
  const { dashboard, audit, bookings } = pageContext.services;
  const now = new Date();
  const [stats, desk, activity, mailProblems, mailDelayed, mailbox, bookingSummary, cdnPurgeLateSince] = await Promise.all([
    dashboard.stats(),
    dashboard.deskFigures(now, pageContext.site.timeZone),
    audit.recent(8),
    pageContext.services.mail.problems(),
    pageContext.services.mail.delayed(),
    pageContext.services.inboundMail.mailboxState(),
    bookings.summary(todayIn(pageContext.site.timeZone)),
    pageContext.cdnPurgeLateSince(),
  ]);
  return { stats, desk, activity, mailProblems, mailDelayed, mailbox, bookingSummary, cdnPurgeLateSince, mailWarnings: pageContext.mailWarnings, now: now.toISOString() };
}
