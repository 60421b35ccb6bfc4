import type { EntityManager } from '@mikro-orm/postgresql';
import { fromKysely, type PgBoss, type Db, type Job, type JobResult, type QueueOptions } from 'pg-boss';
import { MAIL_QUEUE } from '#database/repositories/mail.repo.ts';

/**
 * The one queue: each job sends one mail of the outbox (`outbox_mails`, decision 140), whoever it is for.
 */
export { MAIL_QUEUE };
/** Where pg-boss moves a mail job whose retries are spent, so the final failure is recorded however the job died. */
export const MAIL_DEAD_LETTERS = 'mail-dead-letters';

export interface MailJob {
  mailId: string;
  /** Jobs queued before decision 140 may say 'staff'; the outbox row says everything now. */
  kind?: 'staff';
}

/**
 * Retries with exponential backoff and jitter for at least 24 hours. pg-boss waits
 * min(retryDelayMax, retryDelay·2ⁿ/2·(1 + random)) after the n-th failure: 30-60 s, 60-120 s, … up to
 * the one-hour cap from the seventh retry on. With the least jitter, 30 retries span 86,610 s (24.06 h),
 * so a mail server that is down for a day loses nothing.
 */
export const PRODUCTION_RETRIES: Required<Pick<QueueOptions, 'retryLimit' | 'retryDelay' | 'retryDelayMax'>> = {
  retryLimit: 30,
  retryDelay: 30,
  retryDelayMax: 3600,
};

export interface MailQueueOptions {
  /** The process's one pg-boss (server/jobs, decision 168), started; its owner stops it. */
  boss: PgBoss;
  retries?: typeof PRODUCTION_RETRIES;
  /** Seconds between polls for new jobs (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
}

export interface MailWorkerHandlers {
  send(job: Job<MailJob>): Promise<void>;
  deadLettered(job: Job<MailJob>): Promise<void>;
}

/**
 * pg-boss runs statements through whatever `db` it is given. This one runs them on the transaction of
 * `em` (inside `em.transactional`, `em.getKysely()` is bound to it), so a job is inserted, committed
 * and rolled back together with the rows that caused it.
 */
export function transactionDb(em: EntityManager): Db {
  return fromKysely(em.getKysely());
}

export class MailQueue {
  /** The process's one pg-boss, shared with the features' jobs (server/jobs, decision 168). */
  readonly boss: PgBoss;
  private readonly options: MailQueueOptions;
  private working = false;

  private constructor(options: MailQueueOptions) {
    this.options = options;
    this.boss = options.boss;
  }

  /** Declares the mail queues on the started pg-boss; works no jobs until `work()`. */
  static async start(options: MailQueueOptions): Promise<MailQueue> {
    const queue = new MailQueue(options);
    const retries = options.retries ?? PRODUCTION_RETRIES;
    await queue.ensureQueue(MAIL_DEAD_LETTERS, { retryLimit: 5, retryDelay: 60, retryBackoff: true });
    await queue.ensureQueue(MAIL_QUEUE, {
      ...retries,
      retryBackoff: true,
      // An SMTP exchange takes seconds; a job still active after two minutes belongs to a dead worker.
      expireInSeconds: 120,
      deadLetter: MAIL_DEAD_LETTERS,
    });
    return queue;
  }

  private async ensureQueue(name: string, options: QueueOptions & { deadLetter?: string }) {
    if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, options);
    else await this.boss.createQueue(name, options);
  }

  /** Adds a job in the transaction `em` is in; it becomes visible to workers when that commits. */
  async enqueue(em: EntityManager, job: MailJob): Promise<void> {
    await this.boss.send(MAIL_QUEUE, job, { db: transactionDb(em) });
  }

  /** A job waiting for its next retry runs at once instead, in `em`'s transaction; false when it is not waiting. */
  async tryNow(em: EntityManager, jobId: string): Promise<boolean> {
    const result = await this.boss.update(MAIL_QUEUE, undefined, { id: jobId, startAfter: new Date(), db: transactionDb(em) });
    return result.updated > 0;
  }

  /**
   * Starts working jobs in this process (the web process by default, or `npm run worker`). Up to five
   * jobs are fetched at once and sent side by side, each settled on its own (one bad address does not
   * retry the others); while fetches come back full the worker fetches again at once, so a burst of
   * enquiries is not paced by the polling interval.
   */
  async work(handlers: MailWorkerHandlers): Promise<void> {
    this.working = true;
    const polling = { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2 };
    await this.boss.work<MailJob>(MAIL_QUEUE, { ...polling, batchSize: 5, burstWhenBatchFull: true, perJobResults: true }, async (jobs) => {
      const outcomes = await Promise.allSettled(jobs.map((job) => handlers.send(job)));
      return outcomes.map((outcome, i): JobResult =>
        outcome.status === 'fulfilled'
          ? { id: jobs[i]!.id, status: 'completed' }
          : { id: jobs[i]!.id, status: 'failed', output: { message: String((outcome.reason as Error)?.message ?? outcome.reason) } },
      );
    });
    await this.boss.work<MailJob>(MAIL_DEAD_LETTERS, polling, async ([job]) => handlers.deadLettered(job!));
  }

  get isWorking(): boolean {
    return this.working;
  }

  /** For tests and diagnostics: a job's state as pg-boss holds it. */
  async findJobs(name = MAIL_QUEUE) {
    return this.boss.findJobs<MailJob>(name);
  }

  /** Stops fetching mail jobs in this process; resolves once the sends already running have finished. */
  async stopWorking(): Promise<void> {
    await Promise.all([this.boss.offWork(MAIL_QUEUE), this.boss.offWork(MAIL_DEAD_LETTERS)]);
    this.working = false;
  }
}
