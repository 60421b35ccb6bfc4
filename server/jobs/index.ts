import type { PgBoss } from 'pg-boss';
import type { Orm } from '#database/orm.ts';
import type { ServerEnv } from '../env.ts';
import type { Feature } from '../feature.ts';
import { CdnPurge } from '../cache/cdn-purge.ts';
import { Mailer, type HostedJob, type MailerOptions } from '../mail/mailer.ts';
import type { InboundMatcher } from '../mail/inbound/inbound-message.ts';
import type { MailTemplates } from '../mail/render.ts';
import { Housekeeping } from '../maintenance/housekeeping.ts';
import { JOB_CONNECTIONS, startJobsBoss, stopJobsBoss } from './boss.ts';

/**
 * What the features hand the jobs (server/features/index.ts's `registered`, decision 164): their jobs on the
 * process's pg-boss, their mail templates, their inbound matchers and their parts of the housekeeping sweep. Every
 * job is worked by the processes that send mail (the web process unless MAIL_WORKER=off, and `npm run worker`),
 * which bootstrap starts the same way; the core's own are the mail queue, housekeeping and the CDN purge.
 */
export interface Registered {
  jobs: readonly HostedJob[];
  mails: () => Promise<MailTemplates>;
  inbound: readonly InboundMatcher[];
  sweeps: NonNullable<Feature['sweeps']>;
}

/**
 * A process that runs the mail and the features' jobs alone (the tests' app and their second processes): a pg-boss
 * of its own, which the Mailer's `stop` closes.
 */
export async function startMailer(
  registered: Pick<Registered, 'jobs' | 'mails'>,
  options: Omit<MailerOptions, 'boss' | 'ownsBoss' | 'jobs' | 'templates'> & { databaseUrl: string },
): Promise<Mailer> {
  const { databaseUrl, ...mail } = options;
  const boss = await startJobsBoss(databaseUrl, JOB_CONNECTIONS.mail);
  return startOrStop(boss, () => Mailer.start({ ...mail, boss, ownsBoss: true, jobs: registered.jobs, templates: registered.mails }));
}

/** The jobs of one process (decision 168): one pg-boss holding the Mailer's queues, housekeeping's and the CDN purge's. */
export interface Jobs {
  mailer: Mailer;
  housekeeping: Housekeeping;
  cdnPurge: CdnPurge | undefined;
  /** Works every queue from now on (the web process calls it once it listens); a second call changes nothing. */
  startWorking(): Promise<void>;
  /** Lets running jobs finish within `timeoutMs`, then closes the one pool. */
  stop(timeoutMs: number): Promise<void>;
}

/**
 * Starts the process's one pg-boss (through DATABASE_URL, which may be a pooler: decision 139), declares every queue
 * and schedule on it (mail and its dead letters, the features' jobs, housekeeping, with CDN_PURGE_URL the purge) and,
 * with `work`, works them. A start-up that fails stops the pg-boss before it throws: no connection is left behind.
 */
export async function startJobs(env: ServerEnv, registered: Registered, options: { orm: Orm; databaseUrl: string; work: boolean }): Promise<Jobs> {
  const { orm, databaseUrl, work } = options;
  const { sweeps } = registered;
  const purging = env.cdnPurge && env.siteUrl ? { orm, settings: env.cdnPurge, origin: env.siteUrl, retryDelaySeconds: env.cdnPurgeRetrySeconds } : undefined;
  // Each part's share of the connections the three pg-boss instances had, so the sum is what they took.
  const boss = await startJobsBoss(databaseUrl, JOB_CONNECTIONS.mail + JOB_CONNECTIONS.housekeeping + (purging ? JOB_CONNECTIONS.cdnPurge : 0));
  const [mailer, housekeeping, cdnPurge] = await startOrStop(boss, async () => {
    // Declared side by side, as the three instances started: a cold start waits for the slowest only.
    const settled = await Promise.allSettled([
      Mailer.start({ orm, boss, dataDir: env.dataDir, settings: env.mail, site: env.site, work: false, jobs: registered.jobs, templates: registered.mails }),
      Housekeeping.start({ boss, orm, sweeps }),
      purging ? CdnPurge.start(boss, purging) : undefined,
    ]);
    const failure = settled.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as [Mailer, Housekeeping, CdnPurge | undefined];
  });
  let working: Promise<void> | undefined;
  const jobs: Jobs = {
    mailer,
    housekeeping,
    cdnPurge,
    startWorking: () =>
      (working ??= Promise.all([mailer.startWorking(), housekeeping.startWorking(), cdnPurge?.startWorking()]).then(
        () => {},
        (error: unknown) => {
          working = undefined;
          throw error;
        },
      )),
    // Shutdown goes on to close the ORM whatever happens here (server/start.ts).
    stop: (timeoutMs) => stopJobsBoss(boss, timeoutMs).catch((error: unknown) => console.error(`Stopping the jobs failed: ${(error as Error).message}`)),
  };
  if (work) await jobs.startWorking();
  return jobs;
}

/** `start`'s result, or, when it fails, the pg-boss stopped before the failure is thrown. */
async function startOrStop<T>(boss: PgBoss, start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    await stopJobsBoss(boss, 2_000).catch(() => {});
    throw error;
  }
}
