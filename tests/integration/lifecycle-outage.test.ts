import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '#database/embedded.ts';
import { validInquiry } from '../fixtures/records.ts';
import { TestClient } from '../setup/test-app.ts';
import { until } from '../setup/until.ts';
import { freePort } from '../setup/ports.ts';

// The real server entry on a PostgreSQL of its own, which this file stops.
let dir: string;
let cluster: EmbeddedDatabase;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'safari-lifecycle-outage-'));
  cluster = await startEmbeddedDatabase(join(dir, 'pg'), { log: () => {} });
});
afterAll(async () => {
  await cluster?.stop();
  await rm(dir, { recursive: true, force: true });
});


function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));
}

describe('SIGTERM and outages', () => {
  it('exits 0 on SIGTERM after two outages and during a third, the mail worker on', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['server/index.ts'], {
      env: { ...process.env, NODE_ENV: 'development', DATA_DIR: join(dir, 'data'), DATABASE_URL: cluster.url, PORT: String(port), HMR_PORT: String(await freePort()) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const gone = exited(child);
    const client = new TestClient(`http://127.0.0.1:${port}`);
    const health = await until(() => client.get('/api/health').catch(() => ({ status: 0 })), (r) => r.status === 200, 60_000);
    expect(health.status).toBe(200);

    for (let outage = 1; outage <= 3; outage++) {
      expect((await client.post('/api/inquiries', validInquiry)).status).toBe(201);
      await cluster.stop();
      expect((await client.post('/api/inquiries', validInquiry)).status).toBe(503);
      if (outage === 3) break;
      cluster = await startEmbeddedDatabase(join(dir, 'pg'), { port: cluster.port, log: () => {} });
      const back = await until(() => client.post('/api/inquiries', validInquiry), (r) => r.status === 201, 20_000);
      expect(back.status).toBe(201);
    }

    child.kill('SIGTERM');
    const code = await gone;
    cluster = await startEmbeddedDatabase(join(dir, 'pg'), { port: cluster.port, log: () => {} });
    // Exit 1 would mean a step outlasted its bound and the 10 s backstop fired.
    expect({ code, output: output.split('\n').slice(-5).join('\n') }).toMatchObject({ code: 0 });
  });
});
