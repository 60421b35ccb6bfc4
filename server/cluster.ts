/**
 * WEB_CONCURRENCY=N (the platform's convention for a dyno's cores): this primary forks N web processes that share
 * one port (each binds its own socket to it, and the kernel spreads new connections over them) and does nothing else
 * itself. A web process that dies after it was serving is replaced, with a log line. One of the first N that dies before it ever
 * listened failed the deploy's start-up (it has said why in one `Cannot start:` line): the others are stopped and
 * the primary exits 1, rather than starting it again and again. A replacement that fails its start-up (PostgreSQL
 * down longer than DATABASE_CONNECT_TIMEOUT_SECONDS) is started again with backoff while a sibling serves, as one
 * process alone keeps answering 503 and heals (issue 38, N6); with no sibling serving, the primary exits 1 and the
 * platform restarts the dyno. SIGTERM goes to every process; each drains as one process does (start.ts), and the
 * primary exits once all have, within the platform's 10 s.
 */
import cluster, { type Worker } from 'node:cluster';
import { WORKER_LISTENING } from './worker-listening.ts';

const EXIT_BY_MS = 9_800;
/** A replacement that failed its start-up is started again after 1 s, then 2, 4 … at most this long. */
const RETRY_MAX_MS = 30_000;

export function runCluster(processes: number): void {
  const listened = new WeakSet<Worker>();
  const firstGeneration = new WeakSet<Worker>();
  let stopping = false;
  let exitCode = 0;
  let retryMs = 1_000;
  const retries = new Set<NodeJS.Timeout>();

  const fork = () => {
    const worker = cluster.fork();
    // Each process binds its own socket (lifecycle.ts), so node:cluster's 'listening' never comes: the process says so.
    worker.on('message', (message: unknown) => {
      if (message !== WORKER_LISTENING) return;
      listened.add(worker);
      // Serving again: a later failure starts its backoff afresh.
      if (!firstGeneration.has(worker)) retryMs = 1_000;
    });
    return worker;
  };
  const serving = () => Object.values(cluster.workers ?? {}).some((worker) => worker && listened.has(worker) && !worker.isDead());

  const stopAll = (signal: NodeJS.Signals, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const retry of retries) clearTimeout(retry);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // Each process keeps its own 10 s bound; this one only makes sure the primary never outlives the platform's.
    setTimeout(() => process.exit(exitCode || 1), EXIT_BY_MS).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    if (listened.has(worker)) {
      console.error(`Web process ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting a replacement.`);
      fork();
      return;
    }
    if (firstGeneration.has(worker) || !serving()) return stopAll('SIGTERM', 1);
    const wait = retryMs;
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    console.error(`Replacement web process ${worker.process.pid} failed its start-up; starting it again in ${wait / 1000} s while the others serve.`);
    const retry = setTimeout(() => {
      retries.delete(retry);
      if (!stopping) fork();
    }, wait);
    retries.add(retry);
  });

  process.on('SIGTERM', () => stopAll('SIGTERM', 0));
  process.on('SIGINT', () => stopAll('SIGTERM', 0));
  for (let i = 0; i < processes; i++) firstGeneration.add(fork());
  console.log(`Starting ${processes} web processes on one port (WEB_CONCURRENCY=${processes}).`);
}
