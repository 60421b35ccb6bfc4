import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/** The Overview: SPEC's four figures, the desk's figures and what happened lately, from the dashboard repository. */
export async function data(pageContext: PageContextServer) {
  const { dashboard } = pageContext.services;
  const now = new Date();
  const [stats, desk, activity, mailProblems] = await Promise.all([
    dashboard.stats(),
    dashboard.deskFigures(now, pageContext.site.timeZone),
    dashboard.recentActivity(),
    pageContext.services.mail.problems(),
  ]);
  return { stats, desk, activity, mailProblems, mailWarnings: pageContext.mailWarnings, now: now.toISOString() };
}
