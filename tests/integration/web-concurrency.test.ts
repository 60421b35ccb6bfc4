import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_NAME } from '#server/cache/content-changes.ts';
import { buildOnce, startProductionServer, type ProductionServer } from '../setup/production-server.ts';
import { until } from '../setup/until.ts';
import { signInFirstOwner } from '../setup/first-owner.ts';

// WEB_CONCURRENCY=2: one primary, two web processes on one port, each with its own render cache (decision 139).
const STAFF = { username: 'cluster-owner', password: 'a long staff passphrase' };
let server: ProductionServer;
let db: pg.Client | undefined;

/** The primary's children: the web processes. */
const webProcesses = () => {
  try {
    return execFileSync('pgrep', ['-P', String(server.pid)], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
};
const listeners = async () =>
  (await db!.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name like $1', [`${LISTENER_NAME} %`])).rows[0]!.n;
const readyLines = () => server.output().split('\n').filter((line) => line.startsWith('Safari site ready')).length;

beforeAll(async () => {
  buildOnce();
  server = await startProductionServer({ WEB_CONCURRENCY: '2', ADMIN_USERNAME: STAFF.username, ADMIN_PASSWORD: STAFF.password });
  db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  expect(await until(listeners, (n) => n === 2)).toBe(2);
}, 300_000);
afterAll(async () => {
  await db?.end();
  await server?.stop().catch(() => {});
});

describe('WEB_CONCURRENCY=2', () => {
  it('runs two web processes on one port, and a staff edit is served by both at their next request', async () => {
    expect(webProcesses()).toHaveLength(2);
    expect(server.output()).toContain('Starting 2 web processes on one port (WEB_CONCURRENCY=2).');
    const cookie = await signInFirstOwner(server, STAFF);
    // New connections go to the processes in turn: four requests render and cache the page in both.
    for (let i = 0; i < 4; i++) expect((await server.get('/', { connection: 'close' })).status).toBe(200);
    const saved = await server.request('PUT', '/api/admin/settings/company', { headers: { cookie }, json: { phone: '+27 13 737 9090' } });
    expect(saved.status, saved.body).toBe(200);
    for (let i = 0; i < 4; i++) expect((await server.get('/', { connection: 'close' })).body).toContain('+27 13 737 9090');
  });

  it('replaces a web process that crashes, with a log line, and keeps answering', async () => {
    const [victim] = webProcesses();
    process.kill(victim!, 'SIGKILL');
    await until(async () => readyLines(), (n) => n === 3, 30_000);
    expect(server.output()).toContain(`Web process ${victim} exited (SIGKILL); starting a replacement.`);
    expect(await until(async () => webProcesses(), (pids) => pids.length === 2 && !pids.includes(victim!))).toHaveLength(2);
    for (let i = 0; i < 4; i++) expect((await server.get('/api/health', { connection: 'close' })).status).toBe(200);
  }, 40_000);

  it('stops every web process on SIGTERM within the platform’s 10 s', async () => {
    const children = webProcesses();
    // The helper drops the database after the stop; this test's own connection goes first.
    await db?.end();
    db = undefined;
    const started = Date.now();
    await server.stop();
    expect(Date.now() - started).toBeLessThan(10_000);
    for (const pid of children) expect(() => process.kill(pid, 0)).toThrow();
    expect(server.output()).not.toContain('starting a replacement.\nWeb process');
  }, 15_000);
});
