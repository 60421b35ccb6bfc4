import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smtpTransport } from '#server/mail/transport.ts';
import { startTestApp, type TestApp, type TestClient } from '../setup/test-app.ts';
import { until } from '../setup/until.ts';
import { startSmtpServer, type TestSmtpServer } from '../setup/smtp.ts';
import { validInquiry } from '../fixtures/records.ts';
import { countRows } from '../fixtures/inquiries.ts';

// Here the app itself works the jobs (the one-process deploy), with retries short enough to spend in a test.
let app: TestApp;
let smtp: TestSmtpServer;
let staff: TestClient;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp({
    mail: { work: true, transport: smtpTransport(smtp.url), retries: { retryLimit: 1, retryDelay: 1, retryDelayMax: 1 } },
  });
  ({ client: staff } = await app.signedInAdmin());
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});
beforeEach(() => {
  smtp.setDown(false);
});

async function newInquiry(email: string, extra: object = {}) {
  const response = await app.client().post('/api/inquiries', { ...validInquiry, email, ...extra });
  expect(response.status).toBe(201);
  return response.body.id as string;
}

const mails = (inquiryId: string) => app.services().mail.forInquiry(inquiryId);
const received = (to: string) => smtp.received.filter((m) => m.envelopeTo.includes(to));

describe('replying from the dashboard', () => {
  it('sends the reply from MAIL_FROM, Reply-To NOTIFY_EMAIL, shows it queued then sent, and answers a New enquiry', async () => {
    const id = await newInquiry('reply@example.com');
    await until(() => mails(id), (m) => m.length === 2 && m.every((x) => x.status === 'sent'));

    const response = await staff.post(`/api/admin/inquiries/${id}/replies`, { subject: 'Your safari in June', body: 'Dear Amara,\n\nWe have three ideas.' });
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({ template: 'reply', status: 'queued', recipient: 'reply@example.com', subject: 'Your safari in June' });

    await until(async () => received('reply@example.com'), (m) => m.length === 2);
    // The enquiry's reference is added to staff's subject, so the traveller's answer threads (decision 111).
    const reply = received('reply@example.com').find((m) => /^Your safari in June \[AST-\d+\]$/.test(m.headers.subject ?? ''))!;
    expect(reply.headers.from).toBe('African Safari Tours <hello@safari.example>');
    expect(reply.headers['reply-to']).toBe('desk@safari.example');
    expect(reply.text).toContain('We have three ideas.');

    const detail = await until(
      async () => (await staff.get(`/api/admin/inquiries/${id}`)).body,
      (d) => d.events.some((e: { kind: string; subject?: string; mailStatus?: string }) => e.subject === 'Your safari in June' && e.mailStatus === 'sent'),
    );
    const event = detail.events.find((e: { subject?: string }) => e.subject === 'Your safari in June');
    expect(event).toMatchObject({ kind: 'mail', mailStatus: 'sent', recipient: 'reply@example.com', body: 'Dear Amara,\n\nWe have three ideas.' });
    expect(event.messageId).toMatch(/^<.+@safari\.example>$/);
    expect(event.sentAt).toEqual(expect.any(String));
    expect(detail.status).toBe('contacted');
    expect(detail.firstRespondedAt).toEqual(expect.any(String));
  });

  it('keeps the first response time on a second reply', async () => {
    const id = await newInquiry('twice@example.com');
    expect((await staff.post(`/api/admin/inquiries/${id}/replies`, { subject: 'First', body: 'One.' })).status).toBe(202);
    const first = (await staff.get(`/api/admin/inquiries/${id}`)).body.firstRespondedAt;
    expect(first).toEqual(expect.any(String));
    expect((await staff.post(`/api/admin/inquiries/${id}/replies`, { subject: 'Second', body: 'Two.' })).status).toBe(202);
    expect((await staff.get(`/api/admin/inquiries/${id}`)).body.firstRespondedAt).toBe(first);
  });

  it('answers bad replies with 400 naming the field, an unknown enquiry with 404, and strangers with 401', async () => {
    const id = await newInquiry('bad-reply@example.com');
    const blank = await staff.post(`/api/admin/inquiries/${id}/replies`, { subject: ' ', body: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ subject: 'Subject is required', body: 'Message is required' });
    const twoLines = await staff.post(`/api/admin/inquiries/${id}/replies`, { subject: 'Hi\r\nBcc: x@example.com', body: 'Hello' });
    expect(twoLines.status).toBe(400);
    expect(twoLines.body.errors).toEqual({ subject: 'Subject must be one line' });
    const unknown = await staff.post('/api/admin/inquiries/00000000-0000-4000-8000-000000000000/replies', { subject: 'Hi', body: 'Hello' });
    expect(unknown.status).toBe(404);
    expect((await app.client().post(`/api/admin/inquiries/${id}/replies`, { subject: 'Hi', body: 'Hello' })).status).toBe(401);
  });
});

