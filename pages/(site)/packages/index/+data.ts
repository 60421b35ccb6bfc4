import type { PageContextServer } from 'vike/types';
import { groupPackages } from '#lib/package-categories.ts';
import { siteToday } from '#database/site-time-zone.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** The active packages grouped into SPEC §4's three tabs (every one on some tab), with their departures' seats left. */
export async function data(pageContext: PageContextServer) {
  const packages = await pageContext.services.packages.list();
  const departures = await pageContext.services.packages.upcomingDepartures(siteToday());
  return { groups: groupPackages(packages), departures };
}
