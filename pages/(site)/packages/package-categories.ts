/**
 * SPEC §4's grouping of the packages page, by name: Luxury when the name contains "Luxury";
 * Cross-Border when it contains "Cross Border" (and not Luxury); Local when it contains
 * "SA Standard" (and neither). Other packages (e.g. the home page's elegant and economical ones)
 * belong to no tab. Matching ignores case, so "Cross border" typed by staff still lands.
 */
export const PACKAGE_CATEGORIES = ['local', 'cross-border', 'luxury'] as const;
export type PackageCategory = (typeof PACKAGE_CATEGORIES)[number];

export function packageCategory(name: string): PackageCategory | null {
  const lower = name.toLowerCase();
  if (lower.includes('luxury')) return 'luxury';
  if (lower.includes('cross border')) return 'cross-border';
  if (lower.includes('sa standard')) return 'local';
  return null;
}

/** The packages of each tab, keeping the order they came in. */
export function groupPackages<P extends { name: string }>(packages: readonly P[]): Record<PackageCategory, P[]> {
  const groups: Record<PackageCategory, P[]> = { local: [], 'cross-border': [], luxury: [] };
  for (const pkg of packages) {
    const category = packageCategory(pkg.name);
    if (category) groups[category].push(pkg);
  }
  return groups;
}
