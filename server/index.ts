import type { RequestHandler } from 'express';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { connectDatabase } from '#database/connect.ts';
import { seedDemoContent } from '#database/seeds/demo.seed.ts';
import { ensureFirstAdmin } from '#database/seeds/first-admin.ts';
import { readOrCreateSecret } from '#lib/secret-file.ts';
import { createApp } from './app.ts';
import { listenForContentChanges } from './cache/content-changes.ts';
import { PublicCache } from './cache/public-cache.ts';
import { ensureProductionBuild } from './build.ts';
import { readEnv } from './env.ts';
import { Mailer } from './mail/mailer.ts';
import { s3ImageStorage, s3SettingsFromEnv } from './images/image-storage.ts';

const env = readEnv();
const s3 = s3SettingsFromEnv(process.env);
const root = process.cwd();

if (env.production) ensureProductionBuild(root);

const database = await connectDatabase(env);
if (database.embedded?.created) {
  const { created } = await seedDemoContent(database.orm.em.fork());
  console.log(`New local database: loaded ${created} demo records.`);
}
await ensureFirstAdmin(database.orm.em.fork(), { configured: env.firstAdmin, embedded: Boolean(database.embedded) });

// No default secret in code: without SESSION_SECRET one is generated once and kept beside the data.
const sessionSecret = env.sessionSecret ?? (await readOrCreateSecret(join(env.dataDir, 'session-secret')));
const sessionPool = new pg.Pool({ connectionString: database.url, max: 5 });

// Mail is queued in the database; this process also sends it unless MAIL_WORKER=off (then `npm run worker` does).
const mailer = await Mailer.start({ orm: database.orm, databaseUrl: database.url, dataDir: env.dataDir, settings: env.mail, site: env.site, work: env.mail.worker });
for (const warning of env.mail.warnings) console.warn(`Warning: ${warning}`);
console.log(`Mail: ${mailer.transport.description}; ${mailer.working ? 'sent by this process' : 'sent by a separate worker (MAIL_WORKER=off)'}.`);

let devMiddleware: RequestHandler | undefined;
let closeDevServer: (() => Promise<void>) | undefined;
if (!env.production) {
  const { createDevMiddleware } = await import('vike/server');
  // HMR_PORT lets several development servers run side by side.
  const hmrPort = Number(process.env.HMR_PORT) || undefined;
  const dev = await createDevMiddleware({ root, viteConfig: { server: { hmr: hmrPort ? { port: hmrPort } : undefined } } });
  devMiddleware = dev.devMiddleware as unknown as RequestHandler;
  closeDevServer = () => dev.viteServer.close();
}

// Production keeps public pages rendered until content changes, in this and every other process.
const publicCache = env.production ? new PublicCache({ listening: false }) : undefined;
const contentListener = publicCache ? listenForContentChanges(database.url, publicCache) : undefined;

const app = createApp({
  orm: database.orm,
  sessionPool,
  sessionSecret,
  rateLimits: env.rateLimits,
  site: env.site,
  trustProxy: env.trustProxy,
  mailer,
  imageStorage: s3 ? s3ImageStorage(s3) : undefined,
  publicCache,
  siteUrl: env.siteUrl,
  devMiddleware,
  clientDir: env.production ? resolve(root, 'dist/client') : undefined,
});

const server = app.listen(env.port, () => {
  console.log(`Safari site ready at http://localhost:${env.port} (${env.production ? 'production' : 'development'})`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing requests and shutting down.`);
  // Stop accepting; close idle keep-alive sockets now, busy ones once their response is sent.
  const closed = new Promise<void>((done) => server.close(() => done()));
  server.closeIdleConnections();
  const forceAfter = setTimeout(() => server.closeAllConnections(), 10_000);
  await closed;
  clearTimeout(forceAfter);
  await closeDevServer?.();
  await mailer.stop();
  await contentListener?.close();
  await sessionPool.end();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
