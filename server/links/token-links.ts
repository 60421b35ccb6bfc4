import { createHash, createHmac, randomBytes } from 'node:crypto';
import { TOKEN_LINK_KINDS, tokenLinkPath, type TokenLinkKind } from '#lib/domain/links/token-link-kinds.ts';
import { notFound } from '../middleware/errors.ts';

/**
 * The secret links of lib/domain/links/token-link-kinds.ts (decision 100, issue 37). A derived link's token is
 * HMAC-SHA256(key of its kind, nonce): the database keeps the random nonce and the token's SHA-256, never the token,
 * so a copy of the database opens nothing, while the mail worker (and a later re-send) can write the same link again.
 */
let serverSecret: string | undefined;

/** Set once at start by bootstrap (and the app) from the server's secret: SESSION_SECRET or the one kept in DATA_DIR. */
export function setLinkSecret(secret: string): void {
  serverSecret = secret;
}

/** A key of its own per kind of link, so a token made for one purpose can never open another kind of page. */
function keyFor(purpose: string): Buffer {
  if (!serverSecret) throw new Error('Links need the server secret: call setLinkSecret at start');
  return createHmac('sha256', serverSecret).update(purpose).digest();
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token as it can appear in a path; anything else names no link (and is not hashed or queried). */
export const isTokenShaped = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

/** Find: the stored hash a link's token is looked up by; null for anything not shaped like a token (never queried). */
export const tokenHash = (token: string) => (isTokenShaped(token) ? hashToken(token) : null);

/** A route's `:token`, found by its hash; a 404 with the link kind's own words for anything not shaped like a token. */
export function pathTokenHash(token: unknown, unknownLink: string): string {
  const hash = tokenHash(String(token ?? ''));
  if (!hash) throw notFound(unknownLink);
  return hash;
}

type DerivedKind = { [K in TokenLinkKind]: (typeof TOKEN_LINK_KINDS)[K]['purpose'] extends string ? K : never }[TokenLinkKind];

/** Issue, make again and place one kind of derived link: `links('review').issue()`, `.tokenFor(nonce)`, `.url(site, nonce)`. */
export function links(kind: DerivedKind) {
  const purpose = TOKEN_LINK_KINDS[kind].purpose;
  const tokenFor = (nonce: string) => createHmac('sha256', keyFor(purpose)).update(nonce).digest('base64url');
  return {
    tokenFor,
    /** A fresh link: 128 random bits of nonce, and what the database stores. */
    issue(): { nonce: string; token: string; tokenHash: string } {
      const nonce = randomBytes(16).toString('hex');
      const token = tokenFor(nonce);
      return { nonce, token, tokenHash: hashToken(token) };
    },
    path: (token: string) => tokenLinkPath(kind, token),
    /** The whole link for a stored nonce, on the public origin. */
    url: (siteUrl: string, nonce: string) => `${siteUrl}${tokenLinkPath(kind, tokenFor(nonce))}`,
  };
}

/** The proposal's link, handed to the database layer (which holds no secret) as ProposalsRepository's `links`. */
export const proposalLinks = {
  tokenFor: (nonce: string) => links('proposal').tokenFor(nonce),
  hashToken,
  isTokenShaped,
};
