import { afterAll, beforeAll } from 'vitest';
import type { AdminRole } from '#lib/domain/staff/staff.schema.ts';
import { InboundMailWorker } from '#server/mail/inbound/imap-worker.ts';
import { readImapEnv } from '#server/mail/inbound/imap-env.ts';
import { smtpTransport } from '#server/mail/transport.ts';
import { startImapServer, type TestImapServer } from './imap-server.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp.ts';
import { startTestApp, type TestApp, type TestClient } from './test-app.ts';
import { registered } from '#server/features/index.ts';

export interface MailRoundTrip {
  app: TestApp;
  smtp: TestSmtpServer;
  imap: TestImapServer;
  /** A client signed in as a new admin of `app` (an owner unless `role` says staff). */
  staff: TestClient;
  /** The mailbox reader, polling every second. */
  worker: InboundMailWorker;
}

/**
 * The whole mail round trip against real servers, for a test file: our mail leaves by SMTP (the app works its
 * outbox), answers are delivered into a Dovecot mailbox, and the reader files them. Started before the file's
 * tests, stopped after them; `assign` copies the parts into the file's own variables once started. `unclaimed` has
 * mail no feature claims kept for staff, as the app does (without it, such mail is left unseen).
 */
export function withMailRoundTrip(assign: (started: MailRoundTrip) => void, options: { role?: AdminRole; unclaimed?: boolean } = {}): void {
  const started = {} as MailRoundTrip;
  beforeAll(async () => {
    [started.smtp, started.imap] = await Promise.all([startSmtpServer(), startImapServer()]);
    const settings = readImapEnv({ IMAP_URL: started.imap.url })!;
    started.app = await startTestApp({
      mail: { work: true, transport: smtpTransport(started.smtp.url), settings: { inboundAddress: settings.address }, retries: { retryLimit: 1, retryDelay: 1, retryDelayMax: 1 } },
    });
    ({ client: started.staff } = await started.app.signedInAdmin({ role: options.role }));
    started.worker = InboundMailWorker.start({ orm: started.app.orm, matchers: registered.inbound, unclaimed: options.unclaimed ? registered.unclaimed : [], databaseUrl: started.app.databaseUrl, settings, pollSeconds: 1, maxBackoffMs: 1000 });
    assign(started);
  });
  afterAll(async () => {
    await started.worker?.stop();
    await started.app?.close();
    await Promise.all([started.smtp?.close(), started.imap?.close()]);
  });
}
