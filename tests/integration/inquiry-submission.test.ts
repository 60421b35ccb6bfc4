import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validContactInquiry, validInquiry } from '../fixtures/records.ts';
import { countRows } from '../fixtures/inquiries.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const send = (body: unknown, headers?: Record<string, string>) => app.client().post('/api/inquiries', body, headers);
const stored = async (id: string) => (await app.services().inquiries.detail(id))!;
const byEmail = (email: string) => countRows(app, 'inquiries', 'email = ?', [email]);

describe('lead source', () => {
  it('stores where the traveller came from and which form sent it, and shows none of it back', async () => {
    const response = await send({
      ...validInquiry,
      landingPage: '/packages?utm_source=newsletter&utm_medium=email&utm_campaign=june',
      referrer: 'https://www.google.com/search?q=safari+for+amara',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'june',
      form: 'home',
      fillMs: 45_000,
    });
    expect(response.status).toBe(201);
    expect(response.body).not.toHaveProperty('landingPage');
    expect(await stored(response.body.id)).toMatchObject({
      status: 'pending',
      landingPage: '/packages?utm_source=newsletter&utm_medium=email&utm_campaign=june',
      // Only origin and path: a referrer's query can carry the visitor's own words.
      referrer: 'https://www.google.com/search',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'june',
      form: 'home',
    });
  });

  it('takes the contact form’s lead source too', async () => {
    const response = await send({ ...validContactInquiry, form: '/victoria-falls-detail', utmSource: 'instagram' });
    expect(await stored(response.body.id)).toMatchObject({ form: '/victoria-falls-detail', utmSource: 'instagram', phone: '+46 70 123 45 67' });
  });

  it('cuts over-long values to their column instead of losing the enquiry', async () => {
    const response = await send({ ...validInquiry, landingPage: `/${'a'.repeat(700)}`, utmCampaign: 'c'.repeat(300), form: ' f\u0000orm ' });
    expect(response.status).toBe(201);
    const record = await stored(response.body.id);
    expect(record.landingPage).toHaveLength(500);
    expect(record.utmCampaign).toBe('c'.repeat(100));
    expect(record.form).toBe('form');
  });

  it('stores blanks as null', async () => {
    const response = await send({ ...validInquiry, landingPage: '   ', referrer: null });
    expect(await stored(response.body.id)).toMatchObject({ landingPage: null, referrer: null, utmSource: null, form: null });
  });

  it.each(['landingPage', 'referrer', 'utmSource', 'utmMedium', 'utmCampaign', 'form'])('answers a non-text %s with 400 naming it', async (field) => {
    const response = await send({ ...validInquiry, [field]: { nested: true } });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ [field]: 'Must be text' });
  });
});

