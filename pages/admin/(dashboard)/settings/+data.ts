import type { PageContextServer } from 'vike/types';
import type { AdminAccount } from '#database/dto.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * Every staff account, for the Staff Accounts list (the signed-in admin comes with every staff page).
 * A first password opens this page for its change only: no colleague's account reaches its HTML
 * (the same rule as GET /api/admin/staff, decision 054).
 */
export async function data(pageContext: PageContextServer) {
  const accounts: AdminAccount[] = pageContext.admin?.mustChangePassword ? [] : await pageContext.services.admins.list();
  return { accounts };
}
