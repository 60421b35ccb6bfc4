import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CDN_PURGE_QUEUE } from '#server/cache/cdn-purge.ts';
import { readEnv } from '#server/env.ts';
import { registered } from '#server/features/index.ts';
import { JOBS_APPLICATION_NAME } from '#server/jobs/boss.ts';
import { startJobs } from '#server/jobs/index.ts';
import { HOUSEKEEPING_QUEUE } from '#server/maintenance/housekeeping.ts';
import { MAIL_DEAD_LETTERS, MAIL_QUEUE } from '#server/mail/queue.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

let app: TestApp;
let dataDir: string;
beforeAll(async () => {
  app = await startTestApp();
  dataDir = await mkdtemp(join(tmpdir(), 'jobs-'));
});
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The pg-boss instances live on the app's database, as pg-boss's own registry lists them. */
const liveInstances = async () => (await app.mailer.boss.getInstances()).filter((instance) => instance.live);

describe('the jobs of one process (decision 168)', () => {
  it('run on one pg-boss: every queue declared and worked once, its pool the three old ones summed, stopped once', async () => {
    const env = readEnv({ NODE_ENV: 'test', DATABASE_URL: app.databaseUrl, DATA_DIR: dataDir, SITE_URL: 'https://safari.example', CDN_PURGE_URL: 'http://127.0.0.1:9/purge' });
    const before = await liveInstances();
    const jobs = await startJobs(env, registered, { orm: app.orm, databaseUrl: app.databaseUrl, work: true });
    try {
      const started = (await liveInstances()).filter((instance) => !before.some((known) => known.id === instance.id));
      expect(started).toHaveLength(1);
      // 4 (mail and the features' jobs) + 2 (housekeeping) + 2 (CDN purge), as the three instances had.
      expect(started[0]).toMatchObject({ applicationName: JOBS_APPLICATION_NAME, config: expect.objectContaining({ max: 8 }) });

      // The web process works its queues once it listens, after a start-up that may already have: no second worker.
      await jobs.startWorking();
      const queues = [MAIL_QUEUE, MAIL_DEAD_LETTERS, ...registered.jobs.map((job) => job.queue), HOUSEKEEPING_QUEUE, CDN_PURGE_QUEUE];
      const workers = jobs.mailer.boss.getWipData().map((worker) => worker.name);
      expect([...workers].sort()).toEqual([...queues].sort());
      for (const queue of queues) expect(await jobs.mailer.boss.getQueue(queue), queue).toBeTruthy();
      expect(jobs.housekeeping).toBeDefined();
      expect(jobs.cdnPurge).toBeDefined();
    } finally {
      await jobs.stop(5_000);
    }
    expect((await liveInstances()).map((instance) => instance.id).sort()).toEqual(before.map((instance) => instance.id).sort());
  });
});
