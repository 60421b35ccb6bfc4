import { linkTokens, tokenHash } from '../../links/token-links.ts';

/** The review link `/reviews/<token>` (issue 31): a key of its own, so no proposal token opens it (decision 156). */
export const reviewLinks = linkTokens('review-links');
export const reviewPath = (token: string) => `/reviews/${token}`;

/** The stored hash for a token from a path; null for anything not shaped like a token (never queried). */
export const reviewTokenHash = tokenHash;
