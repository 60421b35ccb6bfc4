import type { RequestHandler } from 'express';
import { flushCompileCache } from 'node:module';
import { resolve } from 'node:path';
import type pg from 'pg';
import type { Database } from '#database/connect.ts';
import { StartupError } from '#lib/startup-error.server.ts';
import type { listenForContentChanges } from './cache/content-changes.ts';
import { ensureProductionBuild } from './build.ts';
import { readEnv } from './env.ts';
import { bootstrap, type Started } from './bootstrap.ts';
import { listen, takeOverFatalErrors, trackRequests, within } from './lifecycle.ts';
import { failureKind, firstLine, outageLog } from './outage-log.ts';
import { WORKER_LISTENING } from './worker-listening.ts';

/**
 * The server's own code (Express, Vike's renderer, pg-boss, every route) is imported once start-up has
 * begun, not before it: loading it is most of a cold start, and here it is done while PostgreSQL starts and
 * the pool connects, which wait on another process (issue 19's cold start ≤ 1 s; decision 093).
 */
const loadServer = () =>
  Promise.all([
    import('#server/seeds/first-admin.ts'),
    import('#server/seeds/site-settings.seed.ts'),
    import('pg'),
    // Loaded beside the rest; bootstrap's start awaits the same module.
    import('./jobs/index.ts'),
    import('./app.ts'),
    import('./cache/content-changes.ts'),
    import('./cache/public-cache.ts'),
    import('./images/image-storage.ts'),
  ]).then(([firstAdmin, siteSettings, pgModule, _jobs, app, contentChanges, cache, images]) => ({
    ...firstAdmin,
    ...siteSettings,
    pg: pgModule.default,
    ...app,
    ...contentChanges,
    ...cache,
    ...images,
  }));

/**
 * SIGTERM to exit: the platform kills at 10 s (Heroku's grace period). The listener accepts for
 * SHUTDOWN_DRAIN_SECONDS, requests finish within 7 s of SIGTERM, closing the rest takes ~2 s.
 */
const DRAIN_MS = 7_000;
const EXIT_BY_MS = 9_500;
/** The embedded cluster stops last, after every pool; this much of the budget is kept for it. */
const CLUSTER_STOP_MS = 1_000;

// Everything that must be stopped, in the order it is stopped; filled in as start-up proceeds.
let database: Database | undefined;
let sessionPool: pg.Pool | undefined;
let closeDevServer: (() => Promise<void>) | undefined;
// The jobs and the mailbox reader bootstrap started (server/bootstrap.ts).
let started: Started | undefined;
let contentListener: ReturnType<typeof listenForContentChanges> | undefined;
let drain: ReturnType<typeof trackRequests>['drain'] | undefined;
let acceptMs = 0;

let stopping = false;
async function stop(reason: string, exitCode: number): Promise<never> {
  if (stopping) return new Promise<never>(() => {});
  stopping = true;
  const deadline = Date.now() + EXIT_BY_MS;
  const left = () => deadline - Date.now();
  // Whatever happens below, the process is gone within 10 s; reaching this means a step ignored its bound.
  setTimeout(() => process.exit(exitCode || 1), 10_000).unref();
  if (exitCode === 0) console.log(`${reason}: finishing requests in flight, then shutting down.`);
  // Only the platform's SIGTERM comes while its router may still send; Ctrl-C and failures stop accepting at once.
  const cut = drain ? await drain({ acceptMs: reason === 'SIGTERM' ? acceptMs : 0, timeoutMs: DRAIN_MS }) : 0;
  if (cut > 0) console.warn(`${cut} request(s) did not finish within ${DRAIN_MS / 1000} s and were cut.`);
  // After a failure the dev server may still be loading modules; closing it would only add noise to the one line.
  if (exitCode === 0) await within(left() - CLUSTER_STOP_MS, closeDevServer?.() ?? Promise.resolve());
  // Every pool at once, each as politely as it can in the time left: during an outage none can say goodbye.
  const closing = [
    (async () => {
      // A send or sweep that is finishing still works through the ORM: the mail workers and housekeeping stop first.
      await started?.stop(Math.max(0, left() - CLUSTER_STOP_MS - 500));
      await database?.orm.close().catch((error: unknown) => console.error(`Closing the database pool failed: ${firstLine(error)}`));
    })(),
    contentListener?.close().catch(() => {}),
    sessionPool?.end().catch(() => {}),
  ];
  if (!(await within(left() - CLUSTER_STOP_MS, Promise.all(closing)))) console.warn('Database connections did not close in time; leaving them to the exit.');
  if (database?.embedded && !(await within(left(), database.embedded.stop()))) console.warn('The embedded PostgreSQL is still stopping; its watchdog finishes the job.');
  process.exit(exitCode);
}

process.on('SIGTERM', () => void stop('SIGTERM', 0));
process.on('SIGINT', () => void stop('SIGINT', 0));

