import type { RequestHandler } from 'express';

/** Probes from inside the platform speak plain HTTP to the process; they must not be redirected. */
const PROBES = new Set(['/api/health', '/api/ready']);

/**
 * Behind the platform's router (TRUST_PROXY) in production, a request that arrived over plain HTTP
 * is sent to HTTPS before anything else happens: no session cookie, no form, no data over HTTP.
 * 301 for GET/HEAD; 308 otherwise, so a POST is repeated as a POST and not turned into a GET.
 */
export const httpsRedirect: RequestHandler = (req, res, next) => {
  if (req.secure || PROBES.has(req.path)) return next();
  const host = req.get('host');
  if (!host) return next();
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(req.method === 'GET' || req.method === 'HEAD' ? 301 : 308, `https://${host}${req.originalUrl}`);
};

const ONE_HUNDRED_EIGHTY_DAYS = 15_552_000;
export const HSTS = `max-age=${ONE_HUNDRED_EIGHTY_DAYS}; includeSubDomains`;

/** HSTS means something only over HTTPS (browsers ignore it over HTTP, and it would mislead). */
export const strictTransportSecurity: RequestHandler = (req, res, next) => {
  if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
  next();
};

/** The site uses none of these; a script that slipped in cannot ask for them either. */
export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  next();
};
