import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '#database/embedded.ts';
import { poolState } from '#database/orm.ts';
import type { MailTransport, OutgoingMail } from '#server/mail/transport.ts';
import { validInquiry } from '../fixtures/records.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { until } from '../setup/until.ts';
import { allowConsoleErrors } from '../setup/console-errors.ts';

// PostgreSQL is stopped on purpose here: the server's one-line outage reports are expected.
allowConsoleErrors();

// This file stops its database, so it runs its own cluster rather than the run's shared one.
let dir: string;
let cluster: EmbeddedDatabase;
let app: TestApp;
const sent: OutgoingMail[] = [];
const transport: MailTransport = {
  description: 'recorded',
  async send(mail) {
    sent.push(mail);
    return { messageId: mail.messageId };
  },
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'safari-outage-pool-'));
  cluster = await startEmbeddedDatabase(dir, { log: () => {} });
  app = await startTestApp({ adminUrl: cluster.adminUrl, mail: { work: true, transport }, health: { unservedSeconds: 1 } });
});
afterAll(async () => {
  await app?.close().catch(() => {});
  await cluster?.stop();
  await rm(dir, { recursive: true, force: true });
});

/** Resolves once `count` callers have arrived, or rejects after `ms` saying how many made it. */
function barrier(count: number, ms: number) {
  let arrived = 0;
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return async () => {
    if (++arrived === count) open();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`only ${arrived} of ${count} held a connection at once`)), ms);
    });
    try {
      await Promise.race([opened, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * Fills the pool with open transactions, stops PostgreSQL under them, then lets each go on: half
 * fail at their next statement (so ROLLBACK meets the dead link), half at COMMIT.
 */
async function outageUnderOpenTransactions(size: number) {
  let inside = 0;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const transactions = Array.from({ length: size }, (_, i) =>
    app.orm.em
      .fork()
      .transactional(async (em) => {
        await em.execute('select 1');
        inside++;
        await gate;
        if (i % 2 === 0) await em.execute('select 1');
      })
      .then(
        () => 'committed',
        () => 'failed',
      ),
  );
  await until(async () => inside, (n) => n === size, 10_000);
  await cluster.stop();
  release();
  const outcomes = await Promise.all(transactions);
  cluster = await startEmbeddedDatabase(dir, { port: cluster.port, log: () => {} });
  return outcomes;
}

describe('PostgreSQL stopped three times under open transactions', () => {
  it('gives every connection back: afterwards the whole pool serves at once, and sessions and the mail queue work', { timeout: 120_000 }, async () => {
    const { max } = poolState(app.orm);
    for (let round = 0; round < 3; round++) {
      const outcomes = await outageUnderOpenTransactions(max);
      expect(outcomes).toEqual(Array(max).fill('failed'));
    }

    const state = poolState(app.orm);
    expect(state.waiting).toBe(0);
    expect(state.total).toBeLessThanOrEqual(max);

    // Every connection the pool may open is usable at the same moment.
    const arrive = barrier(max, 8_000);
    const held = await Promise.allSettled(
      Array.from({ length: max }, () =>
        app.orm.em.fork().transactional(async (em) => {
          await em.execute('select 1');
          await arrive();
        }),
      ),
    );
    expect(held.filter((h) => h.status === 'rejected').map((h) => String((h as PromiseRejectedResult).reason))).toEqual([]);

    // Through HTTP: as many requests at once as the pool is big, the session store, readiness.
    const pages = await Promise.all(Array.from({ length: max }, () => app.client().get('/api/packages')));
    expect(pages.map((p) => p.status)).toEqual(Array(max).fill(200));
    const { client } = await app.signedInAdmin();
    const me = await Promise.all(Array.from({ length: 5 }, () => client.get('/api/admin/me')));
    expect(me.map((m) => m.status)).toEqual(Array(5).fill(200));
    expect((await app.client().get('/api/ready')).status).toBe(200);

    // pg-boss's pool: a new enquiry's two mails are sent.
    const before = sent.length;
    expect((await app.client().post('/api/inquiries', validInquiry)).status).toBe(201);
    const after = await until(async () => sent.length, (n) => n >= before + 2, 20_000);
    expect(after).toBeGreaterThanOrEqual(before + 2);
  });

  it('keeps liveness up through a long outage (a restart cannot bring PostgreSQL back) while readiness says down', { timeout: 60_000 }, async () => {
    await cluster.stop();
    try {
      expect((await app.client().get('/api/packages')).status).toBe(503);
      // Past the set time without a success, liveness looks further and finds PostgreSQL itself away.
      const health = await until(() => app.client().get('/api/health'), (r) => r.body?.database === 'down', 15_000);
      expect(health.status).toBe(200);
      expect(health.body).toEqual({ ok: true, database: 'down' });
      const ready = await app.client().get('/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ database: 'down' });
    } finally {
      cluster = await startEmbeddedDatabase(dir, { port: cluster.port, log: () => {} });
    }
    expect((await app.client().get('/api/ready')).status).toBe(200);
    expect((await app.client().get('/api/health')).body).toEqual({ ok: true });
  });
});
