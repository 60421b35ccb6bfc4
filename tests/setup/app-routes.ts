import type { Express } from 'express';
import { routeTable } from '#server/route-table.ts';

/** Any id: route checks come before a record is looked for. */
export const SOME_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Every route the app has ("METHOD /path", parameters filled with SOME_ID), read from Express's own router,
 * so a test over them covers tomorrow's routes too. The app is the server's request listener.
 */
export function routesOf(app: Express): string[] {
  return [...new Set(routeTable(app).map((route) => route.replace(/:\w+/g, SOME_ID).replace(/\{\*\w+\}/g, 'x')))];
}
