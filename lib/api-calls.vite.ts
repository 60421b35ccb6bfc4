import { statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import type { ApiRoute } from './api-route.ts';

/** What the browser's client needs of each route (decision 157): its method, its path, whether it takes a body. */
export const API_CALLS_MODULE = 'virtual:api-calls';
const RESOLVED = `\0${API_CALLS_MODULE}`;
const TABLE = fileURLToPath(new URL('./api-routes.ts', import.meta.url));

/**
 * `virtual:api-calls`: lib/api-routes.ts read at build time, less its Valibot schemas; `virtual:api-calls/<group>`
 * the same for one group. The table stays the one declaration of every route; the browser's `api` is made from
 * this projection, so a page that calls one route no longer ships every route's schema (the traveller's pack and
 * the gallery were over issue 9's 100 kB by that), and a public page that takes its group alone ships no other path.
 */
export function apiCallsPlugin(): Plugin {
  return {
    name: 'safari:api-calls',
    resolveId(id) {
      if (id === API_CALLS_MODULE || id.startsWith(`${API_CALLS_MODULE}/`)) return `\0${id}`;
    },
    async load(id) {
      if (id !== RESOLVED && !id.startsWith(`${RESOLVED}/`)) return;
      const group = id.slice(RESOLVED.length + 1);
      this.addWatchFile(TABLE);
      // Node loads the table (not Vite's graph, which would bundle the schemas); a new URL per edit for the dev server.
      const { API_ROUTES } = (await import(`${pathToFileURL(TABLE).href}?v=${statSync(TABLE).mtimeMs}`)) as { API_ROUTES: Record<string, Record<string, ApiRoute>> };
      if (group && !(group in API_ROUTES)) this.error(`${API_CALLS_MODULE}/${group}: lib/api-routes.ts has no group "${group}"`);
      const calls = Object.fromEntries(
        Object.entries(API_ROUTES).filter(([name]) => !group || name === group).map(([key, routes]) => [key, Object.fromEntries(Object.entries(routes).map(([name, r]) => [name, [r.method, r.path, r.input !== undefined]]))]),
      );
      return `export const API_CALLS = ${JSON.stringify(calls)};\n`;
    },
  };
}
