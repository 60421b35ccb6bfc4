import type { RequestHandler } from 'express';
import { hasToken } from '#lib/domain/links/private-paths.ts';

/**
 * Every secret-link page and its API (lib/domain/links/token-link-kinds.ts): no referrer at all, so the token in the address never
 * reaches another site (a lodge's website linked from the pack, the map's host) nor a log of our own, whatever the
 * site-wide policy is.
 */
export const noReferrerOnTokenPages: RequestHandler = (req, res, next) => {
  if (hasToken(req.path)) res.setHeader('Referrer-Policy', 'no-referrer');
  next();
};
