import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { availableParallelism } from 'node:os';
import { sleep, type Probe } from './context.ts';
import { enquiry, postEnquiries, type Outcome } from './load.ts';
import { startServer } from './servers.ts';

/** New connections opened at the moment of SIGTERM, as a router does when a burst comes in. */
const AT_SIGTERM = 60;
/** The router keeps sending this long after SIGTERM (less than SHUTDOWN_DRAIN_SECONDS), then stops. */
const ROUTER_SENDS_MS = 1000;
/** A hog never outlives this, whatever happens to the soak. */
const HOG_MAX_MS = 30_000;

/** One enquiry on a connection of its own (no agent, no keep-alive): a router's fresh connection. */
function freshConnectionEnquiry(port: number, n: number): Promise<Outcome> {
  const body = JSON.stringify(enquiry('sigterm-fresh', n));
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/inquiries',
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Origin: `http://127.0.0.1:${port}` },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let id: string | undefined;
          try {
            id = (JSON.parse(text) as { id?: string }).id;
          } catch {
            id = undefined;
          }
          resolve({ status: res.statusCode ?? 0, id });
        });
        res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}

/** One spinning process per core, each bounded, so the server's event loop is anything but prompt. */
function startCpuHogs(): ChildProcess[] {
  const spin = `const end = Date.now() + ${HOG_MAX_MS}; while (Date.now() < end) {}`;
  return Array.from({ length: Math.max(2, availableParallelism()) }, () => spawn(process.execPath, ['-e', spin], { stdio: 'ignore' }));
}

/**
 * SIGTERM to a third server under keep-alive load while CPU hogs load every core; at SIGTERM a burst
 * of new connections arrives and the router keeps sending for a second. Every connection the kernel
 * accepted must be answered: a reset is a request the platform's router saw fail. With `processes` above
 * 1 the server is a cluster (WEB_CONCURRENCY), the signal going to its primary as the platform's does.
 */
export function sigtermProbe(port: number, options: { processes?: number } = {}): Probe {
  const processes = options.processes ?? 1;
  const what = processes > 1 ? `a cluster of ${processes} web processes` : 'a server';
  return async (soak) => {
    soak.say(`SIGTERM to ${what} under load, CPU hogs on every core, new connections at SIGTERM`);
    const env = processes > 1 ? { ...soak.env, WEB_CONCURRENCY: String(processes) } : soak.env;
    const c = await startServer(port, env, soak.dir);
    soak.servers.push(c);
    let routerStopped = false;
    const keptAlive = postEnquiries({ base: c.base, concurrency: 20, until: () => routerStopped, body: (n) => enquiry('sigterm', n) });
    const hogs = startCpuHogs();
    const fresh: Promise<Outcome>[] = [];
    let exit: { code: number | null; ms: number };
    try {
      await sleep(1500);
      const exited = c.stop('SIGTERM');
      for (let n = 0; n < AT_SIGTERM; n++) fresh.push(freshConnectionEnquiry(port, n));
      const until = Date.now() + ROUTER_SENDS_MS;
      for (let n = AT_SIGTERM; Date.now() < until; n++) {
        fresh.push(freshConnectionEnquiry(port, n));
        await sleep(20);
      }
      routerStopped = true;
      exit = await exited;
    } finally {
      for (const hog of hogs) hog.kill('SIGKILL');
    }
    const outcomes = [...(await keptAlive), ...(await Promise.all(fresh))];
    const answered = outcomes.filter((o) => 'status' in o && o.status === 201);
    const failed = outcomes.filter((o) => !('status' in o && o.status === 201));
    const resets = failed.filter((o) => 'error' in o && o.error !== 'ECONNREFUSED').length;
    const refused = failed.length - resets;
    const ids = answered.flatMap((o) => ('id' in o && o.id ? [o.id] : []));
    const lost = ids.length - (await soak.count('select count(*) as n from inquiries where id = any($1::uuid[])', [ids]));
    const failures = [...new Set(failed.map((o) => ('error' in o ? o.error : String(o.status))))].join(', ');
    soak.row(
      `SIGTERM${processes > 1 ? ` to WEB_CONCURRENCY=${processes}` : ''} under load + CPU hogs (${AT_SIGTERM} new connections at SIGTERM, router sends ${ROUTER_SENDS_MS / 1000} s more)`,
      'every request answered 201 (0 resets, 0 refused), 0 lost, exit 0 < 10 s',
      `${answered.length} of ${outcomes.length} answered (${fresh.length} on new connections), ${resets} reset, ${refused} refused${failures ? ` (${failures})` : ''}, ${lost} lost; exit ${exit.code} in ${(exit.ms / 1000).toFixed(1)} s`,
      failed.length === 0 && lost === 0 && exit.code === 0 && exit.ms < 10_000,
    );
  };
}
