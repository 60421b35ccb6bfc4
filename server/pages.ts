import type { Request, RequestHandler } from 'express';
import { renderPage } from 'vike/server';
import { isDatabaseUnavailable } from '#database/errors.ts';
import type { SiteContact } from './env.ts';
import { currentAdmin } from './middleware/auth.ts';

/** Public pages may be kept briefly by a CDN; admin pages and error pages are never stored. */
function cacheControl(req: Request, statusCode: number): string {
  if (req.path.startsWith('/admin') || statusCode >= 400) return 'private, no-store';
  return 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';
}

/**
 * Vike renders every page route. The request's repositories, the signed-in admin (only where
 * an admin page needs it) and the CSP nonce travel to the page hooks on `pageContext`.
 */
export function renderPages(site: SiteContact): RequestHandler {
  return async (req, res, next) => {
    const admin = req.path.startsWith('/admin') ? await currentAdmin(req) : null;
    const pageContext = await renderPage({
      urlOriginal: req.originalUrl,
      headersOriginal: req.headers,
      cspNonce: res.locals.cspNonce as string | undefined,
      services: req.services,
      admin,
      site,
    });
    // A page whose data could not be read because PostgreSQL is down: 503 and the outage page, not a 500.
    if (isDatabaseUnavailable(pageContext.errorWhileRendering)) return next(pageContext.errorWhileRendering);
    const { httpResponse } = pageContext;
    if (!httpResponse) return next();
    for (const [name, value] of httpResponse.headers) {
      // Our own Content-Security-Policy (helmet) is stricter than Vike's; keep ours.
      if (name.toLowerCase() !== 'content-security-policy') res.setHeader(name, value);
    }
    res.status(httpResponse.statusCode);
    res.setHeader('Cache-Control', cacheControl(req, httpResponse.statusCode));
    httpResponse.pipe(res);
  };
}
