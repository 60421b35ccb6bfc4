import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, type Orm } from '#database/orm.ts';
import { INBOUND_LOCK_KEY } from '#server/mail/inbound/imap-worker.ts';
import type { PgBoss } from 'pg-boss';
import { startJobsBoss, stopJobsBoss } from '#server/jobs/boss.ts';
import { Housekeeping } from '#server/maintenance/housekeeping.ts';
import { validInquiry } from '../fixtures/records.ts';
import { startImapServer, type TestImapServer } from '../setup/imap-server.ts';
import { startPgBouncer, type TestPgBouncer } from '../setup/pgbouncer.ts';
import { buildOnce, createDatabase, dropDatabase, startProductionServer, type ProductionServer } from '../setup/production-server.ts';
import { startSmtpServer, type TestSmtpServer } from '../setup/smtp.ts';
import { until } from '../setup/until.ts';
import { ownPassword, signInFirstOwner } from '../setup/first-owner.ts';
import { registered } from '#server/features/index.ts';

// Two production processes whose DATABASE_URL is a real PgBouncer in transaction mode, with DATABASE_DIRECT_URL
// for what needs a session (decision 139): everything a visitor and staff do must work through it.
const STAFF = { username: 'pooled-owner', password: 'a long staff passphrase' };
let bouncer: TestPgBouncer;
let smtp: TestSmtpServer;
let imap: TestImapServer;
let directUrl: string;
let pooledUrl: string;
let first: ProductionServer;
let second: ProductionServer;

beforeAll(async () => {
  buildOnce();
  [bouncer, smtp, imap, directUrl] = await Promise.all([startPgBouncer(inject('databaseAdminUrl')), startSmtpServer(), startImapServer(), createDatabase()]);
  pooledUrl = bouncer.through(directUrl);
  const env = {
    DATABASE_URL: pooledUrl,
    DATABASE_DIRECT_URL: directUrl,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: STAFF.username,
    ADMIN_PASSWORD: STAFF.password,
    MAIL_WORKER: 'on',
    SMTP_URL: smtp.url,
    IMAP_URL: imap.url,
    RATE_LIMIT_LOGIN_FAILURES: '2',
    RATE_LIMIT_FAILURE_DELAY_MS: '0',
  };
  [first, second] = await Promise.all([startProductionServer(env, { databaseUrl: directUrl }), startProductionServer(env, { databaseUrl: directUrl })]);
}, 300_000);
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await Promise.all([directUrl && dropDatabase(directUrl), bouncer?.close(), smtp?.close(), imap?.close()]);
});

/** The first time finishes the owner's first sign-in (decision 158); later times sign in with its own password. */
let firstSignInDone = false;
const signIn = async (server: ProductionServer) => {
  if (!firstSignInDone) {
    firstSignInDone = true;
    return signInFirstOwner(server, STAFF);
  }
  const response = await server.request('POST', '/api/admin/login', { json: { ...STAFF, password: ownPassword(STAFF.password) } });
  expect(response.status, response.body).toBe(200);
  return String(response.headers['set-cookie']).split(';')[0]!;
};

