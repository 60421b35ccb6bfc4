import type { PageContextServer } from 'vike/types';
import type { AdminAccount } from '#database/dto.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * Every staff account, for the Staff Accounts list (the signed-in admin comes with every staff page).
 * A first password opens this page for its change only: no colleague's account reaches its HTML
 * (the same rule as GET /api/admin/staff, decision 054).
 */
export async function data(pageContext: PageContextServer) {
  const firstPassword = Boolean(pageContext.admin?.mustChangePassword);
  const accounts: AdminAccount[] = firstPassword ? [] : await pageContext.services.admins.list();
  // Saved replies (issue 21) are desk data, closed to a first password like the rest.
  const savedReplies = firstPassword ? [] : await pageContext.services.savedReplies.list();
  return { accounts, savedReplies };
}
