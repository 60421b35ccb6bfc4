import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { poolState } from '#database/orm.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { MailQueue } from '#server/mail/queue.ts';
import { startJobsBoss, stopJobsBoss } from '#server/jobs/boss.ts';
import type { MailTransport, OutgoingMail } from '#server/mail/transport.ts';
import { validInquiry } from '../fixtures/records.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { until } from '../setup/until.ts';

// The app only queues; each test starts the workers it needs, as other processes would.
let app: TestApp;
const workers: Mailer[] = [];
const FAST_RETRIES = { retryLimit: 6, retryDelay: 1, retryDelayMax: 2 };

beforeAll(async () => {
  app = await startTestApp();
});
afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop();
});
afterAll(async () => {
  await app?.close();
});

/** A mail server that accepts each message only when the test lets it (a slow SMTP exchange). */
function slowServer() {
  const accepted: OutgoingMail[] = [];
  const waiting: OutgoingMail[] = [];
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const transport: MailTransport = {
    description: 'slow',
    async send(mail) {
      waiting.push(mail);
      await gate;
      accepted.push(mail);
      return { messageId: mail.messageId };
    },
  };
  return { transport, accepted, waiting, open };
}

async function startWorker(transport: MailTransport) {
  const worker = await app.startMailer({ work: true, transport, retries: FAST_RETRIES });
  workers.push(worker);
  return worker;
}

async function postInquiry() {
  const response = await app.client().post('/api/inquiries', validInquiry);
  expect(response.status).toBe(201);
  return response.body as { id: string };
}

const mailsOf = (inquiryId: string) => app.services().mail.forInquiry(inquiryId);
const openTransactions = async () =>
  Number(
    (
      await app.orm.em
        .fork()
        .execute<{ n: string }[]>("select count(*) as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'")
    )[0]!.n,
  );

describe('sending a mail', () => {
  it('holds no database connection or transaction while the mail server takes its time', async () => {
    const server = slowServer();
    await startWorker(server.transport);
    const inquiry = await postInquiry();
    await until(async () => server.waiting.length, (n) => n === 2);
    expect(server.waiting).toHaveLength(2);

    const pool = poolState(app.orm);
    expect(pool.total - pool.idle).toBe(0);
    expect(await openTransactions()).toBe(0);

    server.open();
    const sent = await until(() => mailsOf(inquiry.id), (m) => m.every((x) => x.status === 'sent'));
    expect(sent.map((m) => m.status)).toEqual(['sent', 'sent']);
  });

  it('sends a mail once when a second worker runs its job while the first is still sending it', async () => {
    const first = slowServer();
    await startWorker(first.transport);
    const inquiry = await postInquiry();
    await until(async () => first.waiting.length, (n) => n === 2);
    const alert = (await mailsOf(inquiry.id)).find((m) => m.template === 'operator-alert')!;

    // The same mail's job again, worked by another process while the first one's SMTP exchange goes on.
    const second = slowServer();
    second.open();
    await startWorker(second.transport);
    const boss = await startJobsBoss(app.databaseUrl);
    const queue = await MailQueue.start({ boss, retries: FAST_RETRIES });
    await app.services().transaction((tx) => queue.enqueue(tx.em, { mailId: alert.id }));
    await stopJobsBoss(boss, 5_000);
    const jobs = () =>
      app.orm.em.fork().execute<{ state: string; retry_count: number }[]>(
        "select state, retry_count from pgboss.job where name = 'mail' and data->>'mailId' = ? order by created_on",
        [alert.id],
      );
    // The second job met the first worker's claim and was handed back for a retry.
    const refused = await until(jobs, (j) => j.length === 2 && j[1]!.retry_count >= 1);
    expect(refused[1]!.retry_count).toBeGreaterThanOrEqual(1);

    first.open();
    const done = await until(jobs, (j) => j.length === 2 && j.every((job) => job.state === 'completed'));
    expect(done.map((job) => job.state)).toEqual(['completed', 'completed']);
    const deliveries = [...first.accepted, ...second.accepted].filter((m) => m.messageId.startsWith(`<${alert.id}@`));
    expect(deliveries).toHaveLength(1);
  });

  it('sends a mail whose claim a worker left behind when it died', async () => {
    const inquiry = await postInquiry();
    // As a worker leaves it that claimed both mails and was killed before it could send them.
    await app.orm.em.fork().execute("update outbox_mails set claimed_at = now() - interval '1 hour' where inquiry_id = ?", [inquiry.id]);
    const server = slowServer();
    server.open();
    await startWorker(server.transport);
    const sent = await until(() => mailsOf(inquiry.id), (m) => m.every((x) => x.status === 'sent'));
    expect(sent.map((m) => m.status)).toEqual(['sent', 'sent']);
    expect(server.accepted).toHaveLength(2);
  });
});
