import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobsBoss, stopJobsBoss } from '#server/jobs/boss.ts';
import { declareRatesJob, RATES_CRON, RATES_CRON_ZONE, RATES_QUEUE, refreshRates } from '#server/features/exchange-rates/rates-job.ts';
import { createServices } from '#server/services.ts';
import { allowConsoleErrors } from '../setup/console-errors.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

// Issue 42: the ECB's daily document, served from 127.0.0.1 as the ECB would serve it on each kind of day.
const fixture = (name: string) => readFileSync(new URL(`../fixtures/ecb/${name}`, import.meta.url), 'utf8');
const DOCUMENTS = { normal: fixture('eurofxref-2026-11-26.xml'), next: fixture('eurofxref-2026-11-27.xml'), broken: fixture('eurofxref-broken.xml') };

let app: TestApp;
let ecb: Server;
let url: string;
/** What the local ECB answers next. */
let serving: { status: number; body: string } = { status: 200, body: DOCUMENTS.normal };
let requests = 0;

beforeAll(async () => {
  app = await startTestApp();
  ecb = createServer((_req, res) => {
    requests++;
    res.writeHead(serving.status, { 'content-type': 'text/xml' }).end(serving.body);
  });
  await new Promise<void>((resolve) => ecb.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(ecb.address() as AddressInfo).port}/stats/eurofxref/eurofxref-daily.xml`;
});
afterAll(async () => {
  await new Promise((resolve) => ecb?.close(resolve));
  await app?.close();
});

const latest = () => createServices(app.orm.em.fork()).exchangeRates.latest();
const days = async () => (await app.orm.em.fork().execute<{ day: string }[]>(`select to_char(day, 'YYYY-MM-DD') as day from exchange_rate_days order by day`)).map((row) => row.day);

/** console.error's lines during `work`, for the "one line" rule. */
async function loggedWhile(work: () => Promise<unknown>): Promise<{ lines: string[]; error: unknown }> {
  const lines: string[] = [];
  const real = console.error;
  console.error = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  try {
    await work();
    return { lines, error: undefined };
  } catch (error) {
    return { lines, error };
  } finally {
    console.error = real;
  }
}

describe('the ECB rates job (issue 42)', () => {
  it('keeps a normal day’s rates, then the next day’s beside them', async () => {
    serving = { status: 200, body: DOCUMENTS.normal };
    expect(await refreshRates(app.orm, { url, daily: true, now: new Date('2026-11-26T15:40:00Z') })).toEqual({ date: '2026-11-26', stored: true });
    expect((await latest())?.rates).toMatchObject({ date: '2026-11-26', base: 'EUR', rates: { USD: 1.165, GBP: 0.8787, ZAR: 20.183, JPY: 181.2 } });

    serving = { status: 200, body: DOCUMENTS.next };
    expect(await refreshRates(app.orm, { url, daily: true, now: new Date('2026-11-27T15:40:00Z') })).toEqual({ date: '2026-11-27', stored: true });
    expect((await latest())?.rates).toMatchObject({ date: '2026-11-27', rates: { USD: 1.159, ZAR: 20.241 } });
    expect(await days()).toEqual(['2026-11-26', '2026-11-27']);
  });

  it('on a holiday (the same file again) adds no day and notes that the document was read', async () => {
    serving = { status: 200, body: DOCUMENTS.next };
    const checked = new Date('2026-11-28T15:40:00Z');
    expect(await refreshRates(app.orm, { url, daily: true, now: checked })).toEqual({ date: '2026-11-27', stored: false });
    expect(await days()).toEqual(['2026-11-26', '2026-11-27']);
    expect(await latest()).toMatchObject({ rates: { date: '2026-11-27', rates: { USD: 1.159 } }, checkedAt: checked.toISOString() });
  });

  it('keeps the last good rates when the document does not parse, logging one line and failing for a retry', async () => {
    allowConsoleErrors();
    const before = await latest();
    serving = { status: 200, body: DOCUMENTS.broken };
    const broken = await loggedWhile(() => refreshRates(app.orm, { url, daily: true, now: new Date('2026-11-29T15:40:00Z') }));
    expect(broken.error).toBeInstanceOf(Error);
    expect(broken.lines).toHaveLength(1);
    expect(broken.lines[0]).toMatch(/^ECB rates: .*does not parse.*last good rates stay/);
    expect(await latest()).toEqual(before);

    serving = { status: 200, body: '<html><body>Service unavailable</body></html>' };
    expect((await loggedWhile(() => refreshRates(app.orm, { url, daily: true }))).error).toBeInstanceOf(Error);
    expect(await latest()).toEqual(before);
  });

  it('fails with one line when the ECB does not answer 200', async () => {
    allowConsoleErrors();
    serving = { status: 503, body: 'busy' };
    const failed = await loggedWhile(() => refreshRates(app.orm, { url, daily: true }));
    expect(failed.error).toBeInstanceOf(Error);
    expect(failed.lines).toEqual([expect.stringMatching(/^ECB rates: fetching http:\/\/127\.0\.0\.1:\d+\/.* failed \(HTTP 503\)/)]);
  });

  it('fetches at start-up only when no good document was read for a day', async () => {
    serving = { status: 200, body: DOCUMENTS.next };
    const lastRead = new Date((await latest())!.checkedAt);
    const asked = requests;
    expect(await refreshRates(app.orm, { url, daily: false, now: new Date(lastRead.getTime() + 23 * 3_600_000) })).toEqual({ skipped: 'fresh' });
    expect(requests).toBe(asked);
    expect(await refreshRates(app.orm, { url, daily: false, now: new Date(lastRead.getTime() + 25 * 3_600_000) })).toEqual({ date: '2026-11-27', stored: false });
    expect(requests).toBe(asked + 1);
  });

  it('stores one row when two processes keep the same day at once', async () => {
    const repo = () => createServices(app.orm.em.fork()).exchangeRates;
    const day = { date: '2026-11-30', base: 'EUR' as const, rates: { USD: 1.16 } };
    const results = await Promise.all([repo().store(day, new Date()), repo().store(day, new Date())]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await days()).filter((d) => d === '2026-11-30')).toHaveLength(1);
  });

  it('is declared with retries, a daily schedule after 16:30 Frankfurt time and a start-up run', async () => {
    const saved = process.env.ECB_RATES_URL;
    process.env.ECB_RATES_URL = url;
    const boss: PgBoss = await startJobsBoss(app.databaseUrl);
    try {
      await declareRatesJob(boss);
      const queue = await boss.getQueue(RATES_QUEUE);
      expect(queue?.retryLimit).toBeGreaterThan(0);
      expect(queue?.retryBackoff).toBe(true);
      const schedules = await boss.getSchedules(RATES_QUEUE);
      expect(schedules).toEqual([expect.objectContaining({ cron: RATES_CRON, timezone: RATES_CRON_ZONE })]);
      expect(RATES_CRON).toMatch(/^3\d 16 /);
      const queued = await boss.findJobs(RATES_QUEUE, { queued: true });
      expect(queued.some((job) => (job.data as { daily?: boolean }).daily === false)).toBe(true);
    } finally {
      process.env.ECB_RATES_URL = saved;
      await stopJobsBoss(boss, 5_000);
    }
  });

  it('turned off, still declares the queue every process works, and plans nothing on it', async () => {
    const admin = await startTestApp();
    const boss: PgBoss = await startJobsBoss(admin.databaseUrl);
    try {
      await declareRatesJob(boss);
      expect(await boss.getQueue(RATES_QUEUE)).not.toBeNull();
      expect(await boss.getSchedules(RATES_QUEUE)).toEqual([]);
      expect(await boss.findJobs(RATES_QUEUE, { queued: true })).toEqual([]);
    } finally {
      await stopJobsBoss(boss, 5_000);
      await admin.close();
    }
  });
});
