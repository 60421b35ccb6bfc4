/**
 * How many web processes to run: WEB_CONCURRENCY (a platform sets it from the dyno's size), 1 when unset. The
 * embedded PostgreSQL belongs to one process, so without DATABASE_URL there is one process and a line says why.
 * `npm run dev` is one process too. A value that is not a whole number from 1 to 64 stops start-up in one line.
 */
export function webProcesses(source: NodeJS.ProcessEnv): number {
  const raw = source.WEB_CONCURRENCY?.trim();
  if (!raw) return 1;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 64) {
    console.error(`Cannot start: WEB_CONCURRENCY must be a whole number from 1 to 64, got "${raw}"`);
    process.exit(1);
  }
  // Vite's dev server (and its HMR port) belongs to one process.
  if (value > 1 && source.NODE_ENV === 'development') return 1;
  if (value > 1 && !source.DATABASE_URL) {
    console.warn(`WEB_CONCURRENCY=${value} needs DATABASE_URL (the embedded PostgreSQL belongs to one process); running one web process.`);
    return 1;
  }
  return value;
}
