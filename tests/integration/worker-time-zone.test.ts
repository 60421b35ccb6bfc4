import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_TIME_ZONE } from '#lib/domain/fields.ts';
import { todayIn } from '#lib/domain/dates.ts';
import { setSiteTimeZone } from '#database/site-time-zone.ts';
import { bootstrap, type Started } from '#server/bootstrap.ts';
import { readEnv } from '#server/env.ts';
import { acceptedBooking } from '../fixtures/proposals.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';
import { until } from '../setup/until.ts';

const ctx = withSignedInApp();
let worker: Started | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  await worker?.stop(5_000);
  vi.useRealTimers();
  setSiteTimeZone(DEFAULT_SITE_TIME_ZONE);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The next 12:00 UTC: Auckland (UTC+12/+13) is already on the next day, Johannesburg (UTC+2) is not. */
function nextNoonUtc(now = new Date()): Date {
  const noon = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12));
  return noon > now ? noon : new Date(noon.getTime() + 86_400_000);
}

describe('a worker started with SITE_TIMEZONE (issue 28)', () => {
  it('dates the reminders it mails in that zone, not in Johannesburg', async () => {
    // The web process (this app, the default zone) books a trip and plans its reminders; it works no jobs.
    const { bookingId } = await acceptedBooking(ctx.app, ctx.staff, 100);
    await ctx.app.orm.em.fork().execute(`update pgboss.job set start_after = now() where name = 'booking-reminders' and data->>'bookingId' = ?`, [bookingId]);

    // The worker's clock at an hour when the two zones are on different days; it keeps running from there.
    vi.useFakeTimers({ toFake: ['Date'], now: nextNoonUtc(), shouldAdvanceTime: true });
    const auckland = todayIn('Pacific/Auckland');
    expect(auckland).not.toBe(todayIn('Africa/Johannesburg'));

    // `npm run worker`'s start-up, on the same database, in another zone.
    dataDir = await mkdtemp(join(tmpdir(), 'worker-zone-'));
    const env = readEnv({ NODE_ENV: 'test', DATABASE_URL: ctx.app.databaseUrl, SITE_TIMEZONE: 'Pacific/Auckland', DATA_DIR: dataDir });
    worker = await bootstrap(env).start({ orm: ctx.app.orm, url: ctx.app.databaseUrl, directUrl: ctx.app.databaseUrl }, { work: true });

    const events = await until(
      () => ctx.app.orm.em.fork().execute<{ data: { sentOn?: string } }[]>(`select data from booking_events where booking_id = ? and kind = 'reminder-sent'`, [bookingId]),
      (sent) => sent.length === 2,
    );
    expect(events.map((e) => e.data.sentOn)).toEqual([auckland, auckland]);
    vi.useRealTimers();
  });

  it('is what `npm run worker` runs: the process says it is ready, and stops on SIGTERM with exit 0', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'worker-process-'));
    const env = { ...process.env, NODE_ENV: 'test', DATABASE_URL: ctx.app.databaseUrl, SITE_TIMEZONE: 'Pacific/Auckland', DATA_DIR: dir, SMTP_URL: '', IMAP_URL: '' };
    const child = spawn(process.execPath, ['scripts/worker.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await until(async () => output, (said) => said.includes('Mail worker ready') || child.exitCode !== null, 30_000);
      expect(output).toContain('Mail worker ready');
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
