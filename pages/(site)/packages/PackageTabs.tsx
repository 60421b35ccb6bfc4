import { balancedGrid } from '#components/ui/balanced-grid.ts';
import { Tabs } from '#components/ui/Tabs.tsx';
import { PackageCard } from '#components/site/PackageCard.tsx';
import type { SafariPackage, TripDeparture } from '#lib/domain/catalogue/catalogue.types.ts';
import { PACKAGE_CATEGORIES, type PackageCategory } from '#lib/package-categories.ts';
import { useLocale, useSiteLink } from '#components/site/use-locale.ts';
import { packageTabsCopy } from './package-tabs.copy.ts';

type DeparturesByTrip = Record<string, TripDeparture[]>;

function CategoryPanel({ category, packages, departures }: { category: PackageCategory; packages: SafariPackage[]; departures: DeparturesByTrip }) {
  const copy = packageTabsCopy[useLocale()];
  const categoryContent = copy.categories;
  const siteLink = useSiteLink();
  return (
    <div>
      {/* The tab names the panel visually; the cards' h3 need an h2 above them. */}
      <h2 className="sr-only">{categoryContent[category].tab}</h2>
      <p className="mx-auto max-w-2xl text-center text-stone-700">{categoryContent[category].intro}</p>
      {packages.length === 0 ? (
        <p className="mx-auto mt-10 max-w-xl rounded-2xl bg-white p-8 text-center text-stone-700 shadow-sm ring-1 ring-sand-200">
          {copy.emptyCategory}{' '}
          <a {...siteLink(copy.emptyCategoryLink.href)} className="font-semibold text-ochre-700 underline underline-offset-4 hover:text-ochre-600">
            {copy.emptyCategoryLink.label}
          </a>
        </p>
      ) : (
        <div className={`mt-10 grid gap-8 ${balancedGrid(packages.length)}`}>
          {packages.map((pkg) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              departures={departures[pkg.id]}
              badge={categoryContent[category].badge}
              tone={category === 'luxury' ? 'premium' : 'standard'}
              inquireLabel={copy.inquireLabel}
            />
          ))}
        </div>
      )}
    </div>
  );
}

/** SPEC §2: three tabs, local first; the first tab's panel is in the server's HTML. */
export function PackageTabs({ groups, departures }: { groups: Record<PackageCategory, SafariPackage[]>; departures: DeparturesByTrip }) {
  const copy = packageTabsCopy[useLocale()];
  const categoryContent = copy.categories;
  const tabs = PACKAGE_CATEGORIES.map((category) => ({
    id: category,
    label: categoryContent[category].tab,
    content: <CategoryPanel category={category} packages={groups[category]} departures={departures} />,
  }));
  return <Tabs tabs={tabs} label={copy.tabsLabel} />;
}
