import type { PageContextServer } from 'vike/types';
import type { SafariPackage } from '#database/dto.ts';
import { packageTab, type PackageCategory } from '#lib/package-categories.ts';

export type Data = Awaited<ReturnType<typeof data>>;

const SAFARI_TYPE_BY_CATEGORY: Record<PackageCategory, string> = { local: 'local-sa', 'cross-border': 'cross-border', luxury: 'luxury' };
/** The contact form's safari type for a package: the packages page's tab it appears on. */
function safariTypeOf(pkg: SafariPackage): string {
  return SAFARI_TYPE_BY_CATEGORY[packageTab(pkg)];
}

/** `?package=<id>` (from an Inquire button) names the package on the form; an unknown id is ignored. */
export async function data(pageContext: PageContextServer) {
  const packageId = pageContext.urlParsed.search.package;
  if (!packageId) return { chosenPackage: null };
  const pkg = (await pageContext.services.packages.list()).find((p) => p.id === packageId);
  return { chosenPackage: pkg ? { id: pkg.id, name: pkg.name, duration: pkg.duration, safariType: safariTypeOf(pkg) } : null };
}
