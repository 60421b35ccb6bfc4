import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { readdirSync } from 'node:fs';
import type pg from 'pg';
import type { Orm } from '#database/orm.ts';
import { adminAuthRoutes } from './api/admin-auth.routes.ts';
import { adminContentRoutes } from './api/admin-content.routes.ts';
import { healthRoutes } from './api/health.routes.ts';
import { publicRoutes } from './api/public.routes.ts';
import type { RateLimitSettings, SiteContact } from './env.ts';
import { requireAdmin } from './middleware/auth.ts';
import { apiNotFound, errorHandler } from './middleware/errors.ts';
import { cspNonce, sameOrigin, securityHeaders } from './middleware/security.ts';
import { sessionMiddleware } from './middleware/session.ts';
import { httpsRedirect, permissionsPolicy, strictTransportSecurity } from './middleware/transport.ts';
import { renderPages } from './pages.ts';
import { createServices } from './services.ts';

export interface AppOptions {
  orm: Orm;
  sessionPool: pg.Pool;
  sessionSecret: string;
  rateLimits: RateLimitSettings;
  site: SiteContact;
  trustProxy: boolean | number;
  /** Development: Vite's middleware serves modules and assets. */
  devMiddleware?: RequestHandler;
  /** Production: the built client (dist/client). Omitted in API-only tests. */
  clientDir?: string;
  /** Render pages with Vike; API-only tests leave it off. */
  pages?: boolean;
  /** Production behind the platform's router: plain-HTTP requests are redirected to HTTPS. */
  httpsOnly?: boolean;
}

/** Builds the Express app; it starts nothing and listens nowhere (server/index.ts does). */
export function createApp(options: AppOptions) {
  const dev = Boolean(options.devMiddleware);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);

  if (options.httpsOnly) app.use(httpsRedirect);
  app.use(cspNonce, securityHeaders({ dev }), strictTransportSecurity, permissionsPolicy);
  app.use(compression());
  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.clientDir) app.use(staticFiles(options.clientDir));

  app.use('/api', healthRoutes(options.orm));
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
  api.use('/admin', adminAuthRoutes({ limits: options.rateLimits, sessionPool: options.sessionPool }));
  api.use('/admin', requireAdmin, adminContentRoutes());
  api.use(publicRoutes(options.rateLimits));
  api.use(apiNotFound);
  app.use('/api', api);

  if (options.pages !== false) app.get('/{*splat}', renderPages(options.site));
  app.use(errorHandler);
  return app;
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
