import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { HttpError } from './errors.ts';

/** A fresh nonce per response: the only inline scripts allowed are the ones Vike marks with it. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64url');
  next();
};

export function securityHeaders(options: { dev: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Vite's dev server needs eval-free inline module preambles and a websocket; production needs neither.
        scriptSrc: options.dev
          ? ["'self'", "'unsafe-inline'"]
          : ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`],
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
