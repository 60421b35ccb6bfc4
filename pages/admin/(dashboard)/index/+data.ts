import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/** The Overview: SPEC's four figures and the desk's (dashboard repository), and what staff did lately (the audit log). */
export async function data(pageContext: PageContextServer) {
  const { dashboard, audit } = pageContext.services;
  const now = new Date();
  const [stats, desk, activity, mailProblems, mailDelayed, mailbox] = await Promise.all([
    dashboard.stats(),
    dashboard.deskFigures(now, pageContext.site.timeZone),
    audit.recent(8),
    pageContext.services.mail.problems(),
    pageContext.services.mail.delayed(),
    pageContext.services.inboundMail.mailboxState(),
  ]);
  return { stats, desk, activity, mailProblems, mailDelayed, mailbox, mailWarnings: pageContext.mailWarnings, now: now.toISOString() };
}
