import { describe, expect, it } from 'vitest';
import { todayIn } from '#lib/domain/dates.ts';
import { toHttpError } from '#server/middleware/errors.ts';
import { nextYear, validContactInquiry, validInquiry, validPackage } from '../fixtures/records.ts';
import { countRows } from '../fixtures/inquiries.ts';
import type { TestApp, TestClient } from '../setup/test-app.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

let app: TestApp;
let staff: TestClient;
withSignedInApp((started) => ({ app, staff } = started));


const NUL = 'Ann\u0000a';
const LONE_SURROGATE = 'Bush \uD83D walk';
const TEXT_MESSAGE = 'Contains a character that is not allowed';

describe('text PostgreSQL cannot store is a 400 naming the field, never a 500', () => {
  it.each([
    ['POST', '/api/inquiries', 'inquiries', { ...validInquiry, firstName: NUL }, 'firstName'],
    ['POST', '/api/inquiries', 'inquiries', { ...validInquiry, message: LONE_SURROGATE }, 'message'],
    ['POST', '/api/inquiries', 'inquiries', { ...validContactInquiry, phone: '+27\u0000 82' }, 'phone'],
    ['POST', '/api/admin/packages', 'packages', { ...validPackage, features: ['Drives', LONE_SURROGATE] }, 'features'],
    ['POST', '/api/admin/packages', 'packages', { ...validPackage, description: NUL }, 'description'],
    ['POST', '/api/admin/gallery-folders', 'gallery_folders', { name: NUL }, 'name'],
  ])('%s %s with a bad character', async (method, path, table, body, field) => {
    const before = await countRows(app, table);
    const response = await staff.request(method, path, { body });
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toMatch(new RegExp(`${TEXT_MESSAGE}|valid phone`));
    expect(await countRows(app, table)).toBe(before);
  });

  it('a NUL byte in a sign-in name is a 400, not a 500', async () => {
    const response = await app.client().post('/api/admin/login', { username: 'ma\u0000ra', password: 'whatever-password' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ username: TEXT_MESSAGE });
  });
});

describe('travel dates', () => {
  it.each([
    ['arrivalDate', nextYear('02-30'), 'Please enter a date as YYYY-MM-DD'],
    ['arrivalDate', '0000-01-01', 'Please enter a year between 1900 and 2100'],
    ['departureDate', '2101-01-01', 'Please enter a year between 1900 and 2100'],
    ['arrivalDate', '2020-01-10', 'Please choose a date from today onwards'],
    ['arrivalDate', 20270101, 'Please enter a date as YYYY-MM-DD'],
  ])('rejects %s = %j with “%s” and stores nothing', async (field, value, message) => {
    const before = await countRows(app, 'inquiries');
    const response = await app.client().post('/api/inquiries', { ...validInquiry, [field]: value });
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
    expect(await countRows(app, 'inquiries')).toBe(before);
  });

  it('accepts today in the operator’s time zone (Africa/Johannesburg)', async () => {
    const today = todayIn('Africa/Johannesburg');
    const response = await app.client().post('/api/inquiries', { ...validInquiry, arrivalDate: today, departureDate: today });
    expect(response.status).toBe(201);
    expect(response.body.arrivalDate).toBe(today);
  });

  it('reads "today" in the given time zone', () => {
    const instant = new Date('2026-06-30T23:30:00Z');
    expect(todayIn('Africa/Johannesburg', instant)).toBe('2026-07-01');
    expect(todayIn('America/New_York', instant)).toBe('2026-06-30');
  });
});

describe('the contact form’s phone number', () => {
  it.each(['call me', '12', '+27 82 555 0147 ext. 4'])('rejects %j with its message', async (phone) => {
    const response = await app.client().post('/api/inquiries', { ...validContactInquiry, phone });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ phone: 'Please enter a valid phone number' });
  });

  it('accepts a number written with spaces, dots, dashes and brackets', async () => {
    const response = await app.client().post('/api/inquiries', { ...validContactInquiry, phone: '+27 (82) 555-01.47' });
    expect(response.status).toBe(201);
    expect(response.body.phone).toBe('+27 (82) 555-01.47');
  });
});

describe('prices', () => {
  it('rejects a third decimal rather than storing a different price', async () => {
    const before = await countRows(app, 'packages');
    const response = await staff.post('/api/admin/packages', { ...validPackage, price: 0.005 });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ price: 'Price can have at most 2 decimal places (cents)' });
    expect(await countRows(app, 'packages')).toBe(before);
  });

  it('stores and returns cents exactly as sent', async () => {
    const response = await staff.post('/api/admin/packages', { ...validPackage, price: 19.99 });
    expect(response.status).toBe(201);
    expect(response.body.price).toBe(19.99);
    const listed = (await app.client().get('/api/packages')).body.find((p: { id: string }) => p.id === response.body.id);
    expect(listed.price).toBe(19.99);
  });
});

describe('the backstop: a value PostgreSQL refuses (SQLSTATE class 22)', () => {
  it('maps a real data exception from PostgreSQL to 400', async () => {
    const error = await app.orm.em.fork().getConnection().execute("select 'not a number'::int").catch((e: unknown) => e);
    expect((error as { code?: string }).code).toMatch(/^22/);
    const mapped = toHttpError(error);
    expect(mapped?.status).toBe(400);
    expect(mapped?.message).toBe('A value in the request is not valid');
  });
});

describe('company settings (issue 21): an invalid phone number or web address is a 400 naming the field', () => {
  it.each([
    [{ phone: '+27 82 555 0147 ext. 4' }, 'phone', 'Please enter a valid phone number'],
    [{ whatsapp: '0' }, 'whatsapp', 'Please enter the WhatsApp number with its country code, e.g. +27 82 555 0147'],
    [{ socials: [{ label: 'Site', url: 'ftp://files.example' }] }, 'socials.0.url', 'Please enter a web address starting with http:// or https://'],
    [{ socials: [{ label: 'Site', url: 'data:text/html,<script>alert(1)</script>' }] }, 'socials.0.url', 'Please enter a web address starting with http:// or https://'],
    [{ address: LONE_SURROGATE }, 'address', TEXT_MESSAGE],
    [{ bank: { accountName: NUL, bankName: 'FNB', accountNumber: '123' } }, 'bank.accountName', TEXT_MESSAGE],
    [['phone', '+27 82 555 0147'], '_', 'Send the company details as an object of fields'],
  ])('PUT /api/admin/settings/company %j', async (body, field, message) => {
    const before = (await staff.get('/api/admin/settings/company')).body;
    const response = await staff.put('/api/admin/settings/company', body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ [field]: message });
    expect((await staff.get('/api/admin/settings/company')).body).toEqual(before);
  });
});
