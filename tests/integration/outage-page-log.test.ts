import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '#database/embedded.ts';
import { buildOnce, startProductionServer, type ProductionServer } from '../setup/production-server.ts';

// This file stops its database, so it runs its own cluster rather than the run's shared one; pages render as in
// production (npm start), where Vike itself would log every failed render.
let dir: string;
let cluster: EmbeddedDatabase;
let server: ProductionServer;
beforeAll(async () => {
  buildOnce();
  dir = await mkdtemp(join(tmpdir(), 'safari-outage-pages-'));
  cluster = await startEmbeddedDatabase(dir, { log: () => {} });
  server = await startProductionServer({ DATABASE_URL: cluster.url }, { databaseUrl: cluster.url, listenerUrl: cluster.url });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await cluster?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('page requests while PostgreSQL is down', () => {
  it('answer the outage page, and 50 of them write one line of each kind per log interval', async () => {
    const html = { accept: 'text/html' };
    // Once while the database is up: what every page reads first (the company's details) is then known. A traveller's
    // own page (a proposal's link) is read from the database at every request: no cache answers it in an outage.
    expect((await server.get('/packages', html)).status).toBe(200);
    const links = ['/proposals/', '/trips/'].map((path) => `${path}${'x'.repeat(43)}`);
    await cluster.stop();
    const before = server.output().length;
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const page = await server.get(links[i % 2]!, html);
      statuses.push(page.status);
      if (i === 0) expect(page.body).toContain('We’ll be right back');
    }
    expect(new Set(statuses)).toEqual(new Set([503]));
    const written = server.output().slice(before).split('\n').filter((line) => line.trim());
    expect(written.length, written.join('\n')).toBeGreaterThan(0);
    // The outage log writes each kind once, then one line per 10 s interval summing its repeats: a slow machine that
    // takes longer over the 50 requests gets more intervals, never a line per request.
    const intervals = Math.ceil((Date.now() - started) / 10_000) + 1;
    const perKind = new Map<string, number>();
    for (const line of written) {
      const kind = line.replace(/\s*\((and \d+|\d+) more like it.*$/, '').replace(/\s*\(Queue:.*$/, '');
      perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
    }
    expect(perKind.size, written.join('\n')).toBeLessThanOrEqual(4);
    for (const [kind, count] of perKind) expect(count, `${kind}\n${written.join('\n')}`).toBeLessThanOrEqual(intervals);
  }, 60_000);
});
