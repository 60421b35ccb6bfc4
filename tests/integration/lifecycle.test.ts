import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackRequests } from '#server/lifecycle.ts';
import { validInquiry } from '../fixtures/records.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { freePort } from '../setup/ports.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('shutdown', () => {
  it('answers every request in flight (Connection: close), stores exactly those, then closes', async () => {
    const tracker = trackRequests(app.server);
    const before = (await app.services().inquiries.statusCounts()).all;
    let received = 0;
    app.server.on('request', () => received++);
    const sent = Array.from({ length: 40 }, () => app.client().post('/api/inquiries', validInquiry));
    // In flight = received by the server; SIGTERM arrives while some are still being handled.
    while (received < 40) await new Promise((resolve) => setImmediate(resolve));
    const cut = await tracker.drain({ acceptMs: 0, timeoutMs: 8_000 });
    const responses = await Promise.all(sent);
    expect(cut).toBe(0);
    expect(responses.map((r) => r.status)).toEqual(Array(40).fill(201));
    expect((await app.services().inquiries.statusCounts()).all).toBe(before + 40);
    expect(app.server.listening).toBe(false);
  });
});

describe('shutdown while the router still sends', () => {
  it('answers a request on a new connection after SIGTERM, with Connection: close, then stops listening', async () => {
    const late = await startTestApp({ shareDatabaseWith: app });
    try {
      const draining = trackRequests(late.server).drain({ acceptMs: 3_000, timeoutMs: 8_000 });
      const { port } = late.server.address() as { port: number };
      const answer = await plainRequest(port, '/api/health');
      expect(answer.status).toBe(200);
      expect(answer.connection).toBe('close');
      expect(await draining).toBe(0);
      expect(late.server.listening).toBe(false);
    } finally {
      await late.close();
    }
  });
});

/** One request on a connection of its own (no agent, no keep-alive pool): what a router's new connection is. */
function plainRequest(port: number, path: string): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.once('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    req.once('error', reject);
    req.end();
  });
}


// The started servers keep their secrets and mail files here, never in the checkout's .data.
const dataDir = mkdtempSync(join(tmpdir(), 'safari-lifecycle-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the real server entry and returns its exit code and output. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['server/index.ts'], { env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => resolve({ code, output, ms: Date.now() - started }));
  });
}

describe('start-up that says what is wrong', () => {
  it('gives up on an unreachable database after DATABASE_CONNECT_TIMEOUT_SECONDS with one clear line and exit 1', async () => {
    const port = await freePort();
    const { code, output, ms } = await runServer({ DATABASE_URL: `postgres://u:p@127.0.0.1:${port}/x`, DATABASE_CONNECT_TIMEOUT_SECONDS: '2', PORT: '0' });
    expect(code).toBe(1);
    // It kept trying for the whole timeout (no upper bound: how fast the machine is says nothing here).
    expect(ms).toBeGreaterThanOrEqual(2000);
    const lines = output.trim().split('\n');
    expect(lines.at(-1)).toMatch(new RegExp(`^Cannot start: Cannot reach the database at 127\\.0\\.0\\.1:${port}/x after \\d+ s \\(.*ECONNREFUSED.*\\); check DATABASE_URL`));
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('says in one line that the port is taken, stops its database work and exits 1', async () => {
    const taken = createServer().listen(0);
    await new Promise((resolve) => taken.once('listening', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      const databaseUrl = String(app.orm.config.get('clientUrl'));
      const { code, output } = await runServer({
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: 'a session secret of at least thirty-two characters',
        PORT: String(port),
        HMR_PORT: String(await freePort()),
      });
      expect(code).toBe(1);
      expect(output.trim().split('\n').at(-1)).toBe(`Cannot start: Port ${port} is already in use by another process; stop it or set PORT to a free port.`);
    } finally {
      taken.close();
    }
  });

  it('refuses a bad setting with one clear line and exit 1', async () => {
    const { code, output } = await runServer({ SITE_TIMEZONE: 'Mars/Olympus', DATABASE_URL: 'postgres://u:p@127.0.0.1:1/x' });
    expect(code).toBe(1);
    expect(output.trim()).toBe('Cannot start: SITE_TIMEZONE must be an IANA time zone such as Africa/Johannesburg, got "Mars/Olympus"');
  });
});
