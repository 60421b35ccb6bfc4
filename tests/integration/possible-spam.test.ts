import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smtpTransport } from '#server/mail/transport.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { validInquiry } from '../fixtures/records.ts';
import { startTestApp, type TestApp, type TestClient } from '../setup/test-app.ts';
import { startSmtpServer, type TestSmtpServer } from '../setup/smtp.ts';
import { until } from '../setup/until.ts';

// Issue 21: no enquiry is ever lost. A fast fill (a browser's autofill) is only marked; the honeypot
// files silently and holds the mails back until staff restore the enquiry, which sends them once.
let app: TestApp;
let smtp: TestSmtpServer;
let worker: Mailer;
let staff: TestClient;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp();
  worker = await app.startMailer({ work: true, transport: smtpTransport(smtp.url), retries: { retryLimit: 3, retryDelay: 1, retryDelayMax: 2 } });
  staff = (await app.signedInAdmin()).client;
});
afterAll(async () => {
  await worker?.stop();
  await app?.close();
  await smtp?.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

let sequence = 0;
async function send(signals: object) {
  const email = `traveller${++sequence}@example.com`;
  const response = await app.client().post('/api/inquiries', { ...validInquiry, email, ...signals });
  expect(response.status).toBe(201);
  return { id: response.body.id as string, email, receipt: response.body };
}
const mailsOf = (id: string) => app.services().mail.forInquiry(id);
const detail = async (id: string) => (await staff.get(`/api/admin/inquiries/${id}`)).body;
/** The traveller's mails, and the team's alerts that name the traveller (answered from the dashboard, issue 29). */
const delivered = (email: string) => smtp.received.filter((m) => m.envelopeTo.includes(email) || (m.envelopeTo.includes('desk@safari.example') && m.text.includes(`E-mail: ${email}`)));

describe('an enquiry sent faster than people type', () => {
  it('stays New, is marked possible spam with the reason in words, and still alerts the team and acknowledges the traveller', async () => {
    const { id, email, receipt } = await send({ fillMs: 1200 });
    expect(receipt).not.toHaveProperty('spamFlag');
    expect(receipt).not.toHaveProperty('spamReason');
    const stored = await detail(id);
    expect(stored).toMatchObject({ status: 'pending', spamFlag: 'possible' });
    expect(stored.spamReason).toContain('Sent 1.2 s after the page opened');

    const mails = await until(async () => delivered(email), (m) => m.length === 2);
    const alert = mails.find((m) => m.envelopeTo.includes('desk@safari.example'))!;
    const acknowledgement = mails.find((m) => m.envelopeTo.includes(email))!;
    expect(alert.headers.subject).toBe('Possible spam: New enquiry: Amara Okafor, Elegant Safari');
    expect(alert.text).toContain('Sent 1.2 s after the page opened');
    expect(acknowledgement.headers.subject).not.toMatch(/spam/i);
    expect(acknowledgement.text).not.toMatch(/spam/i);
  });

  it('shows the mark and the reason in the desk list', async () => {
    const { id } = await send({ fillMs: 900 });
    const list = (await staff.get('/api/admin/inquiries?status=pending&limit=100')).body.items;
    expect(list.find((i: { id: string }) => i.id === id)).toMatchObject({ spamFlag: 'possible', spamReason: expect.stringContaining('Sent 0.9 s') });
  });
});

describe('an enquiry that filled the honeypot', () => {
  it('is filed as spam with no mail at all', async () => {
    const { id, email } = await send({ website: 'http://cheap.example', fillMs: 200 });
    expect(await detail(id)).toMatchObject({ status: 'spam', spamFlag: 'held', spamReason: expect.stringContaining('hidden field') });
    expect(await mailsOf(id)).toEqual([]);
    expect(delivered(email)).toEqual([]);
  });

  it('sends the held-back alert and acknowledgement once when staff restore it, even with two restores at the same moment', async () => {
    const { id, email } = await send({ website: 'filled' });
    const restores = await Promise.all(['pending', 'contacted'].map((status) => staff.patch(`/api/admin/inquiries/${id}`, { status })));
    expect(restores.map((r) => r.status)).toEqual([200, 200]);

    const mails = await mailsOf(id);
    expect(mails.map((m) => m.template).sort()).toEqual(['acknowledgement', 'operator-alert']);
    const sent = await until(async () => delivered(email), (m) => m.length === 2);
    expect(sent).toHaveLength(2);
    // Staff decided it is real: the alert carries no possible-spam mark.
    expect(sent.find((m) => m.envelopeTo.includes('desk@safari.example'))!.headers.subject).toBe('New enquiry: Amara Okafor, Elegant Safari');
    expect((await detail(id)).spamFlag).toBe('released');

    // Filed as spam and restored again: the mails went already, nothing more is queued.
    await staff.patch(`/api/admin/inquiries/${id}`, { status: 'spam' });
    await staff.patch(`/api/admin/inquiries/${id}`, { status: 'pending' });
    expect(await mailsOf(id)).toHaveLength(2);
  });

  it('answers the bot exactly as a person', async () => {
    const person = await send({ fillMs: 8000 });
    const bot = await send({ website: 'x' });
    expect(Object.keys(bot.receipt).sort()).toEqual(Object.keys(person.receipt).sort());
  });
});

describe('an enquiry staff filed as spam by hand', () => {
  it('sends nothing again when it is restored: its mails went when it arrived', async () => {
    const { id } = await send({ fillMs: 8000 });
    expect(await mailsOf(id)).toHaveLength(2);
    await staff.patch(`/api/admin/inquiries/${id}`, { status: 'spam' });
    const restored = await staff.patch(`/api/admin/inquiries/${id}`, { status: 'pending' });
    expect(restored.body).toMatchObject({ status: 'pending', spamFlag: null });
    expect(await mailsOf(id)).toHaveLength(2);
  });
});