describe('spam', () => {
  it.each([
    ['a filled honeypot', { website: 'http://cheap.example' }],
    ['a filled honeypot sent in under 3 seconds', { website: 'x', fillMs: 10 }],
  ])('answers %s exactly as a person, files it as spam and never as New', async (_what, signals) => {
    const email = `bot-${Object.keys(signals).join('-')}-${Math.random()}@example.com`;
    const person = await send({ ...validInquiry, email: 'person@example.com', fillMs: 8000 });
    const pendingBefore = (await app.services().inquiries.statusCounts()).pending;
    const bot = await send({ ...validInquiry, email, ...signals });
    expect(bot.status).toBe(person.status);
    expect(Object.keys(bot.body).sort()).toEqual(Object.keys(person.body).sort());
    expect((await stored(bot.body.id)).status).toBe('spam');
    expect((await app.services().inquiries.statusCounts()).pending).toBe(pendingBefore);
  });

  it('files a contact-page bot as spam too', async () => {
    const response = await send({ ...validContactInquiry, website: 'filled' });
    expect(response.status).toBe(201);
    expect((await stored(response.body.id)).status).toBe('spam');
  });

  // Under 3 seconds alone is only "possible spam" (a browser's autofill): tests/integration/possible-spam.test.ts.
  it('takes a person who needed 3 seconds or more, or whose form sent no timing, or sent it fast, as New', async () => {
    for (const body of [{ ...validInquiry, fillMs: 3000 }, validInquiry, { ...validInquiry, website: '   ', fillMs: null }, { ...validInquiry, fillMs: 1200 }]) {
      const response = await send(body);
      expect((await stored(response.body.id)).status).toBe('pending');
    }
  });

  it.each([[-1], [2.5], ['fast']])('answers fillMs = %j with 400 naming it', async (fillMs) => {
    const response = await send({ ...validInquiry, fillMs });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ fillMs: 'Must be a whole number of milliseconds' });
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeat with the first response and stores nothing new', async () => {
    const email = 'retry@example.com';
    const first = await send({ ...validInquiry, email }, { 'Idempotency-Key': 'key-sequential-1' });
    const again = await send({ ...validInquiry, email }, { 'Idempotency-Key': 'key-sequential-1' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await byEmail(email)).toBe(1);
    // Received, and its two queued mails (issue 8); the repeat added none.
    expect(await countRows(app, 'inquiry_events', 'inquiry_id = ?', [first.body.id])).toBe(3);

    const other = await send({ ...validInquiry, email }, { 'Idempotency-Key': 'key-sequential-2' });
    expect(other.body.id).not.toBe(first.body.id);
    expect(await byEmail(email)).toBe(2);
  });

  it('stores one enquiry when ten requests with one key race', async () => {
    const email = 'race@example.com';
    const responses = await Promise.all(Array.from({ length: 10 }, () => send({ ...validInquiry, email }, { 'Idempotency-Key': 'key-race' })));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
    for (const r of responses) expect(r.body).toEqual(responses[0]!.body);
    expect(await byEmail(email)).toBe(1);
    expect(await countRows(app, 'inquiry_idempotency_keys', 'key = ?', ['key-race'])).toBe(1);
  });

  it('replays a spam answer the same way, so a retrying bot learns nothing either', async () => {
    const first = await send({ ...validInquiry, email: 'replay-bot@example.com', website: 'x' }, { 'Idempotency-Key': 'key-bot' });
    const again = await send({ ...validInquiry, email: 'replay-bot@example.com', website: 'x' }, { 'Idempotency-Key': 'key-bot' });
    expect(again.body).toEqual(first.body);
    expect(await byEmail('replay-bot@example.com')).toBe(1);
  });

  it('forgets a key after 24 hours, pruning it', async () => {
    const email = 'old-key@example.com';
    const first = await send({ ...validInquiry, email }, { 'Idempotency-Key': 'key-old' });
    await app.orm.em.fork().execute("update inquiry_idempotency_keys set created_at = now() - interval '25 hours' where key = 'key-old'");
    const later = await send({ ...validInquiry, email }, { 'Idempotency-Key': 'key-old' });
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
    expect(await byEmail(email)).toBe(2);
    expect(await countRows(app, 'inquiry_idempotency_keys', 'key = ?', ['key-old'])).toBe(1);
  });

  it('housekeeping prunes every key older than 24 hours and keeps the fresh ones', async () => {
    expect((await send({ ...validInquiry, email: 'stale-key@example.com' }, { 'Idempotency-Key': 'key-stale' })).status).toBe(201);
    expect((await send({ ...validInquiry, email: 'fresh-key@example.com' }, { 'Idempotency-Key': 'key-fresh' })).status).toBe(201);
    await app.orm.em.fork().execute("update inquiry_idempotency_keys set created_at = now() - interval '25 hours' where key = 'key-stale'");
    expect(await countRows(app, 'inquiry_idempotency_keys', 'key = ?', ['key-stale'])).toBe(1);
    expect(await app.services().inquiries.pruneIdempotencyKeys()).toBeGreaterThanOrEqual(1);
    expect(await countRows(app, 'inquiry_idempotency_keys', 'key = ?', ['key-stale'])).toBe(0);
    expect(await countRows(app, 'inquiry_idempotency_keys', 'key = ?', ['key-fresh'])).toBe(1);
  });

  it.each([
    ['too long', 'k'.repeat(201)],
    ['with a control character', 'abc\tdef'],
    ['blank', '   x'.slice(0, 3)],
  ])('answers a key %s with 400 naming the header, storing nothing', async (_what, key) => {
    const email = `bad-key-${key.length}@example.com`;
    const response = await app.client().request('POST', '/api/inquiries', { body: { ...validInquiry, email }, headers: { 'Idempotency-Key': key } });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ 'Idempotency-Key': 'Idempotency-Key must be 1 to 200 printable characters' });
    expect(await byEmail(email)).toBe(0);
  });

  it('accepts a 200-character key', async () => {
    expect((await send(validInquiry, { 'Idempotency-Key': 'k'.repeat(200) })).status).toBe(201);
  });
});
