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

export default defineConfig({
  plugins: [pageContextWithoutRouter, apiCallsPlugin(), packWorkerPlugin(), vike(), react(), tailwindcss()],
  build: { target: 'es2022', sourcemap: process.env.BUILD_SOURCEMAP === '1' },
  environments: { client: { optimizeDeps: { rolldownOptions: { plugins: [pageContextWithoutRouterInDeps] } } } },
});
