import { fileURLToPath } from 'node:url';

/** The address the pack page registers (components/site/pack/PackOffline.tsx): it must never change between builds. */
export const PACK_WORKER_FILE = 'trips-sw.js';

/**
 * Beside dist/client, not in it: the server mounts dist/client's files before any route, with an hour's cache and
 * no Service-Worker-Allowed, and the worker's own route must answer instead (decision 167).
 */
export const PACK_WORKER_DIR = fileURLToPath(new URL('../../dist/service-worker/', import.meta.url));
