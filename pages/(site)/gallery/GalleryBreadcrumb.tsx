import { GalleryLink } from './GalleryNavigation.tsx';

export interface Crumb {
  label: string;
  /** Absent on the level the visitor is on. */
  href?: string;
}

/** Gallery / folder name / gallery name; every level above the current one is a link up. */
export function GalleryBreadcrumb({ crumbs, label }: { crumbs: Crumb[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {crumbs.map((crumb, index) => (
          <li key={crumb.label + index} className="flex items-center gap-2">
            {index > 0 && (
              <span aria-hidden="true" className="text-stone-400">
                /
              </span>
            )}
            {crumb.href ? (
              <GalleryLink href={crumb.href} className="font-medium text-ochre-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-600">
                {crumb.label}
              </GalleryLink>
            ) : (
              <span aria-current="page" className="font-semibold text-bush-900">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
