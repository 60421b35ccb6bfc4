import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetBlockedKeys } from '#server/middleware/rate-limit.ts';
import { createServices } from '#server/services.ts';
import { validInquiry } from '../fixtures/records.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

const LIMIT = 5;
const PER_ADDRESS = 12;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ rateLimits: { loginFailures: LIMIT, loginFailuresPerAddress: PER_ADDRESS } });
});
afterAll(() => app?.close());

/** All requests of a test file come from 127.0.0.1, so each test starts its address afresh. */
const clearCounters = async () => {
  await app.orm.em.fork().getConnection().execute('delete from rate_limits');
  forgetBlockedKeys();
};

const login = (username: string, password: string) => app.client().post('/api/admin/login', { username, password });

// Each sign-in is ~100 ms of scrypt and as long again of rest (admins.repo.ts): beside other files on two cores
// these took 26-30 s, at the default 30 s limit.
describe('sign-in throttling', { timeout: 60_000 }, () => {
  it('answers a wrong password and a refused attempt only after the failure pause', async () => {
    // Its own server: every other test here runs without the pause, to stay quick.
    const paused = await startTestApp({ rateLimits: { loginFailures: 1, failureDelayMs: 700 } });
    try {
      const attempt = async () => {
        const started = performance.now();
        const { status } = await paused.client().post('/api/admin/login', { username: 'admin', password: 'not-the-password' });
        return { status, ms: performance.now() - started };
      };
      const wrong = await attempt();
      expect(wrong.status).toBe(401);
      expect(wrong.ms).toBeGreaterThanOrEqual(700);
      const refused = await attempt();
      expect(refused.status).toBe(429);
      expect(refused.ms).toBeGreaterThanOrEqual(700);
    } finally {
      await paused.close();
    }
  });

  it('evaluates at most the limit of 30 parallel wrong passwords; the rest get 429 with Retry-After', async () => {
    await clearCounters();
    const arrange = app.services();
    await arrange.admins.create({ username: 'parallel', password: 'parallel-password-1', email: 'p@example.com' });
    await arrange.commit();
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => login('parallel', `guess-${i}`)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LIMIT);
    for (const r of responses.filter((x) => x.status === 429)) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(r.body.message).toMatch(/Too many attempts/);
    }
  });

  it('caps one address across usernames, so a new name per guess gains nothing', async () => {
    await clearCounters();
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 3; i++) statuses.push((await login(`nobody-${i}`, 'whatever-password')).status);
    expect(statuses.slice(0, PER_ADDRESS)).toEqual(Array(PER_ADDRESS).fill(401));
    expect(statuses.slice(PER_ADDRESS)).toEqual([429, 429, 429]);
  });

  it('resets the failure count of a name after a successful sign-in', async () => {
    await clearCounters();
    const services = app.services();
    await services.admins.create({ username: 'forgetful', password: 'forgetful-password-1', email: 'f@example.com' });
    await services.commit();
    for (let i = 0; i < LIMIT - 1; i++) expect((await login('forgetful', `wrong-${i}`)).status).toBe(401);
    expect((await login('forgetful', 'forgetful-password-1')).status).toBe(200);
    // Without the reset the next wrong guess would be the limit's last and the one after a 429.
    for (let i = 0; i < LIMIT; i++) expect((await login('forgetful', `again-${i}`)).status).toBe(401);
    expect((await login('forgetful', 'forgetful-password-1')).status).toBe(429);
  });

  it('throttles the password change of a signed-in admin', async () => {
    await clearCounters();
    const { client } = await app.signedInAdmin();
    const change = (current: string) =>
      client.post('/api/admin/password', { currentPassword: current, newPassword: 'brand new password 1', confirmPassword: 'brand new password 1' });
    for (let i = 0; i < LIMIT; i++) expect((await change(`wrong-${i}`)).status).toBe(400);
    const blocked = await change('wrong-again');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers a throttled enquiry with Retry-After', async () => {
    const throttled = await startTestApp({ rateLimits: { inquiries: 1 } });
    try {
      const visitor = throttled.client();
      expect((await visitor.post('/api/inquiries', validInquiry)).status).toBe(201);
      const response = await visitor.post('/api/inquiries', validInquiry);
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await throttled.close();
    }
  });
});

describe('pruning', () => {
  it('deletes ended windows and keeps running ones', async () => {
    await clearCounters();
    const limiter = createServices(app.orm.em.fork()).rateLimiter;
    await limiter.hit('ended', 1);
    await limiter.hit('running', 900);
    await app.orm.em.fork().getConnection().execute("update rate_limits set reset_at = now() - interval '1 second' where key = 'ended'");
    expect(await limiter.prune()).toBe(1);
    expect(await limiter.peek('running')).toBe(1);
    const keys = await app.orm.em.fork().getConnection().execute<{ key: string }[]>('select key from rate_limits');
    expect(keys.map((k) => k.key)).toEqual(['running']);
  });
});