describe('mail that is never sent', () => {
  it('sends nothing for an enquiry filed as spam', async () => {
    const id = await newInquiry('bot@example.com', { website: 'http://spam.example' });
    // Mail rows are written in the enquiry's own transaction: none now means none will ever be sent.
    expect(await mails(id)).toEqual([]);
    expect(received('bot@example.com')).toEqual([]);
  });

  it('queues nothing new for a repeated Idempotency-Key', async () => {
    const send = () => app.client().post('/api/inquiries', { ...validInquiry, email: 'repeat@example.com' }, { 'Idempotency-Key': 'mail-repeat-1' });
    const first = await send();
    const repeat = await send();
    expect(repeat.body.id).toBe(first.body.id);
    expect((await mails(first.body.id)).map((m) => m.template)).toEqual(['operator-alert', 'acknowledgement']);
    // Counted across every enquiry: a second enquiry's mails would show here too.
    expect(await countRows(app, 'inquiries', 'email = ?', ['repeat@example.com'])).toBe(1);
    expect(await countRows(app, 'inquiry_events e join inquiries i on i.id = e.inquiry_id', "e.kind = 'mail' and i.email = ?", ['repeat@example.com'])).toBe(2);
  });
});

describe('mail problems', () => {
  it('lists a mail whose retries are spent with recipient, subject and last error, and Retry delivers it', async () => {
    smtp.setDown(true);
    const id = await newInquiry('outage@example.com');
    const failed = await until(() => mails(id), (m) => m.every((x) => x.status === 'failed'));
    expect(failed.map((m) => m.status)).toEqual(['failed', 'failed']);

    const problems = await staff.get('/api/admin/mail-problems');
    expect(problems.status).toBe(200);
    const acknowledgement = problems.body.problems.find((p: { recipient: string }) => p.recipient === 'outage@example.com');
    expect(acknowledgement).toMatchObject({ inquiryId: id, inquiryName: 'Amara Okafor', status: 'failed', subject: expect.stringContaining('safari enquiry') });
    expect(acknowledgement.lastError).toMatch(/421/);

    smtp.setDown(false);
    const retry = await staff.post(`/api/admin/mail-problems/${acknowledgement.id}/retry`);
    expect(retry.status).toBe(202);
    await until(async () => received('outage@example.com'), (m) => m.length === 1);
    expect(received('outage@example.com')).toHaveLength(1);
    const after = await until(() => app.services().mail.find(acknowledgement.id), (m) => m?.status === 'sent');
    expect(after).toMatchObject({ status: 'sent', lastError: null });
    expect((await staff.get('/api/admin/mail-problems')).body.problems.map((p: { id: string }) => p.id)).not.toContain(acknowledgement.id);

    expect((await staff.post(`/api/admin/mail-problems/${acknowledgement.id}/retry`)).status).toBe(409);
    expect((await staff.post('/api/admin/mail-problems/00000000-0000-4000-8000-000000000000/retry')).status).toBe(404);
  });
});
