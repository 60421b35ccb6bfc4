/**
 * What `vike/getPageContext` gives in the browser, without Vike's client router. vike-react imports
 * `providePageContext` (and `getPageContext` for `useConfig`) from `vike/getPageContext`, whose browser
 * build also imports the client router's renderer for the `asyncHook` option, which neither we nor
 * vike-react use. On public pages, which use server routing, that import alone added 12 kB (gzip) of
 * router to every page's first-load JavaScript (issue 9). Both functions here are the very module
 * Vike's runtimes use (same file), so the page context vike-react provides is the one Vike reads.
 * See docs/decisions/070-server-routing-for-public-pages.md; vite.config.ts points the client build here.
 */
export {
  getPageContext_sync as getPageContext,
  providePageContext,
} from '../node_modules/vike/dist/shared-server-client/hooks/execHook.js';
