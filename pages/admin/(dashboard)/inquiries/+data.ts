import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

const PAGE_SIZE = 50;

/** The newest enquiries and how many there are. */
export async function data(pageContext: PageContextServer) {
  const { inquiries } = pageContext.services;
  const [items, counts] = await Promise.all([inquiries.list({ limit: PAGE_SIZE }), inquiries.counts()]);
  return { items, total: counts.total };
}
