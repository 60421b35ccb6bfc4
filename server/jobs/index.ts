import type { Job } from 'pg-boss';
import type { Orm } from '#database/orm.ts';
import { siteToday } from '#database/site-time-zone.ts';
import { GUEST_DETAILS_KEPT_DAYS } from '#lib/inquiry-retention.ts';
import type { ServerEnv } from '../env.ts';
import { CDN_PURGE_QUEUE, CdnPurge } from '../cache/cdn-purge.ts';
import { Mailer, type HostedJob, type MailerOptions } from '../mail/mailer.ts';
import { answerPasswordLinkRequest, ensurePasswordLinkQueue, PASSWORD_LINK_QUEUE, type PasswordLinkJob } from '../features/accounts/password-links.ts';
import { MAIL_DEAD_LETTERS, MAIL_QUEUE } from '../mail/queue.ts';
import { Housekeeping, HOUSEKEEPING_CRON, HOUSEKEEPING_QUEUE } from '../maintenance/housekeeping.ts';
import { createServices } from '../services.ts';
import { ensureReminderQueue, REMINDER_QUEUE, runReminder } from '../features/ledger/booking-reminders.ts';
import { RESERVATION_WATCH_CRON, RESERVATION_WATCH_QUEUE, deleteOldGuestDetails, scheduleReservationWatch, watchReservations } from '../features/reservations/after-booking-jobs.ts';
import { ensurePackQueue, PACK_QUEUE, runPackJob, type PackJob } from '../features/pack/trip-pack.ts';
import { REVIEW_REQUEST_CRON, REVIEW_REQUEST_QUEUE, runReviewRequests, scheduleReviewRequests } from '../features/reviews/review-requests.ts';

/**
 * Every background job of the site, in one list (decision 142): its pg-boss queue, the pg-boss that holds it
 * and what it does. All are worked by the processes that send mail (the web process unless MAIL_WORKER=off,
 * and `npm run worker`), which bootstrap starts the same way. A new job adds its line here and, if it runs on
 * the Mailer's pg-boss, its entry in MAILER_JOBS.
 */
export const JOB_QUEUES = [
  { queue: MAIL_QUEUE, on: 'mail', what: 'sends one queued mail (server/mail/mailer.ts)' },
  { queue: MAIL_DEAD_LETTERS, on: 'mail', what: 'records a mail whose retries are spent' },
  { queue: REMINDER_QUEUE, on: 'mail', what: 'mails a balance reminder (lib/balance-reminders.ts), planned when a booking is made or paid' },
  { queue: PASSWORD_LINK_QUEUE, on: 'mail', what: 'answers a "Forgot password?" request (decision 137)' },
  { queue: REVIEW_REQUEST_QUEUE, on: 'mail', what: `asks for reviews three days after a return and reminds once, cron ${REVIEW_REQUEST_CRON} (decision 156)` },
  { queue: RESERVATION_WATCH_QUEUE, on: 'mail', what: `reminds a supplier once after 48 h without an answer and deletes guest details ${GUEST_DETAILS_KEPT_DAYS} days after the return, cron ${RESERVATION_WATCH_CRON} (decision 154)` },
  { queue: PACK_QUEUE, on: 'mail', what: "mails the traveller's pack 14 days before departure, one job per booking, planned with the balance reminders (decision 154)" },
  { queue: HOUSEKEEPING_QUEUE, on: 'housekeeping', what: `sweeps spent keys, sessions and expired enquiries, cron ${HOUSEKEEPING_CRON} (decision 084)` },
  { queue: CDN_PURGE_QUEUE, on: 'cdn-purge', what: 'purges the CDN after a content change (only with CDN_PURGE_URL)' },
] as const;

/** The jobs that live on the Mailer's pg-boss beside the mail queue. */
export const MAILER_JOBS: readonly HostedJob[] = [
  {
    queue: REMINDER_QUEUE,
    declare: ensureReminderQueue,
    run: (job, { orm, mailer }) => runReminder(orm, job, (em, inquiryId, template, mail) => mailer.queueMail(em, inquiryId, template, mail)),
  },
  {
    queue: PASSWORD_LINK_QUEUE,
    declare: ensurePasswordLinkQueue,
    run: (job, { orm, mailer }) => answerPasswordLinkRequest(createServices(orm.em.fork()), mailer, job.data as PasswordLinkJob),
  },
  {
    queue: REVIEW_REQUEST_QUEUE,
    declare: scheduleReviewRequests,
    run: (_job, { orm, mailer }) => runReviewRequests(orm, (em, inquiryId, template, mail) => mailer.queueMail(em, inquiryId, template, mail), siteToday()),
  },
  {
    queue: RESERVATION_WATCH_QUEUE,
    declare: scheduleReservationWatch,
    run: async (_job, { orm, mailer }) => ({
      ...(await watchReservations(orm, (em, id, template, mail) => mailer.toSupplier(em, id, template, mail))),
      guestDetailsDeleted: await deleteOldGuestDetails(orm, siteToday()),
    }),
  },
  {
    queue: PACK_QUEUE,
    declare: ensurePackQueue,
    run: (job, { orm, mailer }) => runPackJob(orm, job as Job<PackJob>, (em, inquiryId, template, mail) => mailer.queueMail(em, inquiryId, template, mail)),
  },
];

/** The Mailer with every job it hosts: what tests and bootstrap start. */
export function startMailer(options: Omit<MailerOptions, 'jobs'>): Promise<Mailer> {
  return Mailer.start({ ...options, jobs: MAILER_JOBS });
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
export async function startJobs(env: ServerEnv, options: { orm: Orm; databaseUrl: string; work: boolean }): Promise<Jobs> {
  const { orm, databaseUrl, work } = options;
  const started: { mailer?: Mailer; housekeeping?: Housekeeping; cdnPurge?: CdnPurge } = {};
  const stop = async (timeoutMs: number) => {
    await Promise.all([
      started.mailer?.stop(timeoutMs).catch((error: unknown) => console.error(`Stopping the mail worker failed: ${(error as Error).message}`)),
      started.housekeeping?.stop(timeoutMs).catch(() => {}),
      started.cdnPurge?.stop(timeoutMs).catch(() => {}),
    ]);
  };
  const settled = await Promise.allSettled([
    startMailer({ orm, databaseUrl, dataDir: env.dataDir, settings: env.mail, site: env.site, work }).then((mailer) => (started.mailer = mailer)),
    Housekeeping.start({ orm, databaseUrl, work }).then((housekeeping) => (started.housekeeping = housekeeping)),
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
      await Promise.all([mailer.startWorking(), housekeeping.startWorking({ orm }), cdnPurge?.startWorking()]);
    },
    stop,
  };
}
