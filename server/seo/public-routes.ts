import { DETAIL_SLUGS, detailPath } from '#lib/content/detail-routes.ts';

/** What a data-driven page shows, so the sitemap can date it by its latest change. */
export type ContentSource = 'packages' | 'testimonials' | 'reviews' | 'gallery' | 'faq' | 'terms';

export interface PublicRoute {
  path: string;
  /** Absent: the page is copy from the build. */
  sources?: readonly ContentSource[];
}

/** Every public page (SPEC §2's routes and the seventeen destination details), for the sitemap. */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', sources: ['packages', 'testimonials', 'reviews'] },
  { path: '/packages', sources: ['packages'] },
  { path: '/destinations' },
  { path: '/accommodations' },
  { path: '/travel-info' },
  { path: '/guides' },
  { path: '/gallery', sources: ['gallery'] },
  { path: '/faq', sources: ['faq'] },
  { path: '/terms', sources: ['terms'] },
  { path: '/contact' },
  // Reviews from real trips (issue 31).
  { path: '/reviews', sources: ['reviews'] },
  { path: '/reviews/policy', sources: ['reviews'] },
  { path: '/cheetah-walk' },
  { path: '/jessica-hippo' },
  { path: '/panorama-route' },
  { path: '/quad-biking' },
  { path: '/victoria-falls' },
  ...DETAIL_SLUGS.map((slug) => ({ path: detailPath(slug) })),
];
