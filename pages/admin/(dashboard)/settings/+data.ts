import type { PageContextServer } from 'vike/types';
import type { AdminAccount } from '#database/dto.ts';
import { mayCall } from '#lib/admin-roles.ts';
import { firstSignInPending } from '#lib/first-sign-in.ts';
import type { CompanyPanelsData } from '#components/admin/settings/CompanySettingsPanels.tsx';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * Every staff account, for the Staff Accounts list (the signed-in admin comes with every staff page).
 * A first password opens this page for its change only: no colleague's account reaches its HTML
 * (the same rule as GET /api/admin/staff, decision 054), and neither does staff's page: the list is an
 * owner's (GET /api/admin/admins, decision 120).
 */
export async function data(pageContext: PageContextServer) {
  const admin = pageContext.admin;
  const firstPassword = Boolean(admin && firstSignInPending(admin));
  const listed = admin && !firstPassword && mayCall(admin.role, 'staffAccounts.list');
  const accounts: AdminAccount[] = listed ? await pageContext.services.admins.list() : [];
  // Saved replies (issue 21) are desk data, closed to a first password like the rest. Their first page of
  // names only: the messages are fetched when one is edited (issue 27).
  const savedReplies = firstPassword ? null : await pageContext.services.savedReplies.page({ q: '', offset: 0 });
  return { accounts, savedReplies, company: await companyPanels(pageContext) };
}

/** The Company form, FAQ and Terms editors' contents: an owner's (decision 120), none behind a first password. */
async function companyPanels({ admin, services }: PageContextServer): Promise<CompanyPanelsData | null> {
  if (!admin || firstSignInPending(admin) || !mayCall(admin.role, 'settings.updateCompany')) return null;
  return { company: await services.companySettings.get(), faq: (await services.siteTexts.faq()).items, terms: (await services.siteTexts.terms()).items };
}
