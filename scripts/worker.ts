/**
 * Sends queued mail in a process of its own (`npm run worker`, the Procfile's `worker:`), for deploys
 * that scale it apart from the web process (run those with MAIL_WORKER=off). It needs DATABASE_URL:
 * the embedded PostgreSQL belongs to the one web process that started it.
 */
import { connectDatabase } from '#database/connect.ts';
import { seedSiteSettings } from '#database/seeds/site-settings.seed.ts';
import { readEnv } from '#server/env.ts';
import { Mailer } from '#server/mail/mailer.ts';
import { MAIL_WARNING_LOG } from '#server/mail/mail-env.ts';
import { InboundMailWorker } from '#server/mail/inbound/imap-worker.ts';
import { Housekeeping } from '#server/maintenance/housekeeping.ts';
import { within } from '#server/lifecycle.ts';
import { setProposalLinkSecret } from '#server/proposals/proposal-links.ts';
import { readOrCreateSecret } from '#lib/secret-file.server.ts';
import { join } from 'node:path';

const env = readEnv();
if (!env.databaseUrl) {
  console.error('npm run worker needs DATABASE_URL. Without it the web process (npm start) sends the mail itself.');
  process.exit(1);
}

// Proposal mails carry a link derived from the server's secret (decision 100): the same one the web process uses.
setProposalLinkSecret(env.sessionSecret ?? (await readOrCreateSecret(join(env.dataDir, 'session-secret'))));
const database = await connectDatabase(env);
// A worker started before any web process writes the company's first details just as the web process would.
await seedSiteSettings(database.orm.em.fork(), env.site);
// This process exists to send: MAIL_WORKER=off (meant for the web process on a shared config) does not apply here.
const mailer = await Mailer.start({ orm: database.orm, databaseUrl: database.url, dataDir: env.dataDir, settings: env.mail, site: env.site, work: true });
for (const warning of env.mail.warnings) console.warn(`Warning: ${MAIL_WARNING_LOG[warning]}`);
const inbound = env.imap ? InboundMailWorker.start({ orm: database.orm, databaseUrl: database.directUrl, settings: env.imap }) : undefined;
// The scheduled housekeeping sweep runs where mail is sent (decision 084).
const housekeeping = await Housekeeping.start({ orm: database.orm, databaseUrl: database.url, work: true });
// CDN_PURGE_URL: the purges web processes queue are worked where mail is sent.
const cdnPurge = env.cdnPurge && env.siteUrl
  ? await (await import('#server/cache/cdn-purge.ts')).CdnPurge.start(database.url, { orm: database.orm, settings: env.cdnPurge, origin: env.siteUrl, retryDelaySeconds: env.cdnPurgeRetrySeconds })
  : undefined;
await cdnPurge?.startWorking();
console.log(`Mail worker ready: ${mailer.transport.description}${inbound ? `; reading answers from ${env.imap!.label}` : ''}.`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing the mail being sent and stopping.`);
  // Within the platform's 10 s, also when PostgreSQL is unreachable and nothing can close politely.
  await within(7_000, Promise.all([mailer.stop(6_500), housekeeping.stop(6_500), cdnPurge?.stop(6_500), inbound?.stop(2_000)]));
  await within(2_000, database.close());
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
