import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/** Every package, hidden ones too: staff manage what visitors do not see. */
export async function data(pageContext: PageContextServer) {
  return { packages: await pageContext.services.packages.list({ includeInactive: true }) };
}
