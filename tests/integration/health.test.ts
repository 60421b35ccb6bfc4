import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolState } from '#database/orm.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { until } from '../setup/until.ts';
import { allowConsoleErrors } from '../setup/console-errors.ts';

// The database is made unreachable on purpose here: the server's outage reports are expected.
allowConsoleErrors();

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ health: { unservedSeconds: 1 } });
});
afterAll(async () => {
  await app?.close();
});

/** Holds every connection of the ORM's pool in an open transaction until `release()`. */
async function holdThePool() {
  const { max } = poolState(app.orm);
  let inside = 0;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = Array.from({ length: max }, () =>
    app.orm.em.fork().transactional(async (em) => {
      await em.execute('select 1');
      inside++;
      await gate;
    }),
  );
  await until(async () => inside, (n) => n === max, 10_000);
  return async () => {
    release();
    await Promise.all(held);
  };
}

describe('readiness and liveness', () => {
  it('reports the pool: ready when a connection can be had, busy when none is free', async () => {
    const ready = await app.client().get('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ ok: true, database: 'up', pool: { max: poolState(app.orm).max, waiting: 0 } });

    const release = await holdThePool();
    try {
      const busy = await app.client().get('/api/ready');
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe('5');
      expect(busy.body).toMatchObject({ database: 'busy' });
    } finally {
      await release();
    }
    expect((await app.client().get('/api/ready')).status).toBe(200);
  });

  it('fails liveness when the process has served nothing for the set time while PostgreSQL answers, and passes again once it serves', async () => {
    expect((await app.client().get('/api/health')).status).toBe(200);
    const release = await holdThePool();
    try {
      // A visitor's request waits for a connection in vain: the process cannot serve.
      expect((await app.client().get('/api/packages')).status).toBe(503);
      const health = await until(() => app.client().get('/api/health'), (r) => r.status === 503, 15_000);
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ ok: false });
    } finally {
      await release();
    }
    expect((await app.client().get('/api/health')).status).toBe(200);
    expect((await app.client().get('/api/packages')).status).toBe(200);
  });
});
