import type { Request } from 'express';

/**
 * The origin canonical links, `og:url`, JSON-LD, robots.txt and the sitemap name. Those responses are
 * cached and shared by every visitor, so in production the origin never depends on a request
 * (decisions 053 and 137).
 */
export type PublicOrigin = (req: Request) => string;

export interface PublicOriginOptions {
  siteUrl: string | undefined;
  /** `npm run dev`: nothing is cached, so each request may name its own origin. */
  dev: boolean;
}

/**
 * SITE_URL when set. Unset in production: `http://localhost:PORT`, the port this server listens on (the
 * socket's own, not the request's Host), as mail links have it: what a visitor sends never chooses it, not
 * even the first request of the process (decision 137). `npm run dev` follows each request.
 */
export function publicOrigin(options: PublicOriginOptions): PublicOrigin {
  const { siteUrl } = options;
  if (siteUrl) return () => siteUrl;
  if (options.dev) return (req) => `${req.protocol}://${req.get('host')}`;
  return (req) => `http://localhost:${req.socket.localPort ?? 0}`;
}
