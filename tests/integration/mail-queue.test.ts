import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobsBoss, stopJobsBoss } from '#server/jobs/boss.ts';
import { MailQueue } from '#server/mail/queue.ts';
import { inquirySchema } from '#lib/domain/enquiry/inquiry.schema.ts';
import * as v from 'valibot';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { validInquiry } from '../fixtures/records.ts';

let app: TestApp;
let boss: PgBoss | undefined;
let queue: MailQueue;
beforeAll(async () => {
  app = await startTestApp();
  boss = await startJobsBoss(app.databaseUrl);
  queue = await MailQueue.start({ boss });
});
afterAll(async () => {
  if (boss) await stopJobsBoss(boss, 5_000);
  await app?.close();
});

const input = (email: string) => v.parse(inquirySchema('Africa/Johannesburg'), { ...validInquiry, email });

async function jobsFor(email: string) {
  const rows = await app.orm.em.fork().getConnection().execute<{ n: string }[]>(
    `select count(*) as n from inquiries where email = ?`,
    [email],
  );
  const jobs = (await queue.findJobs()).filter((job) => job.data.mailId === email);
  return { inquiries: Number(rows[0]!.n), jobs: jobs.length };
}

// The promise of issue 8: a job exists if and only if the enquiry that caused it was committed.
describe('a mail job enqueued inside the enquiry transaction', () => {
  it('commits together with the enquiry', async () => {
    const email = 'commits@example.com';
    await app.services().transaction(async (tx) => {
      await tx.inquiries.create(input(email));
      await queue.enqueue(tx.em, { mailId: email });
    });
    expect(await jobsFor(email)).toEqual({ inquiries: 1, jobs: 1 });
  });

  it('rolls back together with the enquiry', async () => {
    const email = 'rolls-back@example.com';
    await expect(
      app.services().transaction(async (tx) => {
        await tx.inquiries.create(input(email));
        await queue.enqueue(tx.em, { mailId: email });
        throw new Error('the request failed after enqueueing');
      }),
    ).rejects.toThrow('the request failed after enqueueing');
    expect(await jobsFor(email)).toEqual({ inquiries: 0, jobs: 0 });
  });

  it('is invisible to other connections until the transaction commits', async () => {
    const email = 'invisible@example.com';
    let seenBeforeCommit = -1;
    await app.services().transaction(async (tx) => {
      await tx.inquiries.create(input(email));
      await queue.enqueue(tx.em, { mailId: email });
      seenBeforeCommit = (await jobsFor(email)).jobs;
    });
    expect(seenBeforeCommit).toBe(0);
    expect((await jobsFor(email)).jobs).toBe(1);
  });
});