try {
  const env = readEnv();
  const root = process.cwd();
  if (env.production) ensureProductionBuild(root);
  // SITE_TIMEZONE before anything reads "today"; the rest of start-up once the database is there.
  const boot = bootstrap(env);
  // After the build (the app imports what it made), and once PostgreSQL's process is spawned: loading
  // blocks this thread, so begun earlier it would only delay the spawn. A failure is reported where awaited.
  let loading: ReturnType<typeof loadServer> | undefined;
  const load = () => {
    loading = loadServer();
    loading.catch(() => {});
  };
  const { connectDatabase } = await import('#database/connect.ts');
  database = await connectDatabase({ ...env, whileStarting: load });
  const { ensureFirstAdmin, seedSiteSettings, pg, createApp, listenForContentChanges, PublicCache, s3ImageStorage, s3SettingsFromEnv } =
    await (loading ?? loadServer());
  if (database.embedded?.created) {
    const { seedDemoContent } = await import('#server/seeds/demo.seed.ts');
    const { created } = await seedDemoContent(database.orm.em.fork());
    console.log(`New local database: loaded ${created} demo records.`);
  }

  sessionPool = new pg.Pool({ connectionString: database.url, max: 5, connectionTimeoutMillis: 5000 });
  // An idle connection the server drops (restart, fail-over) is an 'error' event: without a listener it kills the process.
  sessionPool.on('error', (error) => outageLog.note(`session pool ${failureKind(error)}`, `Session pool: ${firstLine(error)}`));

  // Start-up's database steps are independent, so they run side by side: each waits on PostgreSQL far more
  // than on this process (issue 19's cold start). Each is recorded as it succeeds, so a failure of one
  // still lets stop() close the others.
  const orm = database.orm;
  const settled = await Promise.allSettled([
    ensureFirstAdmin(orm.em.fork(), { configured: env.firstAdmin, embedded: Boolean(database.embedded), email: env.adminEmail }),
    // The environment gives the company's first contact details, and the FAQ and Terms start as shipped; from then on they are edited under Settings.
    seedSiteSettings(orm.em.fork(), env.site),
    // The secret, every queue and schedule (mail, reminders, housekeeping, CDN purge): the worker's start-up too.
    // Declared now, with the rest of start-up's database work: after the server listens an outage must not end it.
    // Mail is queued in the database; this process also sends it unless MAIL_WORKER=off (then `npm run worker` does).
    // Sending starts once the server listens, so a start-up that fails sends nothing and says only why.
    boot.start({ orm, url: database.url, directUrl: database.directUrl }, { work: false }).then((running) => (started = running)),
  ]);
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  if (!started) throw new Error('unreachable: every start-up step succeeded');
  const { mailer, cdnPurge, sessionSecret } = started;

  let devMiddleware: RequestHandler | undefined;
  if (!env.production) {
    const { createDevMiddleware } = await import('vike/server');
    // HMR_PORT lets several development servers run side by side.
    const hmrPort = Number(process.env.HMR_PORT) || undefined;
    const dev = await createDevMiddleware({ root, viteConfig: { server: { hmr: hmrPort ? { port: hmrPort } : undefined } } });
    devMiddleware = dev.devMiddleware as unknown as RequestHandler;
    closeDevServer = () => dev.viteServer.close();
  }

  // Production keeps public pages rendered until content changes, in this and every other process.
  const publicCache = env.production ? new PublicCache({ listening: false, cdnSeconds: env.cdnCacheSeconds }) : undefined;
  // LISTEN needs a session of its own: the direct connection, never the pooler (decision 139).
  contentListener = publicCache ? listenForContentChanges(database.directUrl, publicCache, () => cdnPurge?.queue()) : undefined;
  const s3 = s3SettingsFromEnv(process.env);

  const app = createApp({
    orm: database.orm,
    sessionPool,
    sessionSecret,
    rateLimits: env.rateLimits,
    site: env.site,
    trustProxy: env.trustProxy,
    httpsOnly: env.production && env.trustProxy !== false,
    mailer,
    cdnPurge,
    imageStorage: s3 ? s3ImageStorage(s3) : undefined,
    publicCache,
    siteUrl: env.siteUrl,
    health: { unservedSeconds: env.healthUnservedSeconds },
    devMiddleware,
    clientDir: env.production ? resolve(root, 'dist/client') : undefined,
  });
  // Vike (loaded with the app) installs handlers that log uncaught errors and carry on; we stop instead.
  takeOverFatalErrors(() => void stop('fatal error', 1));

  const { default: cluster } = await import('node:cluster');
  const server = await listen(app, env.port, { ownSocket: cluster.isWorker });
  // The primary learns it from us: a socket of our own is bound without its help (server/cluster.ts).
  if (cluster.isWorker) process.send?.(WORKER_LISTENING);
  drain = trackRequests(server).drain;
  // Written now rather than at exit, so a process that is killed still leaves it for the next start.
  flushCompileCache();
  acceptMs = env.shutdownDrainSeconds * 1000;
  // The jobs, and travellers' answers with IMAP_URL, are worked where mail is sent (MAIL_WORKER).
  if (env.mail.worker) await started.startWorking();
  console.log(`Mail: ${mailer.transport.description}; ${mailer.working ? 'sent by this process' : 'sent by a separate worker (MAIL_WORKER=off)'}.`);
  console.log(`Safari site ready at http://localhost:${env.port} (${env.production ? 'production' : 'development'})`);
} catch (error) {
  // One clear line for what we can explain; the full error for what we cannot.
  if (error instanceof StartupError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error);
  }
  await stop('start-up failed', 1);
}
