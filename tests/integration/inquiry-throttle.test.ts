import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { validInquiry } from '../fixtures/records.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ rateLimits: { inquiries: 2 } });
});
afterAll(() => app?.close());

it('throttles a flood of inquiries from one address with 429 and stores none of the excess', async () => {
  const visitor = app.client();
  expect((await visitor.post('/api/inquiries', validInquiry)).status).toBe(201);
  expect((await visitor.post('/api/inquiries', validInquiry)).status).toBe(201);
  const third = await visitor.post('/api/inquiries', validInquiry);
  expect(third.status).toBe(429);
  expect(third.body.message).toMatch(/Too many attempts/);
  expect((await app.services().inquiries.statusCounts()).all).toBe(2);
});
