import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The traveller's link `/proposals/<token>` (decision 100). The token is HMAC-SHA256(secret, nonce): the
 * database keeps the random nonce and the token's SHA-256, never the token, so a copy of the database opens
 * no proposal, while the mail worker (and a later re-send) can write the same link again.
 */
let serverSecret: string | undefined;

/** Set once at start from the server's secret (SESSION_SECRET or the one kept in DATA_DIR). */
export function setProposalLinkSecret(secret: string): void {
  serverSecret = secret;
}

/** A key of its own per kind of link, so a token made for one purpose can never open another kind of page. */
function keyFor(purpose: string): Buffer {
  if (!serverSecret) throw new Error('Links need the server secret: call setProposalLinkSecret at start');
  return createHmac('sha256', serverSecret).update(purpose).digest();
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token for a stored nonce: 256 bits, URL-safe. */
export const tokenFor = (nonce: string) => linkTokens('proposal-links').tokenFor(nonce);

/** A fresh link for a version being sent: 128 random bits of nonce, and what the database stores. */
export const issueLink = () => linkTokens('proposal-links').issue();

/** Tokens for one kind of link (`proposal-links`, `review-links`…): derived from a stored nonce, looked up by hash. */
export function linkTokens(purpose: string) {
  const tokenFor = (nonce: string) => createHmac('sha256', keyFor(purpose)).update(nonce).digest('base64url');
  return {
    tokenFor,
    issue(): { nonce: string; token: string; tokenHash: string } {
      const nonce = randomBytes(16).toString('hex');
      const token = tokenFor(nonce);
      return { nonce, token, tokenHash: hashToken(token) };
    },
  };
}

/** A token as it can appear in a path; anything else names no proposal (and is not hashed or queried). */
export const isTokenShaped = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

/** The stored hash a link's token is found by; null for anything not shaped like a token (never queried). */
export const tokenHash = (token: string) => (isTokenShaped(token) ? hashToken(token) : null);

export const proposalPath = (token: string) => `/proposals/${token}`;
