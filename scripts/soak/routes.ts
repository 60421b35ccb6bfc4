import { schemaFields } from '#lib/api-route.ts';
import { API_ROUTE_LIST, type KeyedRoute } from '#lib/api-routes.ts';

/**
 * Every /api route, with its full path ("GET /api/admin/inquiries/:id"), from the route table
 * (lib/api-routes.ts); a test (tests/integration/api-route-table.test.ts) proves the app has exactly these.
 */
export function discoverRoutes(): string[] {
  return API_ROUTE_LIST.map((entry) => `${entry.method} /api${entry.path}`);
}

/** Whether the fuzz calls a route signed in: every route the table does not declare public. */
export function signedInRoute(route: string): boolean {
  return API_ROUTE_LIST.some((entry) => `${entry.method} /api${entry.path}` === route && entry.role !== 'public');
}

/** The table's entry of a route as the soak spells it, `METHOD /api/path/:param`; a route not in the table stops the soak. */
function entryOf(route: string): KeyedRoute {
  const entry = API_ROUTE_LIST.find((candidate) => `${candidate.method} /api${candidate.path}` === route);
  if (!entry) throw new Error(`The soak names ${route}, which lib/api-routes.ts does not declare`);
  return entry;
}

/** The field names of a route's body, from its entry's `input` schema (issue 37). */
export const bodyFields = (route: string): string[] => schemaFields(entryOf(route).input);

/** The query parameters a route reads, from its entry's `query` schema (issue 37). */
export const queryFields = (route: string): string[] => schemaFields(entryOf(route).query);
