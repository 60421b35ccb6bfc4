import pg from 'pg';

/**
 * Start-up's schema changes run one process at a time: a platform that scales web to 2 (or 3) on the first deploy
 * starts them all at once on a fresh database, and two migrators creating the same table collide on PostgreSQL's
 * catalogue (a unique-key violation that crashed one of two processes, issue 32). The key is ours alone; the inbound
 * mailbox's lock is another (decision 113).
 */
export const STARTUP_LOCK_KEY = 7_214_032;

/** The direct connection (DATABASE_DIRECT_URL) could not be made; `cause` says why. */
export class DirectConnectionError extends Error {}

/**
 * Runs `work` while this process holds a session-level advisory lock on a connection of its own to `directUrl`.
 * A session lock needs a session: through a transaction-mode pooler the lock would be taken on one server connection
 * and the connection handed to another client at once (decision 139), so this always goes to the direct URL. Another
 * process waits here until the first has migrated; then it finds nothing left to do. If this process dies, PostgreSQL
 * ends its session and the lock with it.
 */
export async function withStartupLock<T>(directUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: directUrl, connectionTimeoutMillis: 5000, application_name: 'safari-start-up' });
  // A connection lost while waiting is reported by the query below; without a listener 'error' would end the process.
  client.on('error', () => {});
  try {
    await client.connect().catch((error: unknown) => {
      throw new DirectConnectionError(error instanceof Error ? error.message : String(error), { cause: error });
    });
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => {});
  }
}
