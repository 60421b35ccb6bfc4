import type { PageContextServer } from 'vike/types';
import type { SafariPackage } from '#database/dto.ts';
import { packageCategory, type PackageCategory } from '../packages/package-categories.ts';

export type Data = Awaited<ReturnType<typeof data>>;

const SAFARI_TYPE_BY_CATEGORY: Record<PackageCategory, string> = { local: 'local-sa', 'cross-border': 'cross-border', luxury: 'luxury' };
const SAFARI_TYPE_BY_PACKAGE_TYPE: Record<string, string> = {
  'Local Safari': 'local-sa',
  'Cross Border Adventure': 'cross-border',
  'Luxury Experience': 'luxury',
  elegant: 'luxury',
  economical: 'local-sa',
};

/** The contact form's safari type for a package: by the packages page's tab, else by its type. */
function safariTypeOf(pkg: SafariPackage): string {
  const category = packageCategory(pkg.name);
  return category ? SAFARI_TYPE_BY_CATEGORY[category] : (SAFARI_TYPE_BY_PACKAGE_TYPE[pkg.type] ?? 'custom');
}

/** `?package=<id>` (from an Inquire button) names the package on the form; an unknown id is ignored. */
export async function data(pageContext: PageContextServer) {
  const packageId = pageContext.urlParsed.search.package;
  if (!packageId) return { chosenPackage: null };
  const pkg = (await pageContext.services.packages.list()).find((p) => p.id === packageId);
  return { chosenPackage: pkg ? { id: pkg.id, name: pkg.name, duration: pkg.duration, safariType: safariTypeOf(pkg) } : null };
}
