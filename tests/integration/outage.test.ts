import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '#database/embedded.ts';
import { validInquiry } from '../fixtures/records.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

// This file stops its database, so it runs its own cluster rather than the run's shared one.
let dir: string;
let cluster: EmbeddedDatabase;
let app: TestApp;
let cookie: string | undefined;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'safari-outage-'));
  cluster = await startEmbeddedDatabase(dir, { log: () => {} });
  app = await startTestApp({ adminUrl: cluster.adminUrl });
  cookie = (await app.signedInAdmin()).client.cookie;
});
afterAll(async () => {
  await app?.close().catch(() => {});
  await cluster?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('PostgreSQL stopped, then started again', () => {
  it('answers 503 with Retry-After while it is down, keeps liveness up, and recovers without a restart', async () => {
    expect((await app.client().get('/api/ready')).status).toBe(200);
    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      await cluster.stop();

      for (const request of [
        () => app.client().get('/api/packages'),
        () => app.client().post('/api/inquiries', validInquiry),
        () => app.client().post('/api/admin/login', { username: 'someone', password: 'some password' }),
      ]) {
        const response = await request();
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('5');
        expect(response.body).toEqual({ message: 'The service is briefly unavailable. Please try again in a moment.' });
      }
      // A signed-in admin's session cannot be read either: a page request gets the friendly page.
      const staff = app.client();
      staff.cookie = cookie;
      const page = await staff.request('GET', '/admin', { headers: { Accept: 'text/html' } });
      expect(page.status).toBe(503);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(page.text).toContain('We’ll be right back');

      expect((await app.client().get('/api/health')).status).toBe(200);
      const ready = await app.client().get('/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');

      cluster = await startEmbeddedDatabase(dir, { port: cluster.port, log: () => {} });
    } finally {
      console.warn = original;
    }
    expect((await app.client().get('/api/ready')).status).toBe(200);
    expect((await app.client().get('/api/packages')).status).toBe(200);
    expect((await app.client().post('/api/inquiries', validInquiry)).status).toBe(201);
    const staff = app.client();
    staff.cookie = cookie;
    expect((await staff.get('/api/admin/me')).status).toBe(200);
  });
});
