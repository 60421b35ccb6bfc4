import type { RequestHandler } from 'express';
import { renderPage } from 'vike/server';
import { isDatabaseUnavailable } from '#database/errors.ts';
import { PUBLIC_CACHE_CONTROL, sendCached, type PublicCache } from './cache/public-cache.ts';
import type { CompanySettingsMemo } from './cache/company-settings-memo.ts';
import { currentAdmin } from './middleware/auth.ts';
import { isAdminPath } from './middleware/security.ts';
import type { PublicOrigin } from './public-origin.ts';
import type { MailWarning } from '#lib/mail-warnings.content.ts';

export interface PageOptions {
  /** The company's details as stored under Settings, kept per process until content changes. */
  company: CompanySettingsMemo;
  /** SITE_TIMEZONE: staff pages show times in it. */
  timeZone: string;
  /** The one public origin (SITE_URL, else http://localhost:PORT; decisions 053 and 137). */
  origin: PublicOrigin;
  /** Public pages' rendered HTML; absent in development, where sources change under a running server. */
  cache: PublicCache | undefined;
  /** Mail settings' warnings (e.g. no SMTP_URL in production), shown on the dashboard in staff's words. */
  mailWarnings: MailWarning[];
  /** Whether travellers' answers are read back into the desk (IMAP_URL is set), so the reply form can say where they go. */
  inboundMail: boolean;
  /** CDN_PURGE_URL's purges: the Overview says when one is late. */
  cdnPurge?: { lateSince(): Promise<Date | undefined> } | undefined;
}


/**
 * Vike renders every page route. The request's repositories, the signed-in admin (only where
 * an admin page needs it) and, on admin pages, the CSP nonce travel to the page hooks on
 * `pageContext`. A public page that rendered fine is kept in the cache (decision 050); admin pages,
 * error pages and pages whose config says `cacheable: false` (one visitor's own page, e.g. a traveller's
 * proposal: decision 105) are never stored anywhere and are sent `no-store`.
 */
export function renderPages(options: PageOptions): RequestHandler {
  return async (req, res, next) => {
    const admin = isAdminPath(req.path);
    const startedAt = options.cache?.version ?? 0;
    // Bank details go only on booking confirmations, never into a page (pageContext.site reaches the browser).
    const { bank: _bank, cancellationSchedule: _schedule, ...company } = await options.company.current(req.services);
    const pageContext = await renderPage({
      urlOriginal: req.originalUrl,
      headersOriginal: req.headers,
      // Public HTML is shared by every visitor, so it cannot carry a per-response nonce (decision 051).
      cspNonce: admin ? (res.locals.cspNonce as string | undefined) : undefined,
      services: req.services,
      admin: admin ? await currentAdmin(req) : null,
      // Issue 29: staff opening a traveller's link never count as the traveller opening it.
      staffViewing: !admin && req.path.startsWith('/proposals/') ? Boolean(await currentAdmin(req)) : false,
      site: { ...company, timeZone: options.timeZone },
      siteOrigin: options.origin(req),
      mailWarnings: admin ? options.mailWarnings : [],
      inboundMail: admin && options.inboundMail,
      cdnPurgeLateSince: async () => (admin ? ((await options.cdnPurge?.lateSince())?.toISOString() ?? null) : null),
    });
    // A page whose data could not be read because PostgreSQL is down: 503 and the outage page, not a 500.
    if (isDatabaseUnavailable(pageContext.errorWhileRendering)) return next(pageContext.errorWhileRendering);
    const { httpResponse } = pageContext;
    if (!httpResponse) return next();
    const { statusCode } = httpResponse;
    const personal = admin || pageContext.config?.cacheable === false;
    if (!personal && statusCode === 200 && options.cache) {
      const body = Buffer.from(await httpResponse.getBody());
      const contentType = httpResponse.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? 'text/html;charset=utf-8';
      return sendCached(req, res, options.cache.store(req.originalUrl, contentType, body, startedAt));
    }
    for (const [name, value] of httpResponse.headers) {
      // Our own Content-Security-Policy (helmet) is stricter than Vike's; keep ours.
      if (name.toLowerCase() !== 'content-security-policy') res.setHeader(name, value);
    }
    res.status(statusCode);
    res.setHeader('Cache-Control', personal || statusCode >= 400 ? 'private, no-store' : PUBLIC_CACHE_CONTROL);
    httpResponse.pipe(res);
  };
}
