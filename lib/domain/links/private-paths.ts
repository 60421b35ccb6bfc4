import { TOKEN_LINK_KINDS } from './token-link-kinds.ts';

/**
 * Paths whose next segment is a secret link token (decision 137), one per kind of lib/domain/links/token-link-kinds.ts: a
 * traveller's proposal, reservation, review and trip pack pages and their API, and a staff member's password link
 * (`/admin/reset/<token>`, whose token chooses the account's password). The token opens the page, so it never
 * reaches a log line, a stored landing page or referrer, a CSV or a canonical link.
 */
export const TOKEN_PATH_PREFIXES = Object.values(TOKEN_LINK_KINDS).map((kind) => kind.prefix);

/** Public pages under those prefixes, never a token: `/reviews/policy` (issue 31). */
const PUBLIC_SUBPAGES = Object.values(TOKEN_LINK_KINDS).flatMap((kind) => kind.publicSubpages);

// At the start of the path, or under /api; any case and any run of slashes, as a router would read them.
const TOKEN_PATH = new RegExp(`^((?:/+api)?/+(?:${TOKEN_PATH_PREFIXES.map((prefix) => prefix.replaceAll('/', '/+')).join('|')})/+)(?!(?:${PUBLIC_SUBPAGES.join('|')})(?:[/?#]|$))[^/?#]+`, 'i');

/** Whether a request's path carries a link's token: such a page and its API are sent with no referrer at all. */
export const hasToken = (path: string) => TOKEN_PATH.test(path);

/** `/proposals/<token>/accept?x` → `/proposals/:token/accept?x`: a path or an absolute URL, its token replaced. */
export function withoutTokens(pathOrUrl: string): string {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(pathOrUrl)?.[0] ?? '';
  const path = pathOrUrl.slice(absolute.length);
  return absolute + path.replace(TOKEN_PATH, '$1:token');
}
