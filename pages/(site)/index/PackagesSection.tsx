import { buttonClasses } from '#components/ui/Button.tsx';
import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import { PackageCard } from '#components/site/PackageCard.tsx';
import type { SafariPackage } from '#lib/domain/catalogue/catalogue.types.ts';
import { ComparisonTable } from './ComparisonTable.tsx';
import { useLocale, useSiteLink } from '#components/site/use-locale.ts';
import { featuredPackages } from './home.content.ts';
import { homeCopy } from './home.copy.ts';

/** SPEC §2: the elegant (Premium) and economical (Value) packages, each only if present. */
export function PackagesSection({ packages }: { packages: SafariPackage[] }) {
  const locale = useLocale();
  const siteLink = useSiteLink();
  const { packages: copy, featured: words } = homeCopy[locale];
  const featured = featuredPackages.map(({ type }) => ({ kind: { type, ...words[type] }, pkg: packages.find((p) => p.type === type) }));
  const shown = featured.filter((entry) => entry.pkg !== undefined);
  return (
    <section id="packages" aria-labelledby="packages-heading" className="bg-sand-100 px-4 py-20 sm:px-6 lg:py-28">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="packages-heading" eyebrow={copy.eyebrow} title={copy.heading} intro={copy.intro} />
        {shown.length > 0 && (
          <div className={`mx-auto mt-14 grid gap-8 ${shown.length > 1 ? 'max-w-5xl md:grid-cols-2' : 'max-w-xl'}`}>
            {shown.map(({ kind, pkg }) => (
              <PackageCard key={kind.type} pkg={pkg!} badge={kind.badge} tone={kind.type === 'elegant' ? 'premium' : 'standard'} inquireLabel={copy.inquireLabel} />
            ))}
          </div>
        )}
        <ComparisonTable featured={featured} />
        <div className="mt-12 text-center">
          <a {...siteLink(copy.viewAll.href)} className={buttonClasses('secondary', 'lg')}>
            {copy.viewAll.label}
          </a>
        </div>
      </div>
    </section>
  );
}
