import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import type { Orm } from '#database/orm.ts';
import { adminAuthRoutes } from './api/admin-auth.routes.ts';
import { adminActivityRoutes } from './api/admin-activity.routes.ts';
import { adminContentRoutes } from './api/admin-content.routes.ts';
import { adminGalleryEditRoutes } from './api/admin-gallery-edit.routes.ts';
import { adminImagesRoutes } from './api/admin-images.routes.ts';
import { adminSettingsRoutes } from './api/admin-settings.routes.ts';
import { adminSiteContentRoutes } from './api/admin-site-content.routes.ts';
import { adminTestimonialsRoutes } from './api/admin-testimonials.routes.ts';
import { adminMailRoutes } from './api/admin-mail.routes.ts';
import { registered } from './features/index.ts';
import { setLinkSecret } from './links/token-links.ts';
import { healthRoutes, type HealthSettings } from './api/health.routes.ts';
import { publicRoutes } from './api/public.routes.ts';
import { CompanySettingsMemo } from './cache/company-settings-memo.ts';
import { announceContentChanges } from './cache/content-changes.ts';
import { cacheJson, serveFromCache, type PublicCache } from './cache/public-cache.ts';
import type { RateLimitSettings, SiteContact } from './env.ts';
import type { Mailer } from './mail/mailer.ts';
import { auditScope } from './middleware/audit-scope.ts';
import { apiNotFound, errorHandler } from './middleware/errors.ts';
import { cspNonce, sameOrigin, securityHeaders } from './middleware/security.ts';
import { sessionMiddleware } from './middleware/session.ts';
import { noReferrerOnTokenPages } from './middleware/token-pages.ts';
import { httpsRedirect, permissionsPolicy, strictTransportSecurity } from './middleware/transport.ts';
import { renderPages } from './pages.ts';
import { requestCdnPurge, type CdnPurge } from './cache/cdn-purge.ts';
import { publicOrigin } from './public-origin.ts';
import { seoRoutes } from './seo/seo.routes.ts';
import { createServices } from './services.ts';
import { assertAllBound, registerApi, unroutedAdminPath } from './api/register-api.ts';
import { postgresImageStorage, type ImageStorage } from './images/image-storage.ts';
import { serveImages } from './images/serve-images.ts';

export interface AppOptions {
  orm: Orm;
  sessionPool: pg.Pool;
  sessionSecret: string;
  rateLimits: RateLimitSettings;
  site: SiteContact;
  trustProxy: boolean | number;
  /** Enqueues the mails enquiries and replies cause (and, unless MAIL_WORKER=off, sends them). */
  mailer: Mailer;
  /** CDN_PURGE_URL: every staff write that changes public content queues a purge of the CDN. */
  cdnPurge?: CdnPurge | undefined;
  /** Development: Vite's middleware serves modules and assets. */
  devMiddleware?: RequestHandler;
  /** Production: the built client (dist/client). Omitted in API-only tests. */
  clientDir?: string;
  /** Where uploaded images' bytes go; PostgreSQL unless S3_BUCKET configures a bucket. */
  imageStorage?: ImageStorage;
  /** Render pages with Vike; API-only tests leave it off. */
  pages?: boolean;
  /** Public pages and list APIs, kept until content changes (decision 050); none in development. */
  publicCache?: PublicCache;
  /** SITE_URL, the public origin for canonical links and the sitemap; unset: see server/public-origin.ts. */
  siteUrl?: string;
  /** Production behind the platform's router: plain-HTTP requests are redirected to HTTPS. */
  httpsOnly?: boolean;
  /** When liveness gives up on this process (HEALTH_UNSERVED_SECONDS); 60 s if omitted. */
  health?: HealthSettings;
}

const noEffect: RequestHandler = (_req, _res, next) => next();

