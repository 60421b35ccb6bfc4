import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';

export interface ServerProcess {
  port: number;
  base: string;
  child: ChildProcess;
  /** Sends a signal and resolves with the exit code and how long the process took to exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
}

/** The soak's owner, with the password it chooses at its first sign-in (decision 158); the server starts it with FIRST_PASSWORD. */
export const SOAK_ADMIN = { username: 'soak-admin', password: 'soak-admin-password-1' };
const FIRST_PASSWORD = 'soak-admin-first-password-1';
export const LOGIN_LIMIT = 10;

/** Settings every soak server shares: one database, one session secret, so processes are interchangeable. */
export function serverEnvironment(databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: SOAK_ADMIN.username,
    ADMIN_PASSWORD: FIRST_PASSWORD,
    // The load figures send every enquiry from 127.0.0.1: the per-address enquiry limit would stop them.
    RATE_LIMIT_INQUIRIES: '100000000',
    RATE_LIMIT_LOGIN_FAILURES: String(LOGIN_LIMIT),
    RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: '100000',
    // The fuzz sends thousands of bad sign-ins one after another; the failure pause (1 s each) would
    // turn minutes into hours. `npm run bench` measures the pause; here only the answers count.
    RATE_LIMIT_FAILURE_DELAY_MS: '0',
    DATABASE_CONNECT_TIMEOUT_SECONDS: '30',
  };
}

/** Signals the process and resolves with its exit code and how long it took to exit. */
function stopper(child: ChildProcess, exited: Promise<number | null>): ServerProcess['stop'] {
  return async (signal = 'SIGTERM') => {
    const started = Date.now();
    if (child.exitCode === null) child.kill(signal);
    const code = await exited;
    return { code, ms: Date.now() - started };
  };
}

/** Starts the built server (`node server/index.ts`, as the Procfile does) and waits until it answers. */
export async function startServer(port: number, env: Record<string, string>, logDir: string): Promise<ServerProcess> {
  const log = createWriteStream(join(logDir, `server-${port}.log`), { flags: 'a' });
  const child = spawn(process.execPath, ['server/index.ts'], { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}; see ${logDir}/server-${port}.log`);
    if (waited > 60_000) throw new Error(`server on ${port} did not start in 60 s`);
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { port, base, child, stop: stopper(child, exited) };
}

/** A visitor or admin: fetch with a cookie and the site's own Origin. */
export class Client {
  cookie: string | undefined;
  readonly base: string;

  constructor(base: string) {
    this.base = base;
  }

  async send(method: string, path: string, body?: unknown): Promise<{ status: number; json: any; headers: Headers }> {
    const headers: Record<string, string> = { Origin: this.base };
    if (this.cookie) headers.Cookie = this.cookie;
    let payload: string | FormData | undefined;
    // A form is sent as multipart (fetch writes its Content-Type with the boundary).
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await fetch(`${this.base}${path}`, { method, headers, body: payload, redirect: 'manual' });
    const cookie = response.headers.getSetCookie()[0];
    if (cookie) this.cookie = cookie.split(';')[0];
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, json, headers: response.headers };
  }
}

export async function signIn(base: string): Promise<Client> {
  const client = new Client(base);
  const response = await client.send('POST', '/api/admin/login', SOAK_ADMIN);
  if (response.status === 200) return client;
  // A fresh database: the owner still has the environment's password, so the first sign-in is finished
  // here (a success afterwards forgives the failed attempt above).
  const first = await client.send('POST', '/api/admin/login', { ...SOAK_ADMIN, password: FIRST_PASSWORD });
  if (first.status !== 200) throw new Error(`soak admin could not sign in: ${first.status}`);
  const steps = [
    await client.send('POST', '/api/admin/email', { email: 'soak-admin@soak.example', currentPassword: FIRST_PASSWORD }),
    await client.send('POST', '/api/admin/password', { currentPassword: FIRST_PASSWORD, newPassword: SOAK_ADMIN.password, confirmPassword: SOAK_ADMIN.password }),
  ];
  if (steps.some((step) => step.status >= 300)) throw new Error(`soak admin's first sign-in failed: ${steps.map((step) => step.status).join(', ')}`);
  return client;
}

/** Starts `npm run worker`'s process (node scripts/worker.ts) and waits until it says it is ready. */
export async function startWorker(env: Record<string, string>, logDir: string): Promise<Pick<ServerProcess, 'child' | 'stop'>> {
  const log = createWriteStream(join(logDir, 'worker.log'), { flags: 'a' });
  const child = spawn(process.execPath, ['scripts/worker.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the worker did not start in 60 s; see ${logDir}/worker.log`)), 60_000);
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Mail worker ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the worker exited with ${code}; see ${logDir}/worker.log`));
    });
  });
  return { child, stop: stopper(child, exited) };
}
