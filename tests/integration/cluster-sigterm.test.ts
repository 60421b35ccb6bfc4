import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOnce, startProductionServer, type ProductionServer } from '../setup/production-server.ts';

// SIGTERM to WEB_CONCURRENCY=2 under keep-alive traffic, with a burst of new connections at the signal, as a
// platform's router sends while a deploy stops the dyno (issue 38, N9): it keeps sending for a moment (less than
// SHUTDOWN_DRAIN_SECONDS), then stops. Bounded, and to 127.0.0.1 only.
const KEPT_ALIVE_CLIENTS = 16;
const AT_SIGTERM = 40;
/** New connections keep coming this long after SIGTERM, one every FRESH_EVERY_MS. */
const ROUTER_SENDS_MS = 1_000;
const FRESH_EVERY_MS = 20;
/** Requests each kept-alive client sends at most: the traffic ends even if the server never stops. */
const MAX_PER_CLIENT = 400;

let server: ProductionServer;
beforeAll(async () => {
  buildOnce();
  server = await startProductionServer({ WEB_CONCURRENCY: '2', SHUTDOWN_DRAIN_SECONDS: '2' });
}, 180_000);
afterAll(async () => {
  await server?.stop().catch(() => {});
});

type Outcome = { status: number } | { error: string };

function get(port: number, agent: Agent | false): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/health', agent, headers: { host: `127.0.0.1:${port}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

/** One client on a kept-alive connection, asking again and again until the router stops sending. */
async function keptAliveClient(port: number, stopped: () => boolean): Promise<Outcome[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const outcomes: Outcome[] = [];
  try {
    for (let n = 0; n < MAX_PER_CLIENT; n++) {
      const outcome = await get(port, agent);
      outcomes.push(outcome);
      if ('error' in outcome || stopped()) break;
    }
  } finally {
    agent.destroy();
  }
  return outcomes;
}

describe('SIGTERM to WEB_CONCURRENCY=2', () => {
  it('answers every request that reached it, kept-alive or new, while the router still sends', async () => {
    let routerStopped = false;
    const clients = Array.from({ length: KEPT_ALIVE_CLIENTS }, () => keptAliveClient(server.port, () => routerStopped));
    // Every client has had answers on its connection before the signal.
    await new Promise((resolve) => setTimeout(resolve, 500));
    process.kill(server.pid, 'SIGTERM');
    const stopping = server.stop();
    const fresh = Array.from({ length: AT_SIGTERM }, () => get(server.port, false));
    for (const until = Date.now() + ROUTER_SENDS_MS; Date.now() < until; ) {
      fresh.push(get(server.port, false));
      await new Promise((resolve) => setTimeout(resolve, FRESH_EVERY_MS));
    }
    routerStopped = true;
    const outcomes = [...(await Promise.all(clients)).flat(), ...(await Promise.all(fresh))];
    await stopping;

    const answered = outcomes.filter((o) => 'status' in o && o.status === 200).length;
    // The router stopped before the listeners closed: nothing is even refused.
    const resets = outcomes.filter((o) => 'error' in o);
    const other = outcomes.filter((o) => 'status' in o && o.status !== 200);
    expect(answered).toBeGreaterThan(AT_SIGTERM);
    expect(resets, JSON.stringify(resets)).toEqual([]);
    expect(other).toEqual([]);
    expect(server.output()).not.toMatch(/did not finish within|were cut/);
  }, 60_000);
});
