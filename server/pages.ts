import { AsyncLocalStorage } from 'node:async_hooks';
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

/** The lines logged while one page renders, held until its outcome is known (undefined once it is). */
const rendering = new AsyncLocalStorage<{ held: unknown[][] | undefined }>();
let holdingRenderLogs = false;

/**
 * Vike writes every error a page's hook throws to console.error, stack and all, before the outcome is ours to judge:
 * during an outage that is a line for every page request (issue 38). Within a render its lines are held; a render
 * that failed because PostgreSQL is unreachable hands its error to the error handler, whose note in the outage log is
 * throttled, and its held lines are dropped; any other render's lines are written as they came.
 */
function holdRenderLogs() {
  if (holdingRenderLogs) return;
  holdingRenderLogs = true;
  const write = console.error;
  console.error = (...args: unknown[]) => {
    const render = rendering.getStore();
    if (render?.held) render.held.push(args);
    else write.apply(console, args);
  };
}

/**
 * Vike renders every page route. The request's repositories, the signed-in admin (only where
 * an admin page needs it) and, on admin pages, the CSP nonce travel to the page hooks on
 * `pageContext`. A public page that rendered fine is kept in the cache (decision 050); admin pages,
 * error pages and pages whose config says `cacheable: false` (one visitor's own page, e.g. a traveller's
 * proposal: decision 105) are never stored anywhere and are sent `no-store`.
 */
export function renderPages(options: PageOptions): RequestHandler {
  holdRenderLogs();
  return async (req, res, next) => {
    const admin = isAdminPath(req.path);
    const startedAt = options.cache?.version ?? 0;
    // Bank details go only on booking confirmations, never into a page (pageContext.site reaches the browser).
    const { bank: _bank, cancellationSchedule: _schedule, reviewLinks: _reviewLinks, ...company } = await options.company.current(req.services);
    const signedIn = admin ? await currentAdmin(req) : null;
    const render: { held: unknown[][] | undefined } = { held: [] };
    const pageContext = await rendering.run(render, () => renderPage({
      urlOriginal: req.originalUrl,
      headersOriginal: req.headers,
      // Public HTML is shared by every visitor, so it cannot carry a per-response nonce (decision 051).
      cspNonce: admin ? (res.locals.cspNonce as string | undefined) : undefined,
      services: req.services,
      admin: signedIn,
      site: { ...company, timeZone: options.timeZone },
      siteOrigin: options.origin(req),
      mailWarnings: admin ? options.mailWarnings : [],
      inboundMail: admin && options.inboundMail,
      cdnPurgeLateSince: async () => (admin ? ((await options.cdnPurge?.lateSince())?.toISOString() ?? null) : null),
    })).catch((error: unknown) => {
      // Not a page's outcome but a failure of the renderer itself: what it logged is written, then the error handled.
      for (const args of render.held ?? []) console.error(...args);
      render.held = undefined;
      throw error;
    });
    const held = render.held ?? [];
    render.held = undefined;
    // A page whose data could not be read because PostgreSQL is down: 503 and the outage page, not a 500.
    if (isDatabaseUnavailable(pageContext.errorWhileRendering)) return next(pageContext.errorWhileRendering);
    for (const args of held) console.error(...args);
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
