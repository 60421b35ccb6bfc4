import type { PageContextServer } from 'vike/types';
import type { AdminAccount } from '#database/dto.ts';
import type { CompanyPanelsData } from '#components/admin/settings/CompanySettingsPanels.tsx';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * Every staff account, for the Staff Accounts list (the signed-in admin comes with every staff page).
 * A first password opens this page for its change only: no colleague's account reaches its HTML
 * (the same rule as GET /api/admin/staff, decision 054).
 */
export async function data(pageContext: PageContextServer) {
  const accounts: AdminAccount[] = pageContext.admin?.mustChangePassword ? [] : await pageContext.services.admins.list();
  return { accounts, company: await companyPanels(pageContext) };
}

/** The Company form, FAQ and Terms editors' contents; none behind a first password. */
async function companyPanels({ admin, services }: PageContextServer): Promise<CompanyPanelsData | null> {
  if (!admin || admin.mustChangePassword) return null;
  return { company: await services.companySettings.get(), faq: (await services.siteTexts.faq()).items, terms: (await services.siteTexts.terms()).items };
}
