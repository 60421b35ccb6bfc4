import type { PgBoss } from 'pg-boss';
import type { Orm } from '#database/orm.ts';
import { pruneSessions } from '../middleware/session.ts';
import type { Feature } from '../feature.ts';
import { createServices } from '../services.ts';

/** The one scheduled job: ended throttling windows, spent idempotency keys, expired sessions and enquiries. */
export const HOUSEKEEPING_QUEUE = 'housekeeping';
/** Every ten minutes, whatever the number of processes (decision 084). */
export const HOUSEKEEPING_CRON = '*/10 * * * *';

/** The features' parts of the sweep, by name (the desk's spent keys and expired enquiries). */
export type Sweeps = NonNullable<Feature['sweeps']>;

/** How many rows each part swept: the core's (throttling windows, sessions) and each feature's by its name. */
export type SweepResult = { rateLimits: number; sessions: number } & Record<string, number>;

/** One sweep; each part in bounded batches, so it never holds long locks. */
export async function sweep(orm: Orm, sweeps: Sweeps, now = new Date()): Promise<SweepResult> {
  const rateLimits = await createServices(orm.em.fork()).rateLimiter.prune();
  // Kept (decision 169): connect-pg-simple's own table, whose statements stay beside its store in session.ts.
  const sessions = await pruneSessions((sql) => orm.em.fork().execute<{ affectedRows?: number }>(sql, [], 'run'));
  const result: SweepResult = { rateLimits, sessions };
  for (const [name, part] of Object.entries(sweeps)) result[name] = await part(orm, now);
  return result;
}

export interface HousekeepingOptions {
  /** The process's one pg-boss (server/jobs, decision 168), started; its owner stops it. */
  boss: PgBoss;
  orm: Orm;
  /** The features' parts of the sweep (server/features/index.ts). */
  sweeps: Sweeps;
  /** Seconds between looks for a due sweep (tests: 0.5). */
  pollingIntervalSeconds?: number;
}

/**
 * The sweep as a pg-boss schedule. Every process declares the same schedule (an upsert by name, so
 * there is one however many declare it); pg-boss turns each occurrence into one job, and one working
 * process takes it. The queue's `singleton` policy keeps a slow sweep from overlapping the next.
 */
export class Housekeeping {
  private readonly boss: PgBoss;
  private readonly options: HousekeepingOptions;
  private working = false;

  private constructor(options: HousekeepingOptions) {
    this.boss = options.boss;
    this.options = options;
  }

  /** Declares the queue and its schedule; works no sweep until `startWorking()`. */
  static async start(options: HousekeepingOptions): Promise<Housekeeping> {
    const { boss } = options;
    // Another process may create it at the same moment; either way it exists afterwards.
    const queue = { policy: 'singleton', retryLimit: 0, expireInSeconds: 30 * 60 } as const;
    if (!(await boss.getQueue(HOUSEKEEPING_QUEUE))) await boss.createQueue(HOUSEKEEPING_QUEUE, queue).catch(async (error: unknown) => {
      if (!(await boss.getQueue(HOUSEKEEPING_QUEUE))) throw error;
    });
    await boss.schedule(HOUSEKEEPING_QUEUE, HOUSEKEEPING_CRON, null, { tz: 'UTC' });
    return new Housekeeping(options);
  }

  /**
   * Runs the sweeps in this process from now on (where mail is sent: the web process unless MAIL_WORKER=off, or
   * `npm run worker`). Registers a worker without asking PostgreSQL anything, so the server can call it once it
   * listens, when an outage must not end the process. A second call adds no second worker.
   */
  async startWorking(): Promise<void> {
    if (this.working) return;
    const { orm, sweeps, pollingIntervalSeconds = 30 } = this.options;
    await this.boss.work(HOUSEKEEPING_QUEUE, { pollingIntervalSeconds }, async () => sweep(orm, sweeps));
    this.working = true;
  }

  /** For tests and diagnostics: the schedules pg-boss holds for the sweep. */
  schedules() {
    return this.boss.getSchedules(HOUSEKEEPING_QUEUE);
  }

  /** A sweep now (a job like any scheduled one); resolves with its id. */
  async sweepNow(): Promise<string | null> {
    return this.boss.send(HOUSEKEEPING_QUEUE, {});
  }

  jobs() {
    return this.boss.findJobs<SweepResult>(HOUSEKEEPING_QUEUE);
  }
}
