import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from '#server/mail/transport.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { MailDelay } from '#lib/domain/mail/mail.types.ts';
import { mailTroubleContent } from '#lib/mail-trouble.content.ts';
import { mailTroubleInWords } from '#lib/mail-trouble.ts';
import { validInquiry } from '../fixtures/records.ts';
import { startTestApp, type TestApp, type TestClient } from '../setup/test-app.ts';
import { startSmtpServer, type TestSmtpServer } from '../setup/smtp.ts';
import { until } from '../setup/until.ts';

// Issue 21: mail trouble shows on the Overview after five minutes, not after a day of retries.
let app: TestApp;
let smtp: TestSmtpServer;
let worker: Mailer;
let staff: TestClient;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp();
  // A minute or two between tries, as in production's first retries: the next try lies ahead.
  worker = await app.startMailer({ work: true, transport: smtpTransport(smtp.url), retries: { retryLimit: 5, retryDelay: 60, retryDelayMax: 120 } });
  staff = (await app.signedInAdmin()).client;
});
afterAll(async () => {
  await worker?.stop();
  await app?.close();
  await smtp?.close();
});

const delayed = async (): Promise<MailDelay[]> => (await staff.get('/api/admin/mail-problems')).body.delayed;
const failingFor = (minutes: number, inquiryId: string) =>
  app.orm.em.fork().execute(`update outbox_mails set failing_since = now() - make_interval(mins => ?) where inquiry_id = ?`, [minutes, inquiryId]);

describe('mail delayed', () => {
  it('lists a mail failing for over five minutes with its reason in words and its next try, and Try now delivers it', async () => {
    smtp.setDown(true);
    const inquiry = (await app.client().post('/api/inquiries', { ...validInquiry, email: 'slow@example.com' })).body as { id: string };
    await until(() => app.services().mail.forInquiry(inquiry.id), (m) => m.every((x) => x.attempts >= 1));

    // Failing for four minutes: not yet "delayed".
    await failingFor(4, inquiry.id);
    expect((await delayed()).filter((d) => d.inquiryId === inquiry.id)).toEqual([]);

    await failingFor(6, inquiry.id);
    const listed = await until(delayed, (d) => d.filter((x) => x.inquiryId === inquiry.id && x.nextTryAt).length === 2);
    const acknowledgement = listed.find((d) => d.recipient === 'slow@example.com')!;
    expect(acknowledgement).toMatchObject({ inquiryId: inquiry.id, inquiryName: 'Amara Okafor', attempts: 1, lastError: expect.stringMatching(/^421/) });
    expect(new Date(acknowledgement.nextTryAt!).getTime()).toBeGreaterThan(Date.now());
    expect(mailTroubleInWords(acknowledgement.lastError)).toBe(mailTroubleContent.busy);

    // Still being retried, so not a dead letter.
    expect((await staff.get('/api/admin/mail-problems')).body.problems).toEqual([]);

    smtp.setDown(false);
    const retry = await staff.post(`/api/admin/mail-problems/${acknowledgement.id}/retry`);
    expect(retry.status).toBe(202);
    // Long before the job's own next try (a minute or more away).
    await smtp.waitFor(1, 15_000);
    expect(smtp.received.flatMap((m) => m.envelopeTo)).toContain('slow@example.com');
    const sent = await until(() => app.services().mail.find(acknowledgement.id), (m) => m?.status === 'sent');
    expect(sent?.status).toBe('sent');
    expect((await delayed()).map((d) => d.id)).not.toContain(acknowledgement.id);
  });

  it('answers 409 when a mail is neither failing nor given up on', async () => {
    const inquiry = (await app.client().post('/api/inquiries', { ...validInquiry, email: 'fine@example.com' })).body as { id: string };
    const [mail] = await until(() => app.services().mail.forInquiry(inquiry.id), (m) => m.every((x) => x.status === 'sent'));
    expect((await staff.post(`/api/admin/mail-problems/${mail!.id}/retry`)).status).toBe(409);
  });
});