describe('through PgBouncer in transaction mode', () => {
  it('keeps a session signed in on one process valid on the other', async () => {
    const cookie = await signIn(first);
    const me = await second.get('/api/admin/me', { cookie, host: `127.0.0.1:${second.port}` });
    expect(me.status, me.body).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ username: STAFF.username });
  });

  it('counts failed sign-ins across both processes', async () => {
    // Another username than the staff member's: the limit is per address and username, and the others sign in.
    const wrong = { username: 'guessed-owner', password: 'not the passphrase at all' };
    const statuses = [];
    for (const server of [first, second, first]) statuses.push((await server.request('POST', '/api/admin/login', { json: wrong })).status);
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('stores an enquiry and sends each of its mails exactly once', async () => {
    const before = smtp.received.length;
    const db = new pg.Client({ connectionString: directUrl });
    await db.connect();
    const since = (await db.query('select now() as at')).rows[0].at as Date;
    const answer = await first.request('POST', '/api/inquiries', { json: { ...validInquiry, email: 'pooled@example.com' } });
    expect(answer.status, answer.body).toBe(201);
    await until(async () => smtp.received.length, (count) => count >= before + 2, 20_000);
    // Both processes work the mail queue: a second send would come from a job fetched twice, or one retried or
    // expired after its send. Once every mail job has completed, none is left to send again.
    const unfinished = async () =>
      (await db.query("select count(*)::int as n from pgboss.job where name = 'mail' and created_on >= $1 and state <> 'completed'", [since])).rows[0].n as number;
    expect(await until(unfinished, (n) => n === 0, 20_000)).toBe(0);
    await db.end();
    const mails = smtp.received.slice(before);
    expect(mails.length).toBe(2);
    expect(new Set(mails.map((mail) => mail.envelopeTo.join(','))).size).toBe(2);
  }, 40_000);

  it('shows a staff edit on the other process at its next request', async () => {
    const cookie = await signIn(first);
    expect((await second.get('/')).status).toBe(200);
    const saved = await first.request('PUT', '/api/admin/settings/company', { headers: { cookie }, json: { phone: '+27 13 737 4242' } });
    expect(saved.status, saved.body).toBe(200);
    expect((await second.get('/')).body).toContain('+27 13 737 4242');
  });

  it('lets one process at a time read the mailbox, holding its lock on a direct session', async () => {
    const db = new pg.Client({ connectionString: directUrl });
    const pooler = new pg.Client({ connectionString: bouncer.through(directUrl).replace(/\/[^/?]+(\?|$)/, '/pgbouncer$1') });
    await Promise.all([db.connect(), pooler.connect()]);
    try {
      const holders = await until(
        async () => (await db.query<{ pid: number; name: string }>(
          `select a.pid, a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
            where l.locktype = 'advisory' and l.objid = $1 and l.granted and l.database = (select oid from pg_database where datname = current_database())`,
          [INBOUND_LOCK_KEY],
        )).rows,
        (rows) => rows.length > 0,
      );
      expect(holders.map((row) => row.name)).toEqual(['safari-inbound-mail']);
      // Not one of PgBouncer's server connections, which would hand the lock to whichever client came next.
      const servers = await pooler.query<{ remote_pid: string }>('SHOW SERVERS');
      expect(servers.rows.length).toBeGreaterThan(0);
      expect(servers.rows.map((row) => Number(row.remote_pid))).not.toContain(holders[0]!.pid);
    } finally {
      await Promise.all([db.end(), pooler.end()]);
    }
  });

  it('runs pg-boss jobs, scheduled ones included, through the pooler', async () => {
    let orm: Orm | undefined;
    let boss: PgBoss | undefined;
    try {
      orm = await openDatabase(pooledUrl, directUrl);
      boss = await startJobsBoss(pooledUrl);
      const housekeeping = await Housekeeping.start({ boss, orm, pollingIntervalSeconds: 0.5, sweeps: registered.sweeps });
      await housekeeping.startWorking();
      expect((await housekeeping.schedules()).map((schedule) => schedule.cron)).toEqual(['*/10 * * * *']);
      const id = await housekeeping.sweepNow();
      const jobs = await until(() => housekeeping.jobs(), (found) => found.some((job) => job.id === id && job.state === 'completed'));
      expect(jobs.find((job) => job.id === id)?.state).toBe('completed');
    } finally {
      if (boss) await stopJobsBoss(boss, 5_000);
      await orm?.close();
    }
  });
});

/** Runs the real server entry until it exits; its exit code and what it printed. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['server/index.ts'], {
      env: { ...process.env, NODE_ENV: 'production', SESSION_SECRET: randomBytes(32).toString('hex'), PORT: '0', DATABASE_CONNECT_TIMEOUT_SECONDS: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('start-up behind a pooler', () => {
  it('stops with one line naming DATABASE_DIRECT_URL when PgBouncer says it pools by transaction and no direct URL is set', async () => {
    const { code, output } = await runServer({ DATABASE_URL: pooledUrl });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'Cannot start: DATABASE_URL goes through a pooler in transaction mode, where LISTEN/NOTIFY, advisory locks and migrations break; set DATABASE_DIRECT_URL to a direct connection to PostgreSQL.',
    );
  });

  it('stops the same way when DATABASE_POOLER=transaction says so', async () => {
    const { code, output } = await runServer({ DATABASE_URL: directUrl, DATABASE_POOLER: 'transaction' });
    expect(code).toBe(1);
    expect(output.trim()).toMatch(/^Cannot start: DATABASE_URL goes through a pooler in transaction mode.*set DATABASE_DIRECT_URL/);
  });

  it('refuses a malformed DATABASE_DIRECT_URL in one line', async () => {
    const { code, output } = await runServer({ DATABASE_URL: pooledUrl, DATABASE_DIRECT_URL: 'localhost:5432/safari' });
    expect(code).toBe(1);
    expect(output.trim()).toBe('Cannot start: DATABASE_DIRECT_URL must be a postgres:// URL of a direct connection to PostgreSQL (host, port and database).');
  });

  it('gives up on an unreachable DATABASE_DIRECT_URL in one line that names it', async () => {
    const { code, output } = await runServer({ DATABASE_URL: pooledUrl, DATABASE_DIRECT_URL: 'postgres://u:p@127.0.0.1:1/safari' });
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines.at(-1)).toMatch(/^Cannot start: Cannot reach the database at 127\.0\.0\.1:1\/safari \(DATABASE_DIRECT_URL\) after \d+ s .*; check DATABASE_DIRECT_URL/);
    expect(lines.filter((line) => line.startsWith('Cannot start:'))).toHaveLength(1);
  });
});
