import type { PageContextServer } from 'vike/types';
import type { SafariPackage } from '#lib/domain/catalogue/catalogue.types.ts';
import { isTranslationPublished } from '#lib/domain/catalogue/trip-translation.ts';
import { localizedPath } from '#lib/i18n/locale-paths.ts';
import { groupPackages, PACKAGE_CATEGORIES, type PackageCategory } from '#lib/package-categories.ts';
import { siteToday } from '#database/site-time-zone.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** A card's trip; `inGerman` when its name, text and link are the trip's reviewed German (decision 204). */
export type PackageOnPage = SafariPackage & { inGerman?: true };

/**
 * The active packages grouped into SPEC §4's three tabs (every one on some tab), with their departures' seats left.
 * On `/de/packages` a trip whose German is reviewed is named in German and links its German page.
 */
export async function data(pageContext: PageContextServer) {
  const { packages: catalogue, packageTranslations } = pageContext.services;
  // Grouped by the English names: SPEC's tab rule reads them, and a trip keeps its tab in both languages.
  const groups: Record<PackageCategory, PackageOnPage[]> = groupPackages(await catalogue.list());
  if (pageContext.locale === 'de') {
    const [trips, german] = await Promise.all([catalogue.listTrips(), packageTranslations.all('de')]);
    const published = new Map(trips.flatMap((trip) => {
      const translation = german.get(trip.id) ?? null;
      return translation && isTranslationPublished(trip, translation) ? [[trip.id, translation] as const] : [];
    }));
    const inGerman = (pkg: PackageOnPage): PackageOnPage => {
      const translation = published.get(pkg.id);
      if (!translation) return pkg;
      return { ...pkg, name: translation.name, description: translation.description || pkg.description, path: localizedPath(pkg.path, 'de'), inGerman: true };
    };
    for (const category of PACKAGE_CATEGORIES) groups[category] = groups[category].map(inGerman);
  }
  const departures = await catalogue.upcomingDepartures(siteToday());
  return { groups, departures };
}