/** Builds the Express app; it starts nothing and listens nowhere (server/start.ts does). */
export function createApp(options: AppOptions) {
  const dev = Boolean(options.devMiddleware);
  // Proposal links are keyed by the server's secret (decision 100); the mail worker process sets it too.
  setLinkSecret(options.sessionSecret);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);

  // Before anything else, even the cache: nothing is answered over plain HTTP behind the platform's router.
  if (options.httpsOnly) app.use(httpsRedirect);
  const cache = options.publicCache;
  // Then a cache hit: bytes and headers already made (gzip and the security headers included).
  if (cache) app.use(serveFromCache(cache));
  app.use(cspNonce, securityHeaders({ dev }), strictTransportSecurity, permissionsPolicy, noReferrerOnTokenPages);
  app.use(compression());
  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.clientDir) app.use(staticFiles(options.clientDir));

  const imageStorage = options.imageStorage ?? postgresImageStorage(options.orm);
  // Uploaded images need no session: served before it, like the build's static files.
  app.get('/images/:name', serveImages(imageStorage));
  // The probes are routes of the table too, mounted before sessions so a probe costs no session lookup.
  const health = express.Router();
  const probes = registerApi(health, [healthRoutes(options.orm, options.health)], { clears: noEffect, stored: noEffect });
  app.use('/api', health);

  app.use(sessionMiddleware({ pool: options.sessionPool, secret: options.sessionSecret, secureCookie: !dev }));
  app.use((req, _res, next) => {
    req.services = createServices(options.orm.em.fork());
    next();
  });

  const api = express.Router();
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  api.use(express.json({ limit: '100kb' }));
  api.use(sameOrigin);
  api.use(auditScope);
  // Every route from lib/api-routes.ts (issue 28, decision 144): each behind its entry's sign-in and
  // first-password gate (decision 054), role (decision 120) and cache effect (decision 050): a write that
  // `clears` drops the public cache everywhere before it answers, and purges the CDN (decision 139).
  const announce = announceContentChanges(options.sessionPool, cache);
  const purge = requestCdnPurge(options.cdnPurge);
  const clears: RequestHandler = (req, res, next) => purge(req, res, () => announce(req, res, next));
  const deps = { mailer: options.mailer, rateLimits: options.rateLimits, sessionPool: options.sessionPool, timeZone: options.site.timeZone, imageStorage };
  const routes = registerApi(
    api,
    [
      adminAuthRoutes({ limits: options.rateLimits, sessionPool: options.sessionPool }),
      adminSettingsRoutes(),
      adminSiteContentRoutes(),
      adminContentRoutes({ timeZone: options.site.timeZone }),
      adminTestimonialsRoutes(),
      adminGalleryEditRoutes(),
      adminImagesRoutes(imageStorage),
      adminActivityRoutes(),
      adminMailRoutes(options.mailer),
      publicRoutes(),
      // Every feature's routes (server/features/index.ts, decision 164).
      ...registered.routes(deps),
    ],
    { clears, stored: cacheJson(cache) },
  );
  assertAllBound(probes, routes);
  api.use('/admin', ...unroutedAdminPath);
  api.use(apiNotFound);
  app.use('/api', api);

  // Never a request's own origin where responses are shared (decision 053).
  const origin = publicOrigin({ siteUrl: options.siteUrl, dev });
  // Features' files outside /api (the traveller's pack: a calendar and released vouchers), before the page renderer.
  for (const files of registered.files(deps)) app.use(files);
  app.use(seoRoutes({ origin, builtAt: buildTime(options.clientDir), cache }));
  if (options.pages !== false) {
    const company = new CompanySettingsMemo(cache);
    app.get('/{*splat}', renderPages({ company, timeZone: options.site.timeZone, origin, cache, mailWarnings: options.mailer.settings.warnings, inboundMail: Boolean(options.mailer.settings.inboundAddress), cdnPurge: options.cdnPurge }));
  }
  app.use(errorHandler);
  return app;
}

/** The build's time (its stamp), else now: the lastmod of pages whose copy ships with the build. */
function buildTime(clientDir: string | undefined): Date {
  const stamp = clientDir ? join(clientDir, '..', '.build-stamp') : undefined;
  return stamp && existsSync(stamp) ? statSync(stamp).mtime : new Date();
}

/**
 * Serves the built client: hashed files under /assets forever, the few public files as they are.
 * Only paths whose first segment exists in the build reach the file system, so a page request
 * costs no stat (DESIGN: mounting static at the root taxes every page).
 */
function staticFiles(clientDir: string): RequestHandler {
  const entries = new Set(readdirSync(clientDir));
  const assets = express.static(clientDir, { index: false, immutable: true, maxAge: '1y' });
  const others = express.static(clientDir, { index: false, maxAge: '1h' });
  return (req, res, next) => {
    const first = req.path.split('/')[1] ?? '';
    if (!entries.has(first)) return next();
    return (first === 'assets' ? assets : others)(req, res, next);
  };
}
