import { join } from 'node:path';
import { setSiteTimeZone } from '#database/site-time-zone.ts';
import type { Orm } from '#database/orm.ts';
import { readOrCreateSecret } from '#lib/secret-file.server.ts';
import type { ServerEnv } from './env.ts';
import type { Jobs } from './jobs/index.ts';
import { within } from './lifecycle.ts';
import type { InboundMailWorker } from './mail/inbound/imap-worker.ts';
import { MAIL_WARNING_LOG } from './mail/mail-env.ts';
import { setLinkSecret } from './links/token-links.ts';

/** What a process runs beside its requests once bootstrap started it. */
export interface Started extends Jobs {
  sessionSecret: string;
  /** The mailbox reader, once working with IMAP_URL. */
  readonly inbound: InboundMailWorker | undefined;
  /** Works every job, and reads the mailbox with IMAP_URL (the web process once it listens, if MAIL_WORKER). */
  startWorking(): Promise<void>;
  /** The mailbox reader first (it records through the ORM), then the process's one pg-boss, within `timeoutMs`. */
  stop(timeoutMs: number): Promise<void>;
}

export interface Bootstrap {
  /**
   * With the database: the server's secret (the web process's sessions and every proposal link, decision 100),
   * the one pg-boss and every queue on it (server/jobs, decision 168), the mail settings' warnings, and with `work`
   * the jobs and IMAP at once.
   */
  start(database: { orm: Orm; url: string; directUrl: string }, options: { work: boolean }): Promise<Started>;
}

/**
 * The one start-up of the web process (server/start.ts) and `npm run worker` (decision 142), so a split deploy
 * cannot drift. Synchronously, before anything else runs: SITE_TIMEZONE, the operator's "today" for dates,
 * reminders and the desk, in every process alike.
 */
export function bootstrap(env: ServerEnv): Bootstrap {
  setSiteTimeZone(env.siteTimeZone);
  return {
    async start(database, { work }) {
      // No default secret in code: without SESSION_SECRET one is generated once and kept beside the data.
      const sessionSecret = env.sessionSecret ?? (await readOrCreateSecret(join(env.dataDir, 'session-secret')));
      setLinkSecret(sessionSecret);
      // Loaded here, not at the top: the web process loads its server code while PostgreSQL starts (decision 093).
      const [{ startJobs }, { registered }] = await Promise.all([import('./jobs/index.ts'), import('./features/index.ts')]);
      // pg-boss goes through DATABASE_URL, a pooler's if there is one: it keeps nothing on a session (decision 139).
      const jobs = await startJobs(env, registered, { orm: database.orm, databaseUrl: database.url, work });
      for (const warning of env.mail.warnings) console.warn(`Warning: ${MAIL_WARNING_LOG[warning]}`);
      let inbound: InboundMailWorker | undefined;
      const startWorking = async () => {
        // Idempotent: with `work`, startJobs already works every queue and this adds no second worker.
        await jobs.startWorking();
        // Travellers' answers are read where mail is sent; a lock lets one process read at a time (decision 113),
        // taken on the direct connection (decision 139). imapflow and mailparser load only where a mailbox is read.
        if (env.imap && !inbound) {
          const { InboundMailWorker } = await import('./mail/inbound/imap-worker.ts');
          inbound = InboundMailWorker.start({ orm: database.orm, databaseUrl: database.directUrl, settings: env.imap, matchers: registered.inbound, unclaimed: registered.unclaimed });
        }
      };
      if (work) await startWorking();
      return {
        ...jobs,
        sessionSecret,
        startWorking,
        get inbound() {
          return inbound;
        },
        async stop(timeoutMs) {
          const deadline = Date.now() + timeoutMs;
          await within(Math.min(2_000, timeoutMs), inbound?.stop(1_500) ?? Promise.resolve());
          await jobs.stop(Math.max(0, deadline - Date.now()));
        },
      };
    },
  };
}
