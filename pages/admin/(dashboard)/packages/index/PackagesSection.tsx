import { ButtonLink } from '#components/ui/Button.tsx';
import type { SafariPackage } from '#lib/domain/catalogue/catalogue.types.ts';
import { EmptyState } from '#components/admin/EmptyState.tsx';
import { PanelHeader } from '#components/admin/PanelHeader.tsx';
import { NEW_TRIP_HREF } from '#components/admin/trips/trip-hrefs.ts';
import { PackageCard } from './PackageCard.tsx';
import { packagesContent as copy } from '../packages.content.ts';

/** SPEC's 'Safari Package Management': every package, each linking to its trip editor. */
export function PackagesSection({ packages }: { packages: SafariPackage[] }) {
  return (
    <section aria-labelledby="packages-heading">
      <PanelHeader id="packages-heading" title={copy.title} intro={copy.intro} focusOnMount>
        <ButtonLink href={NEW_TRIP_HREF}>
          <span aria-hidden="true">+</span>
          {copy.add}
        </ButtonLink>
      </PanelHeader>
      {packages.length === 0 ? (
        <EmptyState title={copy.empty.title} text={copy.empty.text}>
          <ButtonLink href={NEW_TRIP_HREF}>{copy.empty.action}</ButtonLink>
        </EmptyState>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {packages.map((pkg) => (
            <li key={pkg.id} className="flex">
              <PackageCard pkg={pkg} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
