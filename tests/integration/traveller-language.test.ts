import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from '#server/mail/transport.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { acknowledgementDe } from '#server/features/desk/inquiry-mail.content.de.ts';
import { acknowledgementEn } from '#server/features/desk/inquiry-mail.content.ts';
import { proposalPdfContent } from '#server/features/sale/proposal-pdf.content.ts';
import { proposalPdfContentDe } from '#server/features/sale/proposal-pdf.content.de.ts';
import { proposalMailContent } from '#server/features/sale/proposal-mail.content.ts';
import { travellerLettersDe } from '#server/features/sale/proposal-mail.content.de.ts';
import { startTestApp, type TestApp, type TestClient } from '../setup/test-app.ts';
import { startSmtpServer, type TestSmtpServer } from '../setup/smtp.ts';
import { englishIn, englishOnly } from '../setup/catalogue-strings.ts';
import { pageTexts } from '../setup/pdf-text.ts';
import { until } from '../setup/until.ts';
import { validInquiry } from '../fixtures/records.ts';
import { memoryTransport, sentProposal } from '../fixtures/proposals.ts';

let app: TestApp;
let smtp: TestSmtpServer;
let staff: TestClient;
let worker: Mailer | undefined;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp();
  ({ client: staff } = await app.signedInAdmin({ role: 'staff' }));
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  smtp.received.length = 0;
});

async function enquire(body: object): Promise<string> {
  const response = await app.client().post('/api/inquiries', body);
  expect(response.status).toBe(201);
  return (response.body as { id: string }).id;
}

const stripTags = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ');

describe('the enquiry’s language (issue 42)', () => {
  it('refuses a language we do not serve with a 400 naming locale, and stores nothing', async () => {
    const before = (await app.services().inquiries.search({ limit: 1, offset: 0 })).total;
    const response = await app.client().post('/api/inquiries', { ...validInquiry, locale: 'fr' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ locale: 'Choose a language we serve: en or de.' });
    expect((await app.services().inquiries.search({ limit: 1, offset: 0 })).total).toBe(before);
  });

  it('answers a German enquiry in German: the acknowledgement holds no word of the English catalogue', async () => {
    worker = await app.startMailer({ work: true, transport: smtpTransport(smtp.url) });
    const email = 'lena.schmidt@example.com';
    const id = await enquire({ ...validInquiry, firstName: 'Lena', lastName: 'Schmidt', email, locale: 'de' });
    const mails = await smtp.waitFor(2);
    const acknowledgement = mails.find((m) => m.envelopeTo.includes(email))!;
    const alert = mails.find((m) => !m.envelopeTo.includes(email))!;

    const body = `${acknowledgement.text}\n${stripTags(acknowledgement.html)}`;
    expect(body).toContain('Hallo Lena,');
    expect(body).toContain('Wir melden uns innerhalb von 24 Stunden bei Ihnen.');
    expect(body).toContain('Elegante Safari');
    expect(body).toMatch(/\d{1,2}\. Juni \d{4} bis \d{1,2}\. Juni \d{4}/);
    expect(acknowledgement.html).toContain('lang="de"');
    expect(englishIn(body, englishOnly(acknowledgementEn, acknowledgementDe))).toEqual([]);
    const [stored] = (await app.services().mail.forInquiry(id)).filter((m) => m.template === 'acknowledgement');
    expect(stored!.subject).toBe(acknowledgementDe.subject);
    // Staff's alert stays English (issue 42: staff pages and mails are English).
    expect(alert.text).toContain('sent an enquiry');
  });

  it('keeps an enquiry that names no language English, as every enquiry before it was', async () => {
    const id = await enquire(validInquiry);
    expect((await staff.get(`/api/admin/inquiries/${id}`)).body.locale).toBe('en');
    const [stored] = (await app.services().mail.forInquiry(id)).filter((m) => m.template === 'acknowledgement');
    expect(stored!.subject).toBe(acknowledgementEn.subject);
  });
});

describe('staff changing the traveller’s language', () => {
  it('lets staff set it on the enquiry, and the next proposal goes in that language', async () => {
    const id = await enquire(validInquiry);
    const changed = await staff.put(`/api/admin/inquiries/${id}/locale`, { locale: 'de' });
    expect(changed.status).toBe(200);
    expect(changed.body.locale).toBe('de');
    expect((await staff.get(`/api/admin/inquiries/${id}`)).body.locale).toBe('de');

    await sentProposal(app, staff, {}, id);
    const [proposalMail] = (await app.services().mail.forInquiry(id)).filter((m) => m.template === 'proposal');
    expect(proposalMail!.subject).toBe(travellerLettersDe.proposal.subject(1));
  });

  it('refuses another language with a 400 naming locale, and an unknown enquiry with a 404', async () => {
    const id = await enquire(validInquiry);
    const bad = await staff.put(`/api/admin/inquiries/${id}/locale`, { locale: 'fr' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ locale: 'Choose a language we serve: en or de.' });
    expect((await staff.get(`/api/admin/inquiries/${id}`)).body.locale).toBe('en');
    const missing = await staff.put('/api/admin/inquiries/00000000-0000-4000-8000-000000000000/locale', { locale: 'de' });
    expect(missing.status).toBe(404);
  });

  it('is not open to visitors', async () => {
    const id = await enquire(validInquiry);
    expect((await app.client().put(`/api/admin/inquiries/${id}/locale`, { locale: 'de' })).status).toBe(401);
  });
});

describe('a German proposal and its PDF', () => {
  it('are written in German: the PDF text and the mail hold no word of their English catalogues', async () => {
    const id = await enquire({ ...validInquiry, firstName: 'Lena', lastName: 'Schmidt', email: 'lena@example.com', locale: 'de' });
    await sentProposal(app, staff, { note: 'Liebe Lena, hier ist die Reise, über die wir gesprochen haben.' }, id);
    const transport = memoryTransport();
    worker = await app.startMailer({ work: true, transport });
    const ours = (sent: typeof transport.sent) => sent.find((m) => m.to.includes('lena@example.com') && m.attachments?.length);
    const mail = ours(await until(async () => transport.sent, (sent) => Boolean(ours(sent))))!;

    const pdf = pageTexts(mail.attachments![0]!.content).flat().join('\n');
    expect(pdf).toContain('Ihr Safari-Angebot (Version 1)');
    expect(pdf).toContain('Gesamtpreis');
    // Money and dates as a German reader writes them: 9.800,99 $, "10. Juni".
    expect(pdf).toContain('9.800,99');
    expect(pdf).toMatch(/\d{1,2}\. Juni \d{4}/);
    expect(englishIn(pdf, englishOnly(proposalPdfContent, proposalPdfContentDe))).toEqual([]);

    const text = `${mail.text}\n${stripTags(mail.html)}`;
    expect(mail.subject).toContain(travellerLettersDe.proposal.subject(1));
    expect(text).toContain('Ihr Angebot öffnen');
    const english = englishOnly({ proposal: proposalMailContent.proposal, signOff: proposalMailContent.signOff }, { proposal: travellerLettersDe.proposal, signOff: travellerLettersDe.signOff });
    expect(englishIn(text, english)).toEqual([]);
  });
});
