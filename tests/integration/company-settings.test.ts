import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from '#server/mail/transport.ts';
import { startTestApp, type TestApp, type TestClient } from '../setup/test-app.ts';
import { startSmtpServer, type TestSmtpServer } from '../setup/smtp.ts';
import { validContactInquiry } from '../fixtures/records.ts';

let app: TestApp;
let staff: TestClient;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp({ mail: { work: true, transport: smtpTransport(smtp.url), retries: { retryLimit: 3, retryDelay: 1, retryDelayMax: 2 } } });
  ({ client: staff } = await app.signedInAdmin());
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const bank = { accountName: 'African Safari Tours (Pty) Ltd', bankName: 'First National Bank', accountNumber: '62 1234 5678', branchCode: '250655', swift: 'FIRNZAJJ' };

describe('company settings API', () => {
  it('refuses visitors', async () => {
    expect((await app.client().get('/api/admin/settings/company')).status).toBe(401);
    expect((await app.client().put('/api/admin/settings/company', { phone: '+27 11 000 0000' })).status).toBe(401);
  });

  it('starts from the environment’s contact details, with nothing else filled in', async () => {
    const response = await staff.get('/api/admin/settings/company');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      phone: '+27 00 000 0000',
      whatsapp: '27000000000',
      email: 'test@example.com',
      address: null,
      registrationNumber: null,
      memberships: [],
      socials: [],
      bank: null,
      // SPEC's terms, seeded by the migration (issue 26).
      cancellationSchedule: [
        { daysBefore: 90, refundPercent: 50 },
        { daysBefore: 60, refundPercent: 25 },
        { daysBefore: 30, refundPercent: 10 },
      ],
      // Issue 31: the review sites the thank-you page names; none until the operator adds them.
      reviewLinks: [],
    });
  });

  it('changes only what a PUT names, and keeps it', async () => {
    const first = await staff.put('/api/admin/settings/company', { address: '12 Marula Road\nHazyview 1242\nSouth Africa', memberships: ['SATSA'], bank: { ...bank, swift: 'firn za jj' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ phone: '+27 00 000 0000', memberships: ['SATSA'], bank });
    const second = await staff.put('/api/admin/settings/company', { phone: '+27 13 737 0000', whatsapp: '+27 82 111 2222' });
    expect(second.status).toBe(200);
    const stored = (await staff.get('/api/admin/settings/company')).body;
    expect(stored).toEqual({
      phone: '+27 13 737 0000',
      whatsapp: '27821112222',
      email: 'test@example.com',
      address: '12 Marula Road\nHazyview 1242\nSouth Africa',
      registrationNumber: null,
      memberships: ['SATSA'],
      socials: [],
      bank,
      cancellationSchedule: [
        { daysBefore: 90, refundPercent: 50 },
        { daysBefore: 60, refundPercent: 25 },
        { daysBefore: 30, refundPercent: 10 },
      ],
      // Issue 31: the review sites the thank-you page names; none until the operator adds them.
      reviewLinks: [],
    });
  });

  it('keeps the cancellation schedule most days first, and refuses a band twice or a percentage over 100 naming the field', async () => {
    const saved = await staff.put('/api/admin/settings/company', { cancellationSchedule: [{ daysBefore: 30, refundPercent: 10 }, { daysBefore: 100, refundPercent: 60 }] });
    expect(saved.body.cancellationSchedule).toEqual([{ daysBefore: 100, refundPercent: 60 }, { daysBefore: 30, refundPercent: 10 }]);
    // The Company form sends no schedule: saving it leaves the schedule as it is.
    await staff.put('/api/admin/settings/company', { phone: '+27 13 737 0001' });
    expect((await staff.get('/api/admin/settings/company')).body.cancellationSchedule).toHaveLength(2);
    const twice = await staff.put('/api/admin/settings/company', { cancellationSchedule: [{ daysBefore: 30, refundPercent: 10 }, { daysBefore: 30, refundPercent: 5 }] });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toHaveProperty('cancellationSchedule');
    const over = await staff.put('/api/admin/settings/company', { cancellationSchedule: [{ daysBefore: 30, refundPercent: 101 }] });
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body.errors)).toContain('cancellationSchedule');
    await staff.put('/api/admin/settings/company', { cancellationSchedule: [{ daysBefore: 90, refundPercent: 50 }, { daysBefore: 60, refundPercent: 25 }, { daysBefore: 30, refundPercent: 10 }] });
  });

  it('clears an optional field named blank, and the bank details named null', async () => {
    await staff.put('/api/admin/settings/company', { registrationNumber: '2011/123456/07', bank });
    const cleared = await staff.put('/api/admin/settings/company', { registrationNumber: '  ', whatsapp: '', bank: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ registrationNumber: null, whatsapp: null, bank: null });
    expect((await staff.get('/api/admin/settings/company')).body).toMatchObject({ registrationNumber: null, whatsapp: null, bank: null });
  });

  it.each([
    [{ phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
    [{ phone: '12' }, 'phone', 'Please enter a valid phone number'],
    [{ phone: '' }, 'phone', 'Phone is required'],
    [{ whatsapp: 'whatsapp me' }, 'whatsapp', 'Please enter the WhatsApp number with its country code, e.g. +27 82 555 0147'],
    [{ email: 'not-an-address' }, 'email', 'Please enter a valid email address'],
    [{ socials: [{ label: 'Facebook', url: 'https://facebook.com/safari' }, { label: 'Evil', url: 'javascript:alert(1)' }] }, 'socials.1.url', 'Please enter a web address starting with http:// or https://'],
    [{ socials: [{ label: '', url: 'https://instagram.com/safari' }] }, 'socials.0.label', 'Name the network (e.g. Facebook)'],
    [{ bank: { ...bank, swift: 'NOPE' } }, 'bank.swift', 'A SWIFT code is 8 or 11 letters and digits, e.g. FIRNZAJJ'],
    [{ bank: { ...bank, accountNumber: '' } }, 'bank.accountNumber', 'Account number is required'],
    [{ memberships: 'SATSA' }, 'memberships', 'Memberships must be a list'],
    [{ address: 'x'.repeat(501) }, 'address', 'Must be at most 500 characters'],
  ])('refuses %j with 400 naming %s, and changes nothing', async (body, field, message) => {
    const before = (await staff.get('/api/admin/settings/company')).body;
    const response = await staff.put('/api/admin/settings/company', { ...body, registrationNumber: 'SHOULD-NOT-STICK' });
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
    expect(response.body.message).toBe(message);
    expect((await staff.get('/api/admin/settings/company')).body).toEqual(before);
  });

  it('is in the activity log as a settings change, with what changed', async () => {
    await staff.put('/api/admin/settings/company', { memberships: ['SATSA', 'ATTA'] });
    const page = (await staff.get('/api/admin/activity?kind=settings&limit=5')).body;
    expect(page.items[0]).toMatchObject({ action: 'updated', kind: 'settings', label: 'Company details' });
    expect(Object.keys(page.items[0].changes)).toEqual(['memberships']);
    expect(JSON.stringify(page.items[0].changes.memberships.to)).toContain('ATTA');
  });

  it('gives the traveller’s acknowledgement the stored contact lines, and none for a blank WhatsApp', async () => {
    await staff.put('/api/admin/settings/company', { phone: '+27 13 737 9999', whatsapp: '+27 82 333 4444' });
    smtp.received.length = 0;
    expect((await app.client().post('/api/inquiries', validContactInquiry)).status).toBe(201);
    const withWhatsapp = (await smtp.waitFor(2)).find((m) => m.envelopeTo.includes(validContactInquiry.email))!;
    expect(withWhatsapp.text).toContain('Phone: +27 13 737 9999');
    expect(withWhatsapp.text).toContain('WhatsApp: https://wa.me/27823334444');
    expect(withWhatsapp.text).not.toContain('+27 00 000 0000');

    await staff.put('/api/admin/settings/company', { whatsapp: '' });
    smtp.received.length = 0;
    expect((await app.client().post('/api/inquiries', validContactInquiry)).status).toBe(201);
    const phoneOnly = (await smtp.waitFor(2)).find((m) => m.envelopeTo.includes(validContactInquiry.email))!;
    expect(phoneOnly.text).toMatch(/If you would like to talk sooner, call us:\s+Phone: \+27 13 737 9999/);
    expect(phoneOnly.text).not.toContain('wa.me');
    expect(phoneOnly.html).not.toContain('wa.me');
  });
});
