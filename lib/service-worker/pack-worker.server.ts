import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PACK_WORKER_DIR, PACK_WORKER_FILE } from './pack-worker-files.ts';

const BUILT = join(PACK_WORKER_DIR, PACK_WORKER_FILE);
let built: Promise<string> | undefined;

/**
 * The worker's script: the production build's file, read once (a new build comes with a restart). Under `npm run dev`,
 * and in a process with no build (API-only tests), the source bundled on each request, so an edit reaches the next
 * update check; Vite is loaded only then.
 */
export function packWorkerSource(): Promise<string> {
  if (process.env.NODE_ENV !== 'development' && existsSync(BUILT)) return (built ??= readFile(BUILT, 'utf8'));
  return import('./pack-worker.vite.ts').then(({ bundlePackWorker }) => bundlePackWorker());
}
