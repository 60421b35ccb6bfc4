import { ButtonLink } from '#components/ui/Button.tsx';
import { Photo } from '#components/ui/Photo.tsx';
import type { SafariPackage } from '#lib/domain/catalogue/catalogue.types.ts';
import { PACKAGE_TYPES } from '#lib/domain/catalogue/package.schema.ts';
import { ActiveBadge, Badge } from '#components/admin/Badge.tsx';
import { formatMoney } from '#lib/domain/money/money.ts';
import { packageTabNote } from '#lib/package-categories.ts';
import { tripEditorHref } from '#components/admin/trips/trip-hrefs.ts';
import { packagesContent } from '../packages.content.ts';

const copy = packagesContent.card;
const SHOWN_FEATURES = 3;
const HIGHLIGHTED_TYPE = 'Luxury Experience';

/** The type as staff chose it, without the form's explanatory note in brackets. */
function typeLabel(type: string): string {
  const label = PACKAGE_TYPES.find((t) => t.value === type)?.label ?? type;
  return label.replace(/\s*\(.*\)$/, '');
}

/** A package as staff see it in the list, with the way into its trip editor. */
export function PackageCard({ pkg }: { pkg: SafariPackage }) {
  const hidden = pkg.features.length - SHOWN_FEATURES;
  return (
    <article className={`flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 ${pkg.isActive ? '' : 'opacity-90'}`}>
      <Photo src={pkg.imageUrl} alt="" width={640} height={300} className="w-full" />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={pkg.type === HIGHLIGHTED_TYPE ? 'highlight' : 'neutral'}>{typeLabel(pkg.type)}</Badge>
          <ActiveBadge active={pkg.isActive} />
        </div>
        <h3 className="mt-3 text-xl font-semibold break-words">{pkg.name}</h3>
        <p className="mt-1 text-stone-600">
          <span className="font-serif text-2xl font-semibold text-ochre-700">{formatMoney(pkg.price)}</span> <span className="text-sm">{copy.perPerson}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, {copy.duration}: </span>
          <span className="text-sm">{pkg.duration}</span>
        </p>
        <p className="mt-1 text-xs text-stone-600">{packageTabNote(pkg)}</p>
        <p className="mt-3 line-clamp-3 text-sm text-stone-700">{pkg.description}</p>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{copy.accommodation}</dt>
            <dd className="mt-0.5 text-stone-800">{pkg.accommodation}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{copy.groupSize}</dt>
            <dd className="mt-0.5 text-stone-800">{pkg.groupSize}</dd>
          </div>
        </dl>
        <div className="mt-4">
          <p className="sr-only">{copy.features}</p>
          <ul className="space-y-1 text-sm text-stone-700">
            {pkg.features.slice(0, SHOWN_FEATURES).map((feature, index) => (
              <li key={index} className="flex gap-2">
                <span aria-hidden="true" className="text-bush-700">
                  ✓
                </span>
                <span className="min-w-0 break-words">{feature}</span>
              </li>
            ))}
          </ul>
          {hidden > 0 && <p className="mt-1 text-sm font-medium text-ochre-700">{copy.moreFeatures(hidden)}</p>}
        </div>
        <div className="mt-auto pt-5">
          <ButtonLink variant="outline" size="sm" className="text-bush-800" href={tripEditorHref(pkg.id)}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
              <path d="M4 20h4L19 9l-4-4L4 16zM13 7l4 4" />
            </svg>
            {copy.edit}
            <span className="sr-only"> {pkg.name}</span>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
