import pg from 'pg';
import { StartupError } from '#lib/startup-error.server.ts';

/**
 * Start-up's schema changes run one process at a time: a platform that scales web to 2 (or 3) on the first deploy
 * starts them all at once on a fresh database, and two migrators creating the same table collide on PostgreSQL's
 * catalogue (a unique-key violation that crashed one of two processes, issue 32). The key is ours alone; the inbound
 * mailbox's lock is another (decision 113).
 */
export const STARTUP_LOCK_KEY = 7_214_032;

/**
 * How long a start waits for another process's start-up (its migrations take seconds) before it gives up with one
 * line: within a platform's boot timeout (Heroku's 60 s), so that line is ours rather than the platform's kill.
 */
export const STARTUP_LOCK_WAIT_MS = 45_000;

/** The direct connection (DATABASE_DIRECT_URL) could not be made; `cause` says why. */
export class DirectConnectionError extends Error {}

export interface StartupLockOptions {
  /** How long to wait for a lock another holds; STARTUP_LOCK_WAIT_MS unless a test says otherwise. */
  waitMs?: number;
  log?: (line: string) => void;
}

/**
 * Runs `work` while this process holds the start-up lock, on a connection of its own to `directUrl`. The lock is a
 * transaction's (`pg_advisory_xact_lock` in a transaction left open while `work` runs), never a session's: should
 * `directUrl` be a transaction pooler after all (one that could not be detected, or DATABASE_POOLER=none), a session
 * lock would stay on the pooler's server connection after this process is gone and keep every later start waiting
 * (issue 38, N4), while an open transaction pins its server connection and ends with this client, lock and all.
 * Another process waits here, saying once who holds the lock, until the first has migrated (then it finds nothing
 * left to do), or until `waitMs`, when start-up stops with one line naming the holder.
 */
export async function withStartupLock<T>(directUrl: string, work: () => Promise<T>, options: StartupLockOptions = {}): Promise<T> {
  const waitMs = options.waitMs ?? STARTUP_LOCK_WAIT_MS;
  const log = options.log ?? console.log;
  const client = new pg.Client({ connectionString: directUrl, connectionTimeoutMillis: 5000, application_name: 'safari-start-up' });
  // A connection lost while waiting is reported by the query below; without a listener 'error' would end the process.
  client.on('error', () => {});
  try {
    await client.connect().catch((error: unknown) => {
      throw new DirectConnectionError(error instanceof Error ? error.message : String(error), { cause: error });
    });
    await client.query('begin');
    const free = (await client.query<{ taken: boolean }>('select pg_try_advisory_xact_lock($1) as taken', [STARTUP_LOCK_KEY])).rows[0]!.taken;
    if (!free) {
      log(`Waiting for the start-up lock, held by ${await holder(client)}; giving up after ${Math.round(waitMs / 1000)} s.`);
      // lock_timeout bounds the wait (PostgreSQL's own timer, so a stalled event loop cannot stretch it).
      await client.query(`set local lock_timeout = ${Math.max(1, Math.round(waitMs))}`);
      try {
        await client.query('select pg_advisory_xact_lock($1)', [STARTUP_LOCK_KEY]);
      } catch (error) {
        if ((error as { code?: string }).code !== '55P03') throw error;
        await client.query('rollback');
        const who = await holder(client);
        throw new StartupError(
          `The start-up lock was still held after ${Math.round(waitMs / 1000)} s by ${who}. If no other start of this site is running, a pooler kept it from an earlier start: end that connection with select pg_terminate_backend(pid), and set DATABASE_DIRECT_URL to a direct connection.`,
        );
      }
    }
    return await work();
  } finally {
    // Ending the session ends its transaction and the lock with it.
    await client.end().catch(() => {});
  }
}

/** Who holds the start-up lock: its backend's pid, application name and since when it is connected. */
async function holder(client: pg.Client): Promise<string> {
  // Read before the wait and after its rollback: inside one transaction pg_stat_activity would answer its first snapshot.
  const { rows } = await client.query<{ pid: number; application_name: string; backend_start: Date | null }>(
    `select a.pid, a.application_name, a.backend_start
       from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.classid = 0 and l.objid = $1
        and l.database = (select oid from pg_database where datname = current_database())
        and l.pid <> pg_backend_pid()`,
    [STARTUP_LOCK_KEY],
  );
  if (rows.length === 0) return 'a process that has just let go of it';
  return rows
    .map((row) => `pid ${row.pid} (${row.application_name || 'no application name'}, connected since ${row.backend_start?.toISOString() ?? 'an unknown time'})`)
    .join(', ');
}
