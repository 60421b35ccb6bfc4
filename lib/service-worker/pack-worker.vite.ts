import { fileURLToPath } from 'node:url';
import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite';
import { PACK_WORKER_DIR, PACK_WORKER_FILE } from './pack-worker-files.ts';

const SOURCE = fileURLToPath(new URL('./pack.sw.ts', import.meta.url));

/**
 * The worker alone, as one classic script (a service worker registered without `type: 'module'` may not `import`),
 * at a fixed name. No config file: nothing of the site's build (Vike, React, Tailwind) belongs in it. Not minified,
 * so a traveller's phone on a support call shows readable code; it is a few kilobytes.
 */
function packWorkerConfig(write: boolean): InlineConfig {
  return {
    configFile: false,
    root: fileURLToPath(new URL('../../', import.meta.url)),
    publicDir: false,
    logLevel: 'warn',
    build: {
      write,
      outDir: PACK_WORKER_DIR,
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'es2022',
      minify: false,
      rolldownOptions: { input: SOURCE, output: { format: 'iife', entryFileNames: PACK_WORKER_FILE } },
    },
  };
}

/** Bundles the worker in memory: `npm run dev` and a process without a production build serve this. */
export async function bundlePackWorker(): Promise<string> {
  const result = (await build(packWorkerConfig(false))) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunk = [result].flat().flatMap((output) => output.output).find((file) => file.type === 'chunk' && file.fileName === PACK_WORKER_FILE);
  if (!chunk || chunk.type !== 'chunk') throw new Error(`The pack's service worker build produced no ${PACK_WORKER_FILE}`);
  return chunk.code;
}

/** Writes dist/service-worker/trips-sw.js whenever the site's client is built (`vike build`, `npm run build`, `npm start`). */
export function packWorkerPlugin(): Plugin {
  return {
    name: 'safari:pack-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async closeBundle() {
      await build(packWorkerConfig(true));
    },
  };
}
