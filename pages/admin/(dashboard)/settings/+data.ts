import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/** Every staff account, for the Staff Accounts list (the signed-in admin comes with every staff page). */
export async function data(pageContext: PageContextServer) {
  return { accounts: await pageContext.services.admins.list() };
}
