/**
 * Sends queued mail in a process of its own (`npm run worker`, the Procfile's `worker:`), for deploys
 * that scale it apart from the web process (run those with MAIL_WORKER=off). It needs DATABASE_URL:
 * the embedded PostgreSQL belongs to the one web process that started it.
 */
import { connectDatabase } from '#database/connect.ts';
import { readEnv } from '#server/env.ts';
import { Mailer } from '#server/mail/mailer.ts';
import { Housekeeping } from '#server/maintenance/housekeeping.ts';
import { within } from '#server/lifecycle.ts';

const env = readEnv();
if (!env.databaseUrl) {
  console.error('npm run worker needs DATABASE_URL. Without it the web process (npm start) sends the mail itself.');
  process.exit(1);
}

const database = await connectDatabase(env);
// This process exists to send: MAIL_WORKER=off (meant for the web process on a shared config) does not apply here.
const mailer = await Mailer.start({ orm: database.orm, databaseUrl: database.url, dataDir: env.dataDir, settings: env.mail, site: env.site, work: true });
for (const warning of env.mail.warnings) console.warn(`Warning: ${warning}`);
// The scheduled housekeeping sweep runs where mail is sent (decision 084).
const housekeeping = await Housekeeping.start({ orm: database.orm, databaseUrl: database.url, work: true });
console.log(`Mail worker ready: ${mailer.transport.description}.`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing the mail being sent and stopping.`);
  // Within the platform's 10 s, also when PostgreSQL is unreachable and nothing can close politely.
  await within(7_000, Promise.all([mailer.stop(6_500), housekeeping.stop(6_500)]));
  await within(2_000, database.close());
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
