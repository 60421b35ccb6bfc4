/**
 * SPEC §4's grouping of the packages page, by name: Luxury when the name contains "Luxury";
 * Cross-Border when it contains "Cross Border" (and not Luxury); Local when it contains
 * "SA Standard" (and neither). Matching ignores case, so "Cross border" typed by staff still lands.
 * A package the name rule places nowhere goes to its type's tab, so no active package is invisible
 * (DESIGN: "Every active package is listed").
 */
export const PACKAGE_CATEGORIES = ['local', 'cross-border', 'luxury'] as const;
export type PackageCategory = (typeof PACKAGE_CATEGORIES)[number];

/** SPEC's name rule alone: null where it places the package nowhere. */
export function packageCategory(name: string): PackageCategory | null {
  const lower = name.toLowerCase();
  if (lower.includes('luxury')) return 'luxury';
  if (lower.includes('cross border')) return 'cross-border';
  if (lower.includes('sa standard')) return 'local';
  return null;
}

const CATEGORY_OF_TYPE: Record<string, PackageCategory> = {
  'Local Safari': 'local',
  economical: 'local',
  'Cross Border Adventure': 'cross-border',
  'Luxury Experience': 'luxury',
  elegant: 'luxury',
};

/** The tab a package appears on: the name rule first, then its type; any unknown type is local. */
export function packageTab(pkg: { name: string; type: string }): PackageCategory {
  return packageCategory(pkg.name) ?? CATEGORY_OF_TYPE[pkg.type] ?? 'local';
}

/** The packages of each tab, keeping the order they came in. */
export function groupPackages<P extends { name: string; type: string }>(packages: readonly P[]): Record<PackageCategory, P[]> {
  const groups: Record<PackageCategory, P[]> = { local: [], 'cross-border': [], luxury: [] };
  for (const pkg of packages) groups[packageTab(pkg)].push(pkg);
  return groups;
}

/** For staff: where visitors find the package on /packages (the tab's id, so it reads apart from the type badge). */
export function packageTabNote(pkg: { name: string; type: string }): string {
  return `On /packages: ${packageTab(pkg)} tab`;
}
