import type * as v from 'valibot';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who may call a route: anyone, any signed-in account, or an owner only (the default, CONVENTIONS). */
export type ApiRole = 'public' | 'staff' | 'owner';
/**
 * What a successful call does to the public pages: `clears` drops every process's public cache and
 * purges the CDN (decision 050); `stored` is a public read kept in that cache; `none` neither.
 */
export type CacheEffect = 'clears' | 'stored' | 'none';
type Schema = v.GenericSchema;

export interface ApiRoute<M extends ApiMethod = ApiMethod, P extends string = string, I extends Schema | undefined = Schema | undefined, Q extends Schema | undefined = Schema | undefined, R = unknown> {
  method: M;
  /** Under /api, Express's syntax: `:name` is one segment. */
  path: P;
  role: ApiRole;
  cache: CacheEffect;
  /** The body's schema (lib/domain/<area>); the client function's body is its input type. */
  input: I;
  /** The query's schema, for GETs that filter. */
  query: Q;
  /** Reachable with a first password a colleague chose (decision 054): who am I, sign out, change it. */
  firstPassword: boolean;
  /**
   * What a success answers (its JSON), for the types alone: never set at run time, declared with `Returns<R>`
   * (issue 37). The browser's call resolves to it and the entry's handlers may `res.json` only it.
   */
  readonly response?: R;
}

interface Policy<I, Q> {
  role?: ApiRole;
  cache?: CacheEffect;
  input?: I;
  query?: Q;
  firstPassword?: boolean;
}

/**
 * One entry. The defaults are the safe ones (CONVENTIONS): owner only, and a write by staff clears the
 * public cache; an entry says `role: 'staff'`, `cache: 'none'` when that is what it means.
 */
export function route<const M extends ApiMethod, const P extends string, I extends Schema | undefined = undefined, Q extends Schema | undefined = undefined>(
  method: M,
  path: P,
  policy: Policy<I, Q> = {},
): ApiRoute<M, P, I, Q> {
  const role = policy.role ?? 'owner';
  const cache = policy.cache ?? (method !== 'GET' && role !== 'public' ? 'clears' : 'none');
  return { method, path, role, cache, input: policy.input as I, query: policy.query as Q, firstPassword: policy.firstPassword ?? false };
}

/**
 * `route` for an entry that answers `R`: `(route as Returns<BookingPage>)('GET', '/admin/bookings', { … })`
 * (issue 37). A cast, not a marker value: lib/admin-roles.ts brings the table into the admin's pages, and a
 * `response: returns<R>()` per entry would ship a call per entry there; the cast ships nothing.
 */
export type Returns<R> = <const M extends ApiMethod, const P extends string, I extends Schema | undefined = undefined, Q extends Schema | undefined = undefined>(
  method: M,
  path: P,
  policy?: Policy<I, Q>,
) => ApiRoute<M, P, I, Q, R>;

/**
 * What a file download (a CSV, a PDF, an attachment) answers: bytes, not JSON. Its handler sends a Buffer or text;
 * the browser reaches it by `api.<group>.<name>.url()`, a link, never by calling it.
 */
export type FileAnswer = { readonly bytes: 'a file, opened by its url()' };

/** What an entry answers: its `Returns<R>`, or `unknown` for one that declares none. */
export type ResponseOf<E> = E extends ApiRoute<ApiMethod, string, Schema | undefined, Schema | undefined, infer R> ? R : unknown;

/**
 * The field names of a body or query schema: an object's `entries`, through a pipe, an optional, a list's items
 * (the FAQ's) and every option of a union (`inquiries.create`'s two forms). What the public cache keys a list on and
 * what the soak fuzzes come from here (issue 37), so a field added to a schema is read and fuzzed without a second
 * list. A schema with no object inside: [].
 */
export function schemaFields(schema: Schema | undefined): string[] {
  if (!schema) return [];
  const node = schema as Schema & { entries?: Record<string, unknown>; pipe?: readonly { kind: string }[]; wrapped?: Schema; item?: Schema; options?: readonly Schema[] };
  if (node.entries) return Object.keys(node.entries);
  if (node.wrapped) return schemaFields(node.wrapped);
  if (node.item) return schemaFields(node.item);
  if (node.options) return [...new Set(node.options.flatMap((option) => schemaFields(option)))];
  for (const step of node.pipe ?? []) {
    const fields = step !== schema && step.kind === 'schema' ? schemaFields(step as Schema) : [];
    if (fields.length) return fields;
  }
  return [];
}

/** A path's segments as Express routes them: case dropped, empty segments and trailing slashes too. */
export function pathSegments(path: string): string[] {
  return path
    .split('?')[0]!
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });
}

/**
 * The entry `method path` reaches, or undefined: where two match (`/inquiries/export`, `/inquiries/:id`),
 * the one with a fixed segment earlier wins, as the table's order makes Express choose. HEAD is GET.
 */
export function matchRoute<R extends ApiRoute>(routes: readonly R[], method: string, apiPath: string): R | undefined {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const have = pathSegments(apiPath);
  let best: { route: R; score: string } | undefined;
  for (const route of routes) {
    if (route.method !== verb) continue;
    const want = pathSegments(route.path);
    if (want.length !== have.length || !want.every((segment, i) => segment.startsWith(':') || segment === have[i])) continue;
    // '1' for a fixed segment, '0' for a parameter: the larger string is the more specific route.
    const score = want.map((segment) => (segment.startsWith(':') ? '0' : '1')).join('');
    if (!best || score > best.score) best = { route, score };
  }
  return best?.route;
}

/** The `:names` of a path, as an object of strings: `/inquiries/:id` gives `{ id: string }`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof PathParams<Rest>]: string }
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, string>;
