import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { ensureProductionBuild } from '#server/build.ts';
import { CONTENT_CHANNEL, LISTENER_NAME } from '#server/cache/content-changes.ts';
import { freePort } from './ports.ts';
import { createDatabaseFrom, databaseUrl, dropDatabaseNamed } from './template-database.ts';

/** A raw HTTP answer: headers as the server wrote them (fetch would not let a test choose Host). */
export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface ProductionServer {
  port: number;
  /** The process started (with WEB_CONCURRENCY, the cluster's primary). */
  pid: number;
  databaseUrl: string;
  /** Everything the process printed so far. */
  output(): string;
  /** A GET with exactly these headers (Host included) to 127.0.0.1. */
  get(path: string, headers?: Record<string, string>): Promise<RawResponse>;
  /** Any method; a body is sent as JSON, from this server's own origin (Origin header). */
  request(method: string, path: string, options?: { headers?: Record<string, string>; json?: unknown }): Promise<RawResponse>;
  /** Signs in through the form's call; the session's cookie (`name=value`) for the `cookie` header. */
  signIn(username: string, password: string): Promise<string>;
  stop(): Promise<void>;
}

/** Builds once (a no-op when the build is current): pages render from dist like `npm start`. */
export function buildOnce(): void {
  ensureProductionBuild(process.cwd());
}


/** A fresh, empty database on the test cluster (for servers started together on it: they race to migrate it); its URL. */
export async function createDatabase(): Promise<string> {
  const adminUrl = inject('databaseAdminUrl');
  return databaseUrl(adminUrl, await createDatabaseFrom(adminUrl, 'prod'));
}

export async function dropDatabase(url: string): Promise<void> {
  await dropDatabaseNamed(inject('databaseAdminUrl'), new URL(url).pathname.slice(1));
}

/**
 * `npm start` as a platform runs it (NODE_ENV=production, server/index.ts, the public cache and its
 * LISTEN connection) on a database of its own; `env` adds or overrides settings (SITE_URL, TRUST_PROXY).
 * `shareDatabaseWith` starts a second process on another's database (stop it first: the first drops it);
 * `databaseUrl` one on a database the caller made (createDatabase) and drops. `listenerUrl` is where the
 * server's LISTEN connection is looked for (DATABASE_DIRECT_URL's database, when DATABASE_URL is a pooler).
 */
export async function startProductionServer(
  env: Record<string, string> = {},
  options: { shareDatabaseWith?: ProductionServer; databaseUrl?: string; listenerUrl?: string } = {},
): Promise<ProductionServer> {
  const adminUrl = inject('databaseAdminUrl');
  const shared = options.shareDatabaseWith ?? (options.databaseUrl ? ({ databaseUrl: options.databaseUrl } as ProductionServer) : undefined);
  // A copy of the run's migrated template (decision 148): the server's start finds its migrations applied.
  const name = shared ? new URL(shared.databaseUrl).pathname.slice(1) : await createDatabaseFrom(adminUrl, 'prod', inject('databaseTemplate'));
  const ownUrl = databaseUrl(adminUrl, name);
  const dataDir = mkdtempSync(join(tmpdir(), 'safari-prod-'));
  const port = env.PORT ? Number(env.PORT) : await freePort();

  const child: ChildProcess = spawn(process.execPath, ['server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: ownUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      MAIL_WORKER: 'off',
      SITE_URL: '',
      TRUST_PROXY: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Safari site ready')) return done(resolve);
      if (child.exitCode !== null) done(() => reject(new Error(`The server exited before it was ready:\n${output}`)));
    }, 50);
    const done = (then: () => void) => {
      clearInterval(timer);
      then();
    };
  });
  // The public cache serves and stores nothing until its LISTEN connection is in place.
  const db = new pg.Client({ connectionString: options.listenerUrl ?? ownUrl });
  await db.connect();
  for (;;) {
    // The listener's connection, once its LISTENs ran (its last statement; a pg_notify follows only a notice).
    const { rows } = await db.query("select 1 from pg_stat_activity where datname = current_database() and application_name like $1 and query like $2", [
      `${LISTENER_NAME} %`,
      `LISTEN ${CONTENT_CHANNEL}%`,
    ]);
    if (rows.length > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await db.end();

  const request: ProductionServer['request'] = (method, path, options = {}) =>
    new Promise<RawResponse>((resolve, reject) => {
      const body = options.json === undefined ? undefined : JSON.stringify(options.json);
      const json = body === undefined ? {} : { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` };
      const headers = { host: `127.0.0.1:${port}`, ...json, ...options.headers };
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      });
      req.on('error', reject);
      req.end(body);
    });

  return {
    port,
    pid: child.pid!,
    databaseUrl: ownUrl,
    output: () => output,
    get: (path, headers = {}) => request('GET', path, { headers }),
    request,
    async signIn(username, password) {
      const response = await request('POST', '/api/admin/login', { json: { username, password } });
      if (response.status !== 200) throw new Error(`${username} could not sign in: ${response.status} ${response.body}`);
      return String(response.headers['set-cookie']).split(';')[0]!;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      if (!shared) await dropDatabaseNamed(adminUrl, name);
    },
  };
}
