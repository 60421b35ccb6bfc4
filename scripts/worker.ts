/**
 * Sends queued mail in a process of its own (`npm run worker`, the Procfile's `worker:`), for deploys
 * that scale it apart from the web process (run those with MAIL_WORKER=off). It needs DATABASE_URL:
 * the embedded PostgreSQL belongs to the one web process that started it.
 */
import { connectDatabase } from '#database/connect.ts';
import { seedSiteSettings } from '#server/seeds/site-settings.seed.ts';
import { bootstrap } from '#server/bootstrap.ts';
import { readEnv } from '#server/env.ts';
import { within } from '#server/lifecycle.ts';

const env = readEnv();
if (!env.databaseUrl) {
  console.error('npm run worker needs DATABASE_URL. Without it the web process (npm start) sends the mail itself.');
  process.exit(1);
}

// The web process's start-up (decision 142): SITE_TIMEZONE, the server's secret, every queue, IMAP.
const boot = bootstrap(env);
const database = await connectDatabase(env);
// A worker started before any web process writes the company's first details just as the web process would.
await seedSiteSettings(database.orm.em.fork(), env.site);
// This process exists to send: MAIL_WORKER=off (meant for the web process on a shared config) does not apply here.
const started = await boot.start({ orm: database.orm, url: database.url, directUrl: database.directUrl }, { work: true });
console.log(`Mail worker ready: ${started.mailer.transport.description}${started.inbound ? `; reading answers from ${env.imap!.label}` : ''}.`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing the mail being sent and stopping.`);
  // Within the platform's 10 s, also when PostgreSQL is unreachable and nothing can close politely.
  await within(7_000, started.stop(6_500));
  await within(2_000, database.close());
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
