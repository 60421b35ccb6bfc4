import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * Whether the link still works, and whose account it opens; nothing is used up by looking. An unknown,
 * used or expired link says so at once, before anyone types a new password into a dead form.
 */
export async function data(pageContext: PageContextServer) {
  const token = pageContext.routeParams.token ?? '';
  const account = /^[A-Za-z0-9_-]{43}$/.test(token) ? await pageContext.services.passwordResets.usable(token) : null;
  return { username: account?.username ?? null };
}
