import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '#database/embedded.ts';
import { InboundMailWorker } from '#server/mail/inbound/imap-worker.ts';
import { readImapEnv } from '#server/mail/inbound/imap-env.ts';
import { outageLog } from '#server/outage-log.ts';
import { startImapServer, type TestImapServer } from '../setup/imap-server.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { until } from '../setup/until.ts';
import { registered } from '#server/features/index.ts';

// The reader on a PostgreSQL of its own, which this file stops and starts again under it.
let dir: string;
let cluster: EmbeddedDatabase;
let imap: TestImapServer;
let app: TestApp;
let worker: InboundMailWorker;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'safari-inbound-outage-'));
  [cluster, imap] = await Promise.all([startEmbeddedDatabase(join(dir, 'pg'), { log: () => {} }), startImapServer()]);
  app = await startTestApp({ adminUrl: cluster.url });
  worker = InboundMailWorker.start({ orm: app.orm, matchers: registered.inbound, databaseUrl: app.databaseUrl, settings: readImapEnv({ IMAP_URL: imap.url })!, pollSeconds: 1, maxBackoffMs: 1000 });
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await app?.close();
  await imap?.close();
  await cluster?.stop();
  await rm(dir, { recursive: true, force: true });
});

const answer = (reference: number, text: string) =>
  `From: Amara <amara@example.com>\r\nSubject: Re: [AST-${reference}]\r\nMessage-ID: <${text.replace(/\W/g, '')}-${Date.now()}@mail.example.com>\r\nContent-Type: text/plain\r\n\r\n${text}\r\n`;

describe('when PostgreSQL goes away', () => {
  it('takes the lock again and files the answers that arrived meanwhile, by itself', { timeout: 120_000 }, async () => {
    const created = await app.client().post('/api/inquiries', { firstName: 'Amara', lastName: 'Okafor', email: 'amara@example.com', packageType: 'elegant', groupSize: '3-4', message: 'Hello' });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const detail = async () => {
      const events = await app.services().em.execute<{ body: string }[]>(`select body from inquiry_events where inquiry_id = ? and kind = 'inbound' order by created_at`, [id]);
      return events.map((e) => e.body);
    };
    const reference = (await app.services().inquiries.detail(id))!.reference;

    await imap.deliver(answer(reference, 'Before the outage'));
    expect(await until(detail, (b) => b.length === 1)).toEqual(['Before the outage']);

    await cluster.stop();
    const uid = await imap.deliver(answer(reference, 'During the outage'));
    // Nothing can be stored now, so the mail is not marked read either: looked at once the reader has failed
    // twice since the mail arrived (it retries within a second), rather than after a fixed wait.
    const failures = vi.spyOn(outageLog, 'note');
    try {
      const inboundFailures = async () => failures.mock.calls.filter(([kind]) => kind.startsWith('inbound mail')).length;
      expect(await until(inboundFailures, (n) => n >= 2, 10_000)).toBeGreaterThanOrEqual(2);
    } finally {
      failures.mockRestore();
    }
    expect(await imap.flags(uid)).not.toContain('\\Seen');

    cluster = await startEmbeddedDatabase(join(dir, 'pg'), { port: cluster.port, log: () => {} });
    expect(await until(() => detail().catch(() => []), (b) => b.length === 2, 60_000)).toEqual(['Before the outage', 'During the outage']);
    await until(() => imap.flags(uid), (f) => f.has('\\Seen'));
    expect(await imap.flags(uid)).toContain('\\Seen');
  });
});
