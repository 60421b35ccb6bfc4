import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { HttpError } from './errors.ts';

/** Staff pages and their data: never cached, never indexed, and the only pages with a CSP nonce. */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/**
 * A fresh nonce per admin response: the only inline scripts allowed there are the ones Vike marks with it.
 * Public pages get none: their HTML is cached and shared, and a shared nonce is no nonce. They need
 * none either, since Vike's inline scripts there are JSON, not code (decision 051).
 */
export const cspNonce: RequestHandler = (req, res, next) => {
  if (isAdminPath(req.path)) res.locals.cspNonce = randomBytes(16).toString('base64url');
  next();
};

function scriptSources(_req: unknown, res: unknown): string {
  const nonce = (res as { locals: { cspNonce?: string } }).locals.cspNonce;
  return nonce ? `'nonce-${nonce}'` : '';
}

export function securityHeaders(options: { dev: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Vite's dev server needs eval-free inline module preambles and a websocket; production needs neither.
        scriptSrc: options.dev
          ? ["'self'", "'unsafe-inline'"]
          : ["'self'", scriptSources],
        // Toasts and dialogs position themselves with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: options.dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
        mediaSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.dev ? {} : { upgradeInsecureRequests: [] }),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Sent by transport.ts, and only over HTTPS.
    strictTransportSecurity: false,
    // The same as frame-ancestors 'none', for browsers that read only this header.
    xFrameOptions: { action: 'deny' },
  });
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard for the API: a state-changing request must come from a page
 * of this site, as its Origin (or, failing that, Referer) header shows.
 */
export const sameOrigin: RequestHandler = (req, _res, next) => {
  if (!UNSAFE_METHODS.has(req.method)) return next();
  const expected = `${req.protocol}://${req.get('host')}`;
  const origin = req.get('origin');
  const referer = req.get('referer');
  let source: string | undefined;
  if (origin && origin !== 'null') source = origin;
  else if (referer) {
    try {
      source = new URL(referer).origin;
    } catch {
      source = undefined;
    }
  }
  if (source !== expected) return next(new HttpError(403, 'Cross-site requests are not allowed'));
  next();
};
