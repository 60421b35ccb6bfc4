import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { uuidOrNull } from '#lib/uuid.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** One enquiry with its timeline; an unknown or malformed id is SPEC's not-found page. */
export async function data(pageContext: PageContextServer) {
  const id = uuidOrNull(pageContext.routeParams.id);
  const inquiry = id ? await pageContext.services.inquiries.detail(id) : null;
  if (!inquiry) throw render(404);
  return { inquiry, savedReplies: await pageContext.services.savedReplies.list(), now: new Date().toISOString() };
}
