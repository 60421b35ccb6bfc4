import { API_CALLS } from 'virtual:api-calls';
import type { API_ROUTES } from './api-routes.ts';
import { apiOf, type Client } from './api-request.browser.ts';

export { ApiError, apiOf, apiRequest, getOrNullOn401, type ApiCall } from './api-request.browser.ts';

/**
 * The browser's calls, one per entry of lib/api-routes.ts: `api.inquiries.update({ id }, { status })`. No
 * component spells an /api URL; a route's path, method and input type come from its one declaration, its
 * method and path through `virtual:api-calls` (the table without its schemas, decision 157). A public page
 * takes its own group instead: `apiOf(API_CALLS, 'site')` with `virtual:api-calls/site`.
 */
export const api: Client = apiOf(API_CALLS, ...(Object.keys(API_CALLS) as (keyof typeof API_ROUTES)[]));
