import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/** The Overview: SPEC's four figures and what happened lately, from the dashboard repository. */
export async function data(pageContext: PageContextServer) {
  const { dashboard } = pageContext.services;
  const [stats, activity] = await Promise.all([dashboard.stats(), dashboard.recentActivity()]);
  return { stats, activity };
}
