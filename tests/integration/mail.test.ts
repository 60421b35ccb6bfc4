import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smtpTransport } from '#server/mail/transport.ts';
import { MailQueue } from '#server/mail/queue.ts';
import { startJobsBoss, stopJobsBoss } from '#server/jobs/boss.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { startTestApp, type TestApp, type TestMailOptions } from '../setup/test-app.ts';
import { until } from '../setup/until.ts';
import { startSmtpServer, type TestSmtpServer } from '../setup/smtp.ts';
import { validContactInquiry, validInquiry } from '../fixtures/records.ts';

// The app only queues (MAIL_WORKER=off); each test starts the worker it needs, as a second process would.
let app: TestApp;
let smtp: TestSmtpServer;
let worker: Mailer | undefined;
const FAST_RETRIES = { retryLimit: 6, retryDelay: 1, retryDelayMax: 2 };

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});
beforeEach(() => {
  smtp.received.length = 0;
  smtp.setDown(false);
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});

const startWorker = async (options: TestMailOptions = {}) => {
  worker = await app.startMailer({ work: true, transport: smtpTransport(smtp.url), retries: FAST_RETRIES, ...options });
  return worker;
};

async function postInquiry(body: object = validInquiry) {
  const response = await app.client().post('/api/inquiries', body);
  expect(response.status).toBe(201);
  return response.body as { id: string };
}

async function mailsOf(inquiryId: string) {
  return app.services().mail.forInquiry(inquiryId);
}

describe('mail that follows an enquiry', () => {
  it('sends the operator an alert (answered from the dashboard, no Reply-To) and the traveller an acknowledgement, both from MAIL_FROM', async () => {
    await startWorker();
    const inquiry = await postInquiry(validContactInquiry);
    const mails = await smtp.waitFor(2);
    const alert = mails.find((m) => m.envelopeTo.includes('desk@safari.example'))!;
    const acknowledgement = mails.find((m) => m.envelopeTo.includes('jonas@example.com'))!;

    expect(alert.headers.from).toBe('African Safari Tours <hello@safari.example>');
    expect(alert.headers.to).toBe('desk@safari.example');
    // Issue 29: staff answer from the dashboard, so the conversation stays on the enquiry.
    expect(alert.headers['reply-to']).toBeUndefined();
    expect(alert.text).toContain('Answer Jonas from the dashboard');
    expect(alert.headers.subject).toBe('New enquiry: Jonas Berg, Cross-Border Adventure');
    expect(alert.text).toContain(`https://safari.example/admin/inquiries/${inquiry.id}`);
    expect(alert.text).toContain('Honeymoon, Chobe and Victoria Falls.');
    expect(alert.text).toContain('$5,000 - $10,000');
    expect(alert.html).toContain('<table');

    expect(acknowledgement.headers.from).toBe('African Safari Tours <hello@safari.example>');
    expect(acknowledgement.headers.to).toBe('jonas@example.com');
    expect(acknowledgement.headers['reply-to']).toBe('desk@safari.example');
    expect(acknowledgement.text).toContain("We'll respond within 24 hours");
    expect(acknowledgement.text).toContain('+27 00 000 0000');
    expect(acknowledgement.text).toContain('https://wa.me/27000000000');

    const recorded = await until(() => mailsOf(inquiry.id), (m) => m.every((x) => x.status === 'sent'));
    expect(recorded.map((m) => [m.template, m.status])).toEqual([['operator-alert', 'sent'], ['acknowledgement', 'sent']]);
    for (const mail of recorded) {
      expect(mail.sentAt).not.toBeNull();
      expect(mail.messageId).toBe(`<${mail.id}@safari.example>`);
    }
    expect(mails.map((m) => m.headers['message-id']).sort()).toEqual(recorded.map((m) => m.messageId).sort());
  });

  it('delivers mail queued while no worker ran (killed after the commit) once a worker starts', async () => {
    const inquiry = await postInquiry();
    // No worker runs in this test, so nothing can have been sent: the rows say queued.
    expect(smtp.received).toHaveLength(0);
    expect((await mailsOf(inquiry.id)).map((m) => m.status)).toEqual(['queued', 'queued']);

    await startWorker();
    await smtp.waitFor(2);
    expect(smtp.received.flatMap((m) => m.envelopeTo).sort()).toEqual(['amara@example.com', 'desk@safari.example']);
  });

  it('keeps retrying while the mail server is down and delivers once it is back', async () => {
    smtp.setDown(true);
    await startWorker();
    const inquiry = await postInquiry();
    const failing = await until(() => mailsOf(inquiry.id), (m) => m.every((x) => x.attempts >= 2));
    expect(failing.every((m) => m.status === 'queued' && m.attempts >= 2)).toBe(true);
    expect(failing[0]!.lastError).toMatch(/421/);
    expect(smtp.received).toHaveLength(0);

    smtp.setDown(false);
    await smtp.waitFor(2);
    const sent = await until(() => mailsOf(inquiry.id), (m) => m.every((x) => x.status === 'sent'));
    expect(sent.map((m) => m.status)).toEqual(['sent', 'sent']);
  });

  it('does not send a mail twice when its job runs again', async () => {
    await startWorker();
    const inquiry = await postInquiry();
    await smtp.waitFor(2);
    const [alert] = await until(() => mailsOf(inquiry.id), (m) => m.every((x) => x.status === 'sent'));
    const boss = await startJobsBoss(app.databaseUrl);
    const queue = await MailQueue.start({ boss, retries: FAST_RETRIES });
    await app.services().transaction((tx) => queue.enqueue(tx.em, { mailId: alert!.id }));
    await stopJobsBoss(boss, 5_000);
    // Wait until the worker has actually run the repeated job, then check it sent nothing.
    const jobStates = () =>
      app.orm.em.fork().execute<{ state: string }[]>("select state from pgboss.job where name = 'mail' and data->>'mailId' = ?", [alert!.id]);
    const runs = await until(jobStates, (jobs) => jobs.length === 2 && jobs.every((job) => job.state === 'completed'));
    expect(runs.map((job) => job.state)).toEqual(['completed', 'completed']);
    expect(smtp.received).toHaveLength(2);
  });
});
