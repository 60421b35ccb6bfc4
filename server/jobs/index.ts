import type { Orm } from '#database/orm.ts';
import type { ServerEnv } from '../env.ts';
import type { Feature } from '../feature.ts';
import { CdnPurge } from '../cache/cdn-purge.ts';
import { Mailer, type HostedJob, type MailerOptions } from '../mail/mailer.ts';
import type { InboundMatcher } from '../mail/inbound/inbound-message.ts';
import type { MailTemplates } from '../mail/render.ts';
import { Housekeeping } from '../maintenance/housekeeping.ts';

/**
 * What the features hand the jobs (server/features/index.ts's `registered`, decision 164): their jobs on the mail
 * queue's pg-boss, their mail templates, their inbound matchers and their parts of the housekeeping sweep. Every
 * job is worked by the processes that send mail (the web process unless MAIL_WORKER=off, and `npm run worker`),
 * which bootstrap starts the same way; the core's own are the mail queue, housekeeping and the CDN purge.
 */
export interface Registered {
  jobs: readonly HostedJob[];
  mails: () => Promise<MailTemplates>;
  inbound: readonly InboundMatcher[];
  sweeps: NonNullable<Feature['sweeps']>;
}

/** The Mailer with every job and template the features registered: what tests and bootstrap start. */
export function startMailer(registered: Pick<Registered, 'jobs' | 'mails'>, options: Omit<MailerOptions, 'jobs' | 'templates'>): Promise<Mailer> {
  return Mailer.start({ ...options, jobs: registered.jobs, templates: registered.mails });
}

/** The pg-boss instances of one process: the Mailer's, housekeeping's and (with CDN_PURGE_URL) the CDN purge's. */
export interface Jobs {
  mailer: Mailer;
  housekeeping: Housekeeping;
  cdnPurge: CdnPurge | undefined;
  /** Works every queue from now on (the web process calls it once it listens). */
  startWorking(): Promise<void>;
  /** Lets running jobs finish within `timeoutMs`, then closes their connections. */
  stop(timeoutMs: number): Promise<void>;
}

/**
 * Declares every queue and schedule. Each instance is recorded as it starts: a failure of one stops the ones
 * already started before it is thrown, so a start-up that fails leaves no connection behind.
 */
export async function startJobs(env: ServerEnv, registered: Registered, options: { orm: Orm; databaseUrl: string; work: boolean }): Promise<Jobs> {
  const { orm, databaseUrl, work } = options;
  const { sweeps } = registered;
  const started: { mailer?: Mailer; housekeeping?: Housekeeping; cdnPurge?: CdnPurge } = {};
  const stop = async (timeoutMs: number) => {
    await Promise.all([
      started.mailer?.stop(timeoutMs).catch((error: unknown) => console.error(`Stopping the mail worker failed: ${(error as Error).message}`)),
      started.housekeeping?.stop(timeoutMs).catch(() => {}),
      started.cdnPurge?.stop(timeoutMs).catch(() => {}),
    ]);
  };
  const settled = await Promise.allSettled([
    startMailer(registered, { orm, databaseUrl, dataDir: env.dataDir, settings: env.mail, site: env.site, work }).then((mailer) => (started.mailer = mailer)),
    Housekeeping.start({ orm, databaseUrl, work, sweeps }).then((housekeeping) => (started.housekeeping = housekeeping)),
    env.cdnPurge && env.siteUrl
      ? CdnPurge.start(databaseUrl, { orm, settings: env.cdnPurge, origin: env.siteUrl, retryDelaySeconds: env.cdnPurgeRetrySeconds }).then(async (purge) => {
            started.cdnPurge = purge;
            if (work) await purge.startWorking();
          })
      : undefined,
  ]);
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) {
    await stop(2_000);
    throw failure.reason;
  }
  const { mailer, housekeeping, cdnPurge } = started as Required<Pick<typeof started, 'mailer' | 'housekeeping'>> & { cdnPurge?: CdnPurge };
  return {
    mailer,
    housekeeping,
    cdnPurge,
    startWorking: async () => {
      await Promise.all([mailer.startWorking(), housekeeping.startWorking({ orm, sweeps }), cdnPurge?.startWorking()]);
    },
    stop,
  };
}
