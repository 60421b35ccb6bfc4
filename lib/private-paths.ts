/**
 * Paths whose next segment is a traveller's secret link token (decision 137): the proposal page and its
 * API today, reservations, reviews and trip packs tomorrow. The token opens the traveller's page, so it
 * never reaches a log line, a stored landing page or referrer, a CSV or a canonical link.
 */
export const TOKEN_PATH_PREFIXES = ['proposals', 'reservations', 'reviews', 'trips'] as const;

/** Public pages under those prefixes, never a token: `/reviews/policy` (issue 31). */
const PUBLIC_SUBPAGES = ['policy'];

// At the start of the path, or under /api; any case and any run of slashes, as a router would read them.
const TOKEN_PATH = new RegExp(`^((?:/+api)?/+(?:${TOKEN_PATH_PREFIXES.join('|')})/+)(?!(?:${PUBLIC_SUBPAGES.join('|')})(?:[/?#]|$))[^/?#]+`, 'i');

/** `/proposals/<token>/accept?x` → `/proposals/:token/accept?x`: a path or an absolute URL, its token replaced. */
export function withoutTokens(pathOrUrl: string): string {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(pathOrUrl)?.[0] ?? '';
  const path = pathOrUrl.slice(absolute.length);
  return absolute + path.replace(TOKEN_PATH, '$1:token');
}
