import { API_ROUTE_LIST } from '#lib/api-routes.ts';

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
