import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InboundMailRepository } from '#database/repositories/inbound-mail.repo.ts';
import { InboundMailWorker } from '#server/mail/inbound/imap-worker.ts';
import { readImapEnv } from '#server/mail/inbound/imap-env.ts';
import { startImapServer, type TestImapServer } from '../setup/imap-server.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { until } from '../setup/until.ts';
import { registered } from '#server/features/index.ts';

// A mailbox that stops answering without closing anything (decision 136): the reader's watchdog says so.
// Production waits 90 s (a 60 s poll and 30 s more); here 1 s and 3 s, so the test takes seconds.
let app: TestApp;
let imap: TestImapServer;
let silent: Server;
const sockets: Socket[] = [];

beforeAll(async () => {
  imap = await startImapServer();
  app = await startTestApp();
  // Takes connections and never says a word, not even the greeting.
  silent = createServer((socket) => sockets.push(socket.on('error', () => {})));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent?.close(resolve));
  await app?.close();
  await imap?.close();
});

const state = () => new InboundMailRepository(app.services().em).mailboxState();
const start = (url: string) => InboundMailWorker.start({ orm: app.orm, matchers: registered.inbound, databaseUrl: app.databaseUrl, settings: readImapEnv({ IMAP_URL: url })!, pollSeconds: 1, maxBackoffMs: 1000, stallMs: 3000 });

describe('a mailbox that stops answering', () => {
  it('shows as not answering once it hangs after working, and as well again once it answers', { timeout: 60_000 }, async () => {
    const worker = start(imap.url);
    try {
      expect(await until(state, (s) => s?.reachable === true)).toMatchObject({ reachable: true });
      imap.pause();
      const stalledAt = Date.now();
      const down = await until(state, (s) => s?.reachable === false, 15_000);
      expect(down).toMatchObject({ reachable: false, failingSince: expect.any(String), lastError: expect.stringMatching(/stopped answering/) });
      // Within the stall time and a watchdog round or two, not socketTimeout's minutes.
      expect(Date.now() - stalledAt).toBeLessThan(10_000);
      imap.resume();
      expect(await until(state, (s) => s?.reachable === true, 30_000)).toMatchObject({ reachable: true, failingSince: null });
    } finally {
      imap.resume();
      await worker.stop();
    }
  });

  it('shows as not answering when the server takes the connection but never greets', { timeout: 60_000 }, async () => {
    const worker = start(`imap://desk%40safari.example:secret@127.0.0.1:${(silent.address() as { port: number }).port}/INBOX`);
    try {
      const down = await until(state, (s) => s?.reachable === false && s.mailbox === 'desk@safari.example on 127.0.0.1' && Date.now() - Date.parse(s.checkedAt) < 5000, 15_000);
      // imapflow's own socket timeout (set to the stall time) or the watchdog, whichever comes first.
      expect(down).toMatchObject({ reachable: false, lastError: expect.stringMatching(/stopped answering|timeout/i) });
      expect(sockets.length).toBeGreaterThan(0);
    } finally {
      await worker.stop();
    }
  });
});
