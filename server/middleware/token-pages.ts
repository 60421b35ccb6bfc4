import type { RequestHandler } from 'express';

const TOKEN_PAGE = /^\/(?:api\/)?(?:reservations|trips)\//i;

/**
 * A supplier's or traveller's secret-link page and its API (issue 30): no referrer at all, so the token in the
 * address never reaches another site (a lodge's website linked from the pack, the map's host), whatever the
 * site-wide policy is.
 */
export const noReferrerOnTokenPages: RequestHandler = (req, res, next) => {
  if (TOKEN_PAGE.test(req.path)) res.setHeader('Referrer-Policy', 'no-referrer');
  next();
};
