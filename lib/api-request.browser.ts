import type * as v from 'valibot';
import type { ApiMethod, ApiRoute, PathParams, ResponseOf } from './api-route.ts';
// The table's types only: its schemas stay out of the browser's script (decision 157, lib/api-calls.vite.ts).
import type { API_ROUTES } from './api-routes.ts';

/**
 * The browser's calls to our API (SPEC §7-8): JSON bodies, cookies included, and any non-ok
 * response thrown as an error whose message is "<status>: <body text or status text>".
 */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;

  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.bodyText = bodyText;
  }

  /** The server's `{ message, errors }` body, when it sent one. */
  get body(): { message?: string; errors?: Record<string, string> } {
    try {
      return JSON.parse(this.bodyText) as { message?: string; errors?: Record<string, string> };
    } catch {
      return {};
    }
  }

  /** The server's own sentence for a person to read. */
  get userMessage(): string {
    return this.body.message ?? this.message;
  }
}

export async function apiRequest<T>(method: ApiMethod, url: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<T> {
  const json: Record<string, string> = body === undefined ? {} : { 'Content-Type': 'application/json' };
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...json, ...extraHeaders },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A GET whose 401 means "not signed in" rather than a failure (SPEC §7's returnNull choice). */
export async function getOrNullOn401<T>(url: string): Promise<T | null> {
  try {
    return await apiRequest<T>('GET', url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

type Schema = v.GenericSchema;
type Input<S> = S extends Schema ? v.InferInput<S> : never;
/** A query's values; undefined and null are left out of the URL. */
type QueryOf<R extends ApiRoute> = R['query'] extends Schema ? Partial<Record<keyof Input<R['query']>, QueryValue>> : Record<string, QueryValue>;
type QueryValue = string | number | boolean | null | undefined;
type HasParams<R extends ApiRoute> = keyof PathParams<R['path']> extends never ? false : true;

interface CallOptions<R extends ApiRoute> {
  query?: QueryOf<R>;
  headers?: Record<string, string>;
}
type Params<R extends ApiRoute> = HasParams<R> extends true ? [params: PathParams<R['path']>] : [];
type Body<R extends ApiRoute> = R['input'] extends Schema ? [body: Input<R['input']>] : [];

/**
 * A route's client function: `(params?, body?, options?)`, typed by its path and its schema's input; it resolves to
 * the entry's `Returns<…>` type (issue 37; `unknown` for an entry that declares none, `undefined` for a 204).
 */
export type ApiCall<R extends ApiRoute> = (<T = ResponseOf<R>>(...args: [...Params<R>, ...Body<R>, options?: CallOptions<R>]) => Promise<T>) & {
  /** The route's URL, for a link or an upload (`href`, `download`, XHR). */
  url(...args: [...Params<R>, query?: QueryOf<R>]): string;
};

export type Client = { [G in keyof typeof API_ROUTES]: { [N in keyof (typeof API_ROUTES)[G]]: (typeof API_ROUTES)[G][N] extends ApiRoute ? ApiCall<(typeof API_ROUTES)[G][N]> : never } };

function urlOf(routePath: string, params: Record<string, string>, query: Record<string, QueryValue> = {}): string {
  const path = routePath.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null) search.set(name, String(value));
  const text = search.toString();
  return `/api${path}${text ? `?${text}` : ''}`;
}

function callOf([method, path, hasBody]: [ApiMethod, string, boolean]) {
  const hasParams = path.includes(':');
  const call = (...args: unknown[]) => {
    const params = (hasParams ? args.shift() : {}) as Record<string, string>;
    const body = hasBody ? args.shift() : undefined;
    const options = (args.shift() ?? {}) as { query?: Record<string, QueryValue>; headers?: Record<string, string> };
    return apiRequest(method, urlOf(path, params, options.query), body, options.headers);
  };
  call.url = (...args: unknown[]) => urlOf(path, (hasParams ? args.shift() : {}) as Record<string, string>, args.shift() as Record<string, QueryValue> | undefined);
  return call;
}

type RouteCalls = Record<string, Record<string, [ApiMethod, string, boolean]>>;
type Group = keyof typeof API_ROUTES;

/**
 * The client of some groups of the table, from `virtual:api-calls` (every group, `api` of
 * lib/api-client.browser.ts) or `virtual:api-calls/<group>` (one: what a public page takes, decision 157):
 * `apiOf(API_CALLS, 'travelPack').travelPack.saveGuests({ token }, { guests })`.
 */
export function apiOf<G extends Group>(calls: RouteCalls, ...groups: G[]): Pick<Client, G> {
  return Object.fromEntries(
    groups.map((group) => {
      const routes = calls[group];
      if (!routes) throw new Error(`No calls for the API group "${group}": import them from virtual:api-calls/${group}`);
      return [group, Object.fromEntries(Object.entries(routes).map(([name, call]) => [name, callOf(call)]))];
    }),
  ) as unknown as Pick<Client, G>;
}
