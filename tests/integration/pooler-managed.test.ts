import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectPooler } from '#database/pooler.ts';
import { STARTUP_LOCK_KEY, withStartupLock } from '#database/startup-lock.ts';
import { StartupError } from '#lib/startup-error.server.ts';
import { startPgBouncer, type TestPgBouncer } from '../setup/pgbouncer.ts';
import { freePort } from '../setup/ports.ts';
import { buildOnce, createDatabase, dropDatabase } from '../setup/production-server.ts';
import { inject } from 'vitest';

// A managed pooler (Supabase, Neon, Heroku) in transaction mode that keeps PgBouncer's admin console closed to us:
// its mode cannot be asked, only observed (issue 38, N4).
let bouncer: TestPgBouncer;
let directUrl: string;
let pooledUrl: string;

beforeAll(async () => {
  buildOnce();
  [bouncer, directUrl] = await Promise.all([startPgBouncer(inject('databaseAdminUrl'), { console: false }), createDatabase()]);
  pooledUrl = bouncer.through(directUrl);
}, 300_000);
afterAll(async () => {
  await Promise.all([directUrl && dropDatabase(directUrl), bouncer?.close()]);
});

/**
 * Starts the real server entry; once it says it is ready it is sent SIGTERM. Resolves when it has exited: whether it
 * was ready, its exit code and everything it printed.
 */
function startOnce(env: Record<string, string>): Promise<{ ready: boolean; code: number | null; output: string }> {
  return freePort().then(
    (port) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, ['server/index.ts'], {
          env: {
            ...process.env,
            NODE_ENV: 'production',
            SESSION_SECRET: randomBytes(32).toString('hex'),
            PORT: String(port),
            SITE_URL: '',
            MAIL_WORKER: 'off',
            DATABASE_CONNECT_TIMEOUT_SECONDS: '1',
            ...env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        let ready = false;
        const read = (d: Buffer) => {
          output += d.toString();
          if (!ready && output.includes('Safari site ready')) {
            ready = true;
            child.kill('SIGTERM');
          }
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.on('exit', (code) => resolve({ ready, code, output }));
      }),
  );
}

/** Advisory locks on the start-up key that PostgreSQL still holds, with whom for. */
async function startupLockHolders(): Promise<{ pid: number; application_name: string }[]> {
  const db = new pg.Client({ connectionString: directUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ pid: number; application_name: string }>(
      `select a.pid, a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where l.locktype = 'advisory' and l.objid = $1 and l.granted`,
      [STARTUP_LOCK_KEY],
    );
    return rows;
  } finally {
    await db.end();
  }
}

describe('a transaction pooler whose console is closed', () => {
  it('is recognised by its connections changing hands between transactions, and PostgreSQL itself is not', async () => {
    expect(await detectPooler(pooledUrl)).toBe('transaction');
    expect(await detectPooler(directUrl)).toBe('none');
  });

  it('stops start-up with one line naming DATABASE_DIRECT_URL, at the first start and at the next', async () => {
    for (let start = 1; start <= 2; start++) {
      const { ready, code, output } = await startOnce({ DATABASE_URL: pooledUrl });
      expect(ready, output).toBe(false);
      expect(code).toBe(1);
      expect(output.trim()).toBe(
        'Cannot start: DATABASE_URL goes through a pooler in transaction mode, where LISTEN/NOTIFY, advisory locks and migrations break; set DATABASE_DIRECT_URL to a direct connection to PostgreSQL.',
      );
    }
  }, 60_000);

  it('starts with DATABASE_DIRECT_URL, and the next deploy starts too', async () => {
    for (let start = 1; start <= 2; start++) {
      const { ready, code, output } = await startOnce({ DATABASE_URL: pooledUrl, DATABASE_DIRECT_URL: directUrl });
      expect(ready, output).toBe(true);
      expect(code, output).toBe(0);
    }
    expect(await startupLockHolders()).toEqual([]);
  }, 120_000);

  it('leaves no start-up lock behind even when told there is no pooler, so the next start is not kept waiting', async () => {
    // DATABASE_POOLER=none through the pooler: the start-up lock goes where a session does not last (the hang of N4).
    for (let start = 1; start <= 2; start++) {
      const { ready, code, output } = await startOnce({ DATABASE_URL: pooledUrl, DATABASE_POOLER: 'none' });
      expect(ready, output).toBe(true);
      expect(code, output).toBe(0);
      expect(await startupLockHolders()).toEqual([]);
    }
  }, 120_000);
});

describe('the start-up lock held by another process', () => {
  it('is waited for until its deadline, naming who holds it, and then start-up stops without doing its work', async () => {
    const holder = new pg.Client({ connectionString: directUrl, application_name: 'an-earlier-deploy' });
    await holder.connect();
    const lines: string[] = [];
    let worked = false;
    try {
      await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      const holderPid = (await holder.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const waiting = withStartupLock(directUrl, async () => void (worked = true), { waitMs: 1_500, log: (line) => lines.push(line) });
      const error = await waiting.then(() => undefined, (rejected: unknown) => rejected);
      expect(error).toBeInstanceOf(StartupError);
      expect((error as Error).message).toContain(`pid ${holderPid}`);
      expect((error as Error).message).toContain('an-earlier-deploy');
      expect(worked).toBe(false);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`pid ${holderPid}`);
      expect(lines[0]).toContain('an-earlier-deploy');
    } finally {
      await holder.end();
    }
  });

  it('is taken as soon as the holder lets go', async () => {
    const holder = new pg.Client({ connectionString: directUrl, application_name: 'an-earlier-deploy' });
    await holder.connect();
    const lines: string[] = [];
    try {
      await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      const waiting = withStartupLock(directUrl, async () => 'migrated', { waitMs: 60_000, log: (line) => lines.push(line) });
      // Released once the waiter has said whom it waits for.
      while (lines.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
      expect(await waiting).toBe('migrated');
    } finally {
      await holder.end();
    }
  });
});
