import type { RequestHandler } from 'express';
import type { ApiRouteKey, ApiRouteOf } from '#lib/api-routes.ts';
import type { PathParams } from '#lib/api-route.ts';

/** A handler of one entry: `req.params` has the entry's `:names`, each a string. */
export type ApiHandler<K extends ApiRouteKey> = RequestHandler<PathParams<ApiRouteOf<K>['path']>>;

/**
 * A router module's handlers, bound to route-table keys (lib/api-routes.ts) rather than to paths:
 * the method, path, role and cache effect come from the entry when server/api/register-api.ts mounts them.
 */
export class ApiHandlers {
  readonly bound = new Map<ApiRouteKey, RequestHandler[]>();

  on<K extends ApiRouteKey>(key: K, ...handlers: ApiHandler<K>[]): this {
    if (this.bound.has(key)) throw new Error(`Two handlers for the API route ${key}`);
    this.bound.set(key, handlers as unknown as RequestHandler[]);
    return this;
  }
}
