// Made by lib/api-calls.vite.ts from lib/api-routes.ts: `[method, path, takes a body]` per route, by group and name.
declare module 'virtual:api-calls' {
  export const API_CALLS: Record<string, Record<string, [method: import('./api-route.ts').ApiMethod, path: string, hasBody: boolean]>>;
}

/** One group's alone, e.g. `virtual:api-calls/travelPack`, for a public page that calls only that group. */
declare module 'virtual:api-calls/*' {
  export const API_CALLS: Record<string, Record<string, [method: import('./api-route.ts').ApiMethod, path: string, hasBody: boolean]>>;
}
