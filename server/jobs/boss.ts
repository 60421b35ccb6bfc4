import { PgBoss } from 'pg-boss';
import { failureKind, firstLine, outageLog } from '../outage-log.ts';

/** What every connection of a process's pg-boss says in pg_stat_activity (decision 168). */
export const JOBS_APPLICATION_NAME = 'safari-jobs';

/**
 * The connections each part of the jobs needs, summed into the one pool: what the three pg-boss instances had before
 * decision 168, so no process takes more from DATABASE_URL than it did. The mail queue's share also carries the
 * features' jobs (decision 164), as it always did; one supervisor and one cron monitor now serve them all.
 */
export const JOB_CONNECTIONS = { mail: 4, housekeeping: 2, cdnPurge: 2 } as const;

/** A process's one pg-boss, started: its schema installed or migrated. Declares no queue (server/jobs/index.ts does). */
export async function startJobsBoss(databaseUrl: string, connections: number = JOB_CONNECTIONS.mail): Promise<PgBoss> {
  // DATABASE_URL, which may be a transaction-mode pooler: pg-boss 12 keeps nothing on a session (decision 139).
  const boss = new PgBoss({ connectionString: databaseUrl, max: connections, application_name: JOBS_APPLICATION_NAME });
  // pg-boss reports connection trouble as events (each poll of each queue, during an outage); unhandled, an
  // EventEmitter error would end the process. One handler for every queue (a worker's message names its queue):
  // one line per kind per interval, however many queues poll.
  boss.on('error', (error) => outageLog.note(`jobs ${failureKind(error)}`, `Jobs: ${firstLine(error)}`));
  try {
    await boss.start();
  } catch (error) {
    // A start that failed half-way may have opened its pool: a failed start-up leaves no connection behind.
    await boss.stop({ graceful: false, timeout: 1_000 }).catch(() => {});
    throw error;
  }
  return boss;
}

/** Lets running jobs finish (up to `timeoutMs`), then closes the pool: every worker of every queue at once. */
export async function stopJobsBoss(boss: PgBoss, timeoutMs: number): Promise<void> {
  await boss.stop({ graceful: true, timeout: timeoutMs });
}
