import type { RequestHandler, Router } from 'express';
import { API_ROUTE_LIST, type ApiRouteKey, type KeyedRoute } from '#lib/api-routes.ts';
import { OWNER_ONLY_MESSAGE } from '#lib/admin-roles.ts';
import { requireAdmin, requireAdminWithAnyPassword } from '../middleware/auth.ts';
import { HttpError } from '../middleware/errors.ts';
import type { ApiHandlers } from './api-handlers.ts';

export interface CacheEffects {
  /** A successful write drops every process's public cache and purges the CDN. */
  clears: RequestHandler;
  /** A public read kept in the public cache. */
  stored: RequestHandler;
}

/** The role an entry asks for, after requireAdmin has found the account (decision 120). */
const ownerOnly: RequestHandler = (req, _res, next) => next(req.admin?.role === 'owner' ? undefined : new HttpError(403, OWNER_ONLY_MESSAGE));

/**
 * What runs before an entry's own handlers: the sign-in and first-password gate, the role, the cache effect.
 * Their names are what the route-table test reads back from Express (server/route-table.ts).
 */
export function policyOf(entry: KeyedRoute, cache: CacheEffects): RequestHandler[] {
  const clearsPublicCache: RequestHandler = (req, res, next) => cache.clears(req, res, next);
  const storedInPublicCache: RequestHandler = (req, res, next) => cache.stored(req, res, next);
  const gate = entry.role === 'public' ? [] : [entry.firstPassword ? requireAdminWithAnyPassword : requireAdmin];
  const role = entry.role === 'owner' ? [ownerOnly] : [];
  const effect = { clears: [clearsPublicCache], stored: [storedInPublicCache], none: [] }[entry.cache];
  return [...gate, ...role, ...effect];
}

/**
 * Registers, in the table's order, every entry whose handlers one of `modules` bound, each behind its policy.
 * Returns the keys it registered; `assertAllBound` then checks that no entry of the table was left out.
 */
export function registerApi(router: Router, modules: ApiHandlers[], cache: CacheEffects): Set<ApiRouteKey> {
  const handlers = new Map<ApiRouteKey, RequestHandler[]>();
  for (const module of modules) {
    for (const [key, bound] of module.bound) {
      if (handlers.has(key)) throw new Error(`Two handlers for the API route ${key}`);
      handlers.set(key, bound);
    }
  }
  for (const entry of API_ROUTE_LIST) {
    const bound = handlers.get(entry.key);
    if (!bound) continue;
    router[entry.method.toLowerCase() as 'get'](entry.path, ...policyOf(entry, cache), ...bound);
  }
  return new Set(handlers.keys());
}

export function assertAllBound(...registered: Set<ApiRouteKey>[]): void {
  const missing = API_ROUTE_LIST.filter((entry) => !registered.some((keys) => keys.has(entry.key))).map((entry) => entry.key);
  if (missing.length) throw new Error(`API routes in lib/api-routes.ts with no handler: ${missing.join(', ')}`);
}

/**
 * After every route: an /admin path that no entry took (an odd spelling, `/admin//admins`, or a route
 * nobody declared) still needs a signed-in account past its first password, and is an owner's (the
 * default), so no spelling reaches staff data past the table.
 */
export const unroutedAdminPath: RequestHandler[] = [requireAdmin, ownerOnly];
