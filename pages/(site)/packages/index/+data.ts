import type { PageContextServer } from 'vike/types';
import { groupPackages } from '#lib/package-categories.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** The active packages grouped into SPEC §4's three tabs (every one on some tab). */
export async function data(pageContext: PageContextServer) {
  const packages = await pageContext.services.packages.list();
  return { groups: groupPackages(packages) };
}
