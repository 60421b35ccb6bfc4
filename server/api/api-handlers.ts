import type { RequestHandler } from 'express';
import type { ApiRouteKey, ApiRouteOf } from '#lib/api-routes.ts';
import type { FileAnswer, PathParams, ResponseOf } from '#lib/api-route.ts';

/** A refusal's body (server/middleware/errors.ts's contract), which a handler may also send itself: a 409 with what it met. */
type Refusal = { message: string; [detail: string]: unknown };
/**
 * What `res.json` and `res.send` take in a handler of the entry: what the entry `Returns<…>` (issue 37), or a refusal;
 * a file's bytes for a download; anything for an entry that declares no response (`any`, Express's own default).
 */
type JsonOf<K extends ApiRouteKey> = unknown extends ResponseOf<ApiRouteOf<K>>
  ? any
  : ResponseOf<ApiRouteOf<K>> extends FileAnswer
    ? Uint8Array | string | Refusal
    : ResponseOf<ApiRouteOf<K>> | Refusal;

/** A handler of one entry: `req.params` has the entry's `:names`, each a string; `res.json` the entry's response. */
export type ApiHandler<K extends ApiRouteKey> = RequestHandler<PathParams<ApiRouteOf<K>['path']>, JsonOf<K>>;

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
