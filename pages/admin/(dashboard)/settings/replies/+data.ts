import type { PageContextServer } from 'vike/types';
import { firstSignInPending } from '#lib/first-sign-in.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * Saved replies (issue 21) are desk data, for staff and owners, closed to a first password like the rest. Their
 * first page of names only: the messages are fetched when one is edited (issue 27).
 */
export async function data({ admin, services }: PageContextServer) {
  if (!admin || firstSignInPending(admin)) return null;
  return { savedReplies: await services.savedReplies.page({ q: '', offset: 0 }) };
}
