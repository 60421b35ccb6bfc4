import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';
import { apiCallsPlugin } from './lib/api-calls.vite.ts';
import { packWorkerPlugin } from './lib/service-worker/pack-worker.vite.ts';

/** In the browser build, `vike/getPageContext` without the client router (lib/vike-page-context.client.ts). */
const pageContextWithoutRouter: Plugin = {
  name: 'safari:page-context-without-client-router',
  enforce: 'pre',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId(id) {
    if (id === 'vike/getPageContext') return fileURLToPath(new URL('./lib/vike-page-context.client.ts', import.meta.url));
  },
};

/** The same for the dev server's pre-bundled dependencies (vike-react), which plugins do not reach. */
const pageContextWithoutRouterInDeps = {
  name: 'safari:page-context-without-client-router-deps',
  resolveId(id: string) {
    if (id === 'vike/getPageContext') return fileURLToPath(new URL('./lib/vike-page-context.client.ts', import.meta.url));
  },
};

/**
 * Vike's browser entry for server-routed pages (every public page, the token pages) lists every page of the app,
 * the 30-odd client-routed dashboard pages included, with their chunk lists: about 3 kB gzip of every public page's
 * first load (issue 43) for pages that entry never loads, as a client-routed page starts from Vike's other entry. The
 * list is cut to the server-routed pages and the error page. The code's shape is Vike's: if it is not the one read
 * here, the build stops rather than ship a list that misses a page.
 */
const serverRoutedPagesOnly: Plugin = {
  name: 'safari:server-routed-pages-only',
  apply: 'build',
  enforce: 'post',
  applyToEnvironment: (environment) => environment.name === 'client',
  transform(code, id) {
    if (!id.includes('virtual:vike:global-entry:client:server-routing')) return;
    const start = code.indexOf('export const pageConfigsSerialized = [\n');
    const end = code.indexOf('\n];\nexport const pageConfigGlobalSerialized', start);
    if (start < 0 || end < 0) throw new Error('serverRoutedPagesOnly: Vike\'s server-routing entry changed shape');
    const head = 'export const pageConfigsSerialized = [\n'.length;
    const blocks = code.slice(start + head, end + 1).split(/^ {2}\},\n/m).filter((block) => block.trim() !== '');
    const pageCount = code.match(/^ {4}pageId: /gm)?.length ?? 0;
    const routing = (block: string) => /value: (true|false),/.exec(block.slice(block.indexOf('["clientRouting"]: {')))?.[1];
    if (blocks.length !== pageCount || blocks.some((block) => !block.startsWith('  {\n    pageId: ') || !routing(block))) {
      throw new Error('serverRoutedPagesOnly: Vike\'s server-routing entry changed shape');
    }
    const kept = blocks.filter((block) => block.includes('\n    isErrorPage: true,') || routing(block) === 'false');
    return { code: code.slice(0, start + head) + kept.map((block) => `${block}  },\n`).join('') + code.slice(end + 1), map: null };
  },
};

export default defineConfig({
  plugins: [pageContextWithoutRouter, serverRoutedPagesOnly, apiCallsPlugin(), packWorkerPlugin(), vike(), react(), tailwindcss()],
  build: { target: 'es2022', sourcemap: process.env.BUILD_SOURCEMAP === '1' },
  environments: { client: { optimizeDeps: { rolldownOptions: { plugins: [pageContextWithoutRouterInDeps] } } } },
});
