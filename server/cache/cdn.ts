/**
 * Pages for one visitor, or staff's, whatever their route config says: a CDN never keeps them (issue 32). Proposals,
 * reservations, reviews and trip packs are reached by a personal token in the path; the admin is staff's. The public
 * JSON lists are not pages a purge names (cdn-purge.ts), so they are not kept either.
 */
const NEVER_AT_THE_EDGE = /^\/(admin|proposals|reservations|reviews|trips|api)(\/|$)/;

/**
 * The Cache-Control of a response the public render cache keeps (one that depends only on configuration and its
 * URL's known parameters, decision 050), for CDN_CACHE_SECONDS=n: browsers still revalidate every time (max-age=0),
 * a CDN may serve it for n seconds and n more while it fetches a fresh copy. Every change purges it (cdn-purge.ts),
 * so n bounds only what a purge that failed leaves stale. Without n, for a path above or with a query: undefined (the
 * cache's own `public, no-cache` stands).
 */
export function edgeCacheControl(key: string, cdnSeconds: number | undefined): string | undefined {
  // A URL with a query (a gallery folder, a contact form's trip) is one of many a purge by URL cannot name.
  if (!cdnSeconds || key.includes('?') || NEVER_AT_THE_EDGE.test(key)) return undefined;
  return `public, max-age=0, s-maxage=${cdnSeconds}, stale-while-revalidate=${cdnSeconds}`;
}
