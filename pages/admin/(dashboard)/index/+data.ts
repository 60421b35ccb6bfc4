import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/** The Overview: SPEC's four figures (dashboard repository) and what staff did lately (the audit log). */
export async function data(pageContext: PageContextServer) {
  const { dashboard, audit } = pageContext.services;
  const [stats, activity] = await Promise.all([dashboard.stats(), audit.list({ limit: 8, offset: 0 })]);
  return { stats, activity: activity.items };
}
