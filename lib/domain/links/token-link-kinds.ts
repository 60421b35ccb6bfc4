/**
 * Every kind of secret link (decision 137, issue 37), in one table: the path its token opens and the purpose its key
 * is made for, so a token made for one kind never opens another. A password link's token is random and stored
 * hashed (decision 122); the others are derived from a stored nonce, so a mail sent late can write the same link.
 * The private paths (kept out of logs, stored landing pages and canonical links) and the pages sent with no
 * referrer at all come from this table (lib/domain/links/private-paths.ts).
 */
export const TOKEN_LINK_KINDS = {
  proposal: { prefix: 'proposals', purpose: 'proposal-links', publicSubpages: [] },
  reservation: { prefix: 'reservations', purpose: 'reservation-links', publicSubpages: [] },
  pack: { prefix: 'trips', purpose: 'trip-pack-links', publicSubpages: [] },
  review: { prefix: 'reviews', purpose: 'review-links', publicSubpages: ['policy'] },
  passwordReset: { prefix: 'admin/reset', purpose: null, publicSubpages: [] },
} as const satisfies Record<string, { prefix: string; purpose: string | null; publicSubpages: readonly string[] }>;

export type TokenLinkKind = keyof typeof TOKEN_LINK_KINDS;

/** `/reviews/<token>`: the page a link of this kind opens. */
export const tokenLinkPath = (kind: TokenLinkKind, token: string) => `/${TOKEN_LINK_KINDS[kind].prefix}/${token}`;
