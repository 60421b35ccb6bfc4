import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobsBoss, stopJobsBoss } from '#server/jobs/boss.ts';
import { Housekeeping, HOUSEKEEPING_CRON, sweep } from '#server/maintenance/housekeeping.ts';
import { eraseExpiredInquiries } from '#server/features/desk/inquiry-retention.ts';
import { countRows, seedInquiries } from '../fixtures/inquiries.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { registered } from '#server/features/index.ts';

let app: TestApp;
const bosses: PgBoss[] = [];
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  for (const boss of bosses) await stopJobsBoss(boss, 5_000);
  await app?.close();
});

/** Another process's one pg-boss on the app's database (decision 168), stopped after the file. */
async function processBoss(): Promise<PgBoss> {
  const boss = await startJobsBoss(app.databaseUrl);
  bosses.push(boss);
  return boss;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let tries = 0; ; tries++) {
    const value = await read();
    if (done(value) || tries > 200) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('housekeeping as one scheduled job', () => {
  it('is scheduled once however many processes start, and a sweep runs in one of them', async () => {
    // Two processes on one database: a web process that only schedules, and one that works the job.
    const web = await Housekeeping.start({ boss: await processBoss(), orm: app.orm, sweeps: registered.sweeps });
    const worker = await Housekeeping.start({ boss: await processBoss(), orm: app.orm, pollingIntervalSeconds: 0.5, sweeps: registered.sweeps });
    await worker.startWorking();

    const schedules = await web.schedules();
    expect(schedules).toHaveLength(1);
    expect(schedules[0]).toMatchObject({ cron: HOUSEKEEPING_CRON });

    const id = await web.sweepNow();
    const jobs = await until(() => worker.jobs(), (all) => all.some((job) => job.id === id && job.state === 'completed'));
    expect(jobs.find((job) => job.id === id)).toMatchObject({ state: 'completed', output: { rateLimits: expect.any(Number), inquiries: expect.any(Number) } });
  });

  it('erases what retention says, a batch per transaction, and keeps the rest', async () => {
    const now = new Date('2026-06-01T10:00:00Z');
    await seedInquiries(app, Array.from({ length: 7 }, (_, n) => ({ createdAt: new Date('2024-01-15T08:00:00Z'), firstName: `Expired ${n}` })));
    const [kept] = await seedInquiries(app, [{ createdAt: new Date('2025-12-01T08:00:00Z'), firstName: 'Kept' }]);

    expect(await eraseExpiredInquiries(app.orm, now, 3)).toBe(7);
    expect(await countRows(app, 'inquiries', "first_name like 'Expired %'")).toBe(0);
    expect(await countRows(app, 'inquiries', 'id = ?', [kept!.id])).toBe(1);
    const log = await app.services().audit.list({ limit: 50, offset: 0 });
    const labels = log.items.filter((item) => item.action === 'erased-by-retention').map((item) => item.label).sort();
    expect(labels).toEqual(['1 inquiry without contact for 2 years', '3 inquiries without contact for 2 years', '3 inquiries without contact for 2 years']);
  });

  it('a sweep deletes ended throttling windows and keeps open ones and recent enquiries', async () => {
    const now = new Date('2026-06-01T10:00:00Z');
    const [kept] = await seedInquiries(app, [{ createdAt: new Date('2025-12-01T08:00:00Z'), firstName: 'Kept too' }]);
    await app.orm.em.fork().execute(`insert into rate_limits (key, hits, reset_at) values ('sweep-test-ended', 1, now() - interval '1 minute'), ('sweep-test-open', 1, now() + interval '1 hour')`);

    expect(await sweep(app.orm, registered.sweeps, now)).toMatchObject({ inquiries: 0 });
    expect(await countRows(app, 'rate_limits', "key = 'sweep-test-ended'")).toBe(0);
    expect(await countRows(app, 'rate_limits', "key = 'sweep-test-open'")).toBe(1);
    expect(await countRows(app, 'inquiries', 'id = ?', [kept!.id])).toBe(1);
  });

  it('a sweep deletes expired sessions, so no process needs a pruning timer of its own', async () => {
    await app.orm.em.fork().execute(
      `insert into sessions (sid, sess, expire) values ('sweep-expired', '{}', now() - interval '1 minute'), ('sweep-live', '{}', now() + interval '1 hour')`,
    );
    expect(await sweep(app.orm, registered.sweeps)).toMatchObject({ sessions: 1 });
    expect(await countRows(app, 'sessions', "sid = 'sweep-expired'")).toBe(0);
    expect(await countRows(app, 'sessions', "sid = 'sweep-live'")).toBe(1);
  });
});
