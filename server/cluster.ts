/**
 * WEB_CONCURRENCY=N (the platform's convention for a dyno's cores): this primary forks N web processes that share
 * one port (node:cluster hands each new connection to the next process in turn) and does nothing else itself. A web
 * process that dies after it was serving is replaced, with a log line. One that dies before it ever listened failed
 * its start-up (it has said why in one `Cannot start:` line): the others are stopped and the primary exits 1, rather
 * than starting it again and again. SIGTERM goes to every process; each drains as one process does (start.ts), and
 * the primary exits once all have, within the platform's 10 s.
 */
import cluster, { type Worker } from 'node:cluster';

const EXIT_BY_MS = 9_800;

export function runCluster(processes: number): void {
  const listened = new WeakSet<Worker>();
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listened.add(worker));
  };

  const stopAll = (signal: NodeJS.Signals, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
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
    if (!listened.has(worker)) return stopAll('SIGTERM', 1);
    console.error(`Web process ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting a replacement.`);
    fork();
  });

  process.on('SIGTERM', () => stopAll('SIGTERM', 0));
  process.on('SIGINT', () => stopAll('SIGTERM', 0));
  for (let i = 0; i < processes; i++) fork();
  console.log(`Starting ${processes} web processes on one port (WEB_CONCURRENCY=${processes}).`);
}
