import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '#database/embedded.ts';
import { buildOnce, startProductionServer, type ProductionServer } from '../setup/production-server.ts';
import { until } from '../setup/until.ts';

// WEB_CONCURRENCY=2 on a PostgreSQL of this file's own, which it stops: a web process replaced during an outage
// longer than its start-up's patience (DATABASE_CONNECT_TIMEOUT_SECONDS, 1 s here) fails that start-up (issue 38, N6).
let dir: string;
let database: EmbeddedDatabase;
let server: ProductionServer;

/** The primary's children: the web processes. */
const webProcesses = () => {
  try {
    return execFileSync('pgrep', ['-P', String(server.pid)], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
};
const linesStarting = (start: string) => server.output().split('\n').filter((line) => line.startsWith(start)).length;
const primaryRuns = () => {
  try {
    process.kill(server.pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  buildOnce();
  dir = await mkdtemp(join(tmpdir(), 'safari-cluster-restarts-'));
  database = await startEmbeddedDatabase(dir, { log: () => {} });
  server = await startProductionServer(
    { WEB_CONCURRENCY: '2', DATABASE_URL: database.url, DATABASE_CONNECT_TIMEOUT_SECONDS: '1' },
    { databaseUrl: database.url, listenerUrl: database.url },
  );
  await until(async () => linesStarting('Safari site ready'), (n) => n === 2, 60_000);
}, 180_000);
afterAll(async () => {
  await server?.stop().catch(() => {});
  await database?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('WEB_CONCURRENCY=2 during a database outage', () => {
  it('starts a failed replacement again with backoff while its sibling serves, and has two processes once PostgreSQL is back', async () => {
    await database.stop();
    const [victim, sibling] = webProcesses();
    process.kill(victim!, 'SIGKILL');
    // The replacement cannot reach PostgreSQL, gives up its start-up, and is started again, twice over.
    await until(async () => linesStarting('Replacement web process'), (n) => n >= 2, 60_000);
    expect(server.output()).toMatch(/Replacement web process \d+ failed its start-up; starting it again in 1 s while the others serve\./);
    expect(server.output()).toMatch(/Replacement web process \d+ failed its start-up; starting it again in 2 s while the others serve\./);
    expect(primaryRuns()).toBe(true);
    expect(webProcesses()).toContain(sibling);
    // The sibling answers throughout: liveness stays up while PostgreSQL itself is down.
    expect((await server.get('/api/health', { connection: 'close' })).status).toBe(200);

    database = await startEmbeddedDatabase(dir, { port: database.port, log: () => {} });
    await until(async () => linesStarting('Safari site ready'), (n) => n === 3, 90_000);
    expect(await until(async () => webProcesses(), (pids) => pids.length === 2)).toHaveLength(2);
    expect(primaryRuns()).toBe(true);
    for (let i = 0; i < 4; i++) expect((await server.get('/api/ready', { connection: 'close' })).status).toBe(200);
  }, 180_000);

  it('keeps idle connections open longer than a load balancer’s 60 s', async () => {
    const answer = await server.get('/api/health');
    expect(answer.headers['keep-alive']).toBe('timeout=65');
  });
});

describe('WEB_CONCURRENCY=2 when the deploy itself cannot start', () => {
  it('stops every process and exits 1, rather than starting them again and again', async () => {
    const child = spawn(process.execPath, ['server/index.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SESSION_SECRET: randomBytes(32).toString('hex'),
        PORT: '0',
        WEB_CONCURRENCY: '2',
        DATABASE_URL: 'postgres://nobody:nothing@127.0.0.1:1/safari',
        DATABASE_POOLER: 'none',
        DATABASE_CONNECT_TIMEOUT_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code, output).toBe(1);
    expect(output).toContain('Cannot start: Cannot reach the database at 127.0.0.1:1/safari');
    expect(output).not.toContain('Replacement web process');
  }, 60_000);
});
