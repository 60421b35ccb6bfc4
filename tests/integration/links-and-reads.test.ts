import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '#lib/domain/staff/staff.types.ts';
import { describeActivity } from '#components/admin/activity/activity-text.ts';
import { errorHandler } from '#server/middleware/errors.ts';
import { validInquiry } from '../fixtures/records.ts';
import { allowConsoleErrors } from '../setup/console-errors.ts';
import { startTestApp, type TestApp, type TestClient } from '../setup/test-app.ts';

const TOKEN = 'c2VjcmV0LXRva2VuLW9mLWEtdHJhdmVsbGVyLTEyMzQ1';

let app: TestApp;
let owner: TestClient;
let staff: { client: TestClient; username: string };
beforeAll(async () => {
  app = await startTestApp();
  owner = (await app.signedInAdmin()).client;
  staff = await app.signedInAdmin({ role: 'staff' });
});
afterAll(() => app?.close());

const activity = async () => (await owner.get('/api/admin/activity?kind=inquiry&limit=200')).body.items as ActivityEntry[];

describe('reads of an enquiry are audited (decision 137)', () => {
  it('writes who opened whose enquiry, and says it in words; the list of the log stays an owner’s', async () => {
    const id = (await app.client().post('/api/inquiries', { ...validInquiry, firstName: 'Jo', lastName: 'Reader' })).body.id;
    expect((await staff.client.get(`/api/admin/inquiries/${id}`)).status).toBe(200);
    const viewed = (await activity()).filter((e) => e.recordId === id && e.action === 'viewed');
    expect(viewed).toHaveLength(1);
    expect(viewed[0]).toMatchObject({ actorName: staff.username, changes: { rows: 1 } });
    expect(describeActivity(viewed[0]!)).toBe('opened the inquiry from Jo Reader');
    expect((await staff.client.get('/api/admin/activity')).status).toBe(403);
  });

  it('writes nothing for an enquiry that is not there', async () => {
    const before = (await activity()).length;
    expect((await staff.client.get('/api/admin/inquiries/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await activity()).length).toBe(before);
  });
});

describe('a link’s token stays out of what is stored and logged (decision 137)', () => {
  it('keeps a landing page and a referrer on a proposal’s page only as its pattern, in the desk and the CSV', async () => {
    const created = await app.client().post('/api/inquiries', {
      ...validInquiry,
      email: 'landed@example.com',
      landingPage: `/proposals/${TOKEN}?utm_source=mail`,
      referrer: `https://safari.example/proposals/${TOKEN}`,
    });
    expect(created.status).toBe(201);
    const detail = await staff.client.get(`/api/admin/inquiries/${created.body.id}`);
    expect(detail.body).toMatchObject({ landingPage: '/proposals/:token?utm_source=mail', referrer: 'https://safari.example/proposals/:token' });
    const csv = await owner.get('/api/admin/inquiries/export?q=landed');
    expect(csv.text).toContain('/proposals/:token');
    expect(csv.text).not.toContain(TOKEN);
  });

  it('stores a traveller’s name on one line, so it cannot split a log line or a mail header', async () => {
    const created = await app.client().post('/api/inquiries', { ...validInquiry, firstName: 'Ada\r\nBcc: someone@evil.test', lastName: 'Love\nlace' });
    expect(created.status).toBe(201);
    const detail = await staff.client.get(`/api/admin/inquiries/${created.body.id}`);
    expect(detail.body).toMatchObject({ firstName: 'Ada Bcc: someone@evil.test', lastName: 'Love lace' });
  });

  it('names the route’s pattern, not the token, in the error and outage log lines', async () => {
    allowConsoleErrors();
    const lines: string[] = [];
    const keep = (...args: unknown[]) => void lines.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(' '));
    const error = vi.spyOn(console, 'error').mockImplementation(keep);
    const warn = vi.spyOn(console, 'warn').mockImplementation(keep);
    // The process's outage log writes one line per kind every 10 s; another test's outage in this file may have
    // just written this kind. An hour later by the clock, this one is written whatever ran before.
    const realNow = Date.now;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 3_600_000);
    const mini = express();
    mini.get('/api/proposals/:token/accept', () => {
      throw new Error('a bug on the traveller’s page');
    });
    mini.get('/proposals/:token', () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    mini.use(errorHandler);
    const server = mini.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${base}/api/proposals/${TOKEN}/accept?x=1`)).status).toBe(500);
      expect((await fetch(`${base}/proposals/${TOKEN}`, { headers: { Accept: 'text/html' } })).status).toBe(503);
    } finally {
      error.mockRestore();
      warn.mockRestore();
      clock.mockRestore();
      server.close();
    }
    const said = lines.join('\n');
    expect(said).toContain('GET /api/proposals/:token/accept failed');
    expect(said).toContain('GET /proposals/:token: unavailable');
    expect(said).not.toContain(TOKEN);
  });
});

describe('the upgrade (migration of decision 137)', () => {
  it('rewrites what was stored before: a token in a landing page or referrer, a line break in a name', async () => {
    const upgraded = await startTestApp();
    try {
      const migration = ['Migration20261126050000_LinksThatEnd'];
      // A later migration's trigger reads the column this one adds: it goes down first and comes back after.
      const later = ['Migration20261127080000_PasswordMailsEndWithTheirLinks'];
      await upgraded.orm.migrator.down({ migrations: later });
      await upgraded.orm.migrator.down({ migrations: migration });
      const services = upgraded.services();
      const stored = services.inquiries.create({ ...validInquiry, firstName: 'Old\r\nName', lastName: 'Row', landingPage: `/proposals/${TOKEN}?utm_source=mail`, referrer: `https://safari.example/api/proposals/${TOKEN}/accept` });
      const plain = services.inquiries.create({ ...validInquiry, firstName: 'Plain', landingPage: '/packages/chobe', referrer: 'https://www.google.com/' });
      await services.commit();
      await upgraded.orm.migrator.up({ migrations: migration });
      await upgraded.orm.migrator.up({ migrations: later });
      const rows = await upgraded.services().em.execute<{ id: string; first_name: string; landing_page: string; referrer: string }[]>('select id, first_name, landing_page, referrer from inquiries');
      expect(rows.find((r) => r.id === stored.id)).toMatchObject({ first_name: 'Old Name', landing_page: '/proposals/:token?utm_source=mail', referrer: 'https://safari.example/api/proposals/:token/accept' });
      expect(rows.find((r) => r.id === plain.id)).toMatchObject({ first_name: 'Plain', landing_page: '/packages/chobe', referrer: 'https://www.google.com/' });
    } finally {
      await upgraded.close();
    }
  });
});
