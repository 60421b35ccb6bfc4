import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../setup/test-app.ts';
import { validInquiry } from '../fixtures/records.ts';
import { routesOf } from '../setup/app-routes.ts';

/** What a first password still opens: sign-in, who am I, sign-out, replacing it, and giving one's e-mail. */
const OPEN_TO_A_FIRST_PASSWORD = ['POST /api/admin/login', 'GET /api/admin/me', 'POST /api/admin/logout', 'POST /api/admin/password', 'POST /api/admin/email'];
/** What a signed-out visitor reaches: sign-in, and a forgotten password's two steps (decision 121). */
const OPEN_WITHOUT_SIGN_IN = ['POST /api/admin/login', 'POST /api/admin/password-reset', 'POST /api/admin/password-reset/confirm'];

let app: TestApp;
let routes: string[];
let newcomer: TestClient;
const firstPassword = 'a first password from a colleague';

beforeAll(async () => {
  app = await startTestApp();
  // The server's request listener is the Express app itself: its router lists every route, today's and tomorrow's.
  routes = routesOf(app.server.listeners('request')[0] as Express);
  await app.services().transaction((s) => s.admins.create({ username: 'newcomer', password: firstPassword, email: 'newcomer@example.com' }, { mustChangePassword: true }));
  newcomer = app.client();
  const signedIn = await newcomer.post('/api/admin/login', { username: 'newcomer', password: firstPassword });
  expect(signedIn.body.mustChangePassword).toBe(true);
});
afterAll(() => app?.close());

const send = (client: TestClient, route: string) => {
  const [method, path] = route.split(' ') as [string, string];
  return client.request(method, path, method === 'GET' || method === 'HEAD' ? {} : { body: {} });
};

describe('a first password is a wall', () => {
  it('finds the staff routes it guards: every /api/admin route and GET /api/inquiries', () => {
    const staff = routes.filter((route) => route.includes(' /api/admin/'));
    // Enough to know the walk saw the app's routers, not only the auth router.
    expect(staff.length).toBeGreaterThan(30);
    for (const route of ['GET /api/admin/inquiries', 'GET /api/admin/admins', 'POST /api/admin/packages', 'GET /api/inquiries', ...OPEN_TO_A_FIRST_PASSWORD]) {
      expect(routes).toContain(route);
    }
  });

  it('answers 403 on every route that needs a sign-in, except the password change and what leads to it', async () => {
    const needSignIn: string[] = [];
    const refusals: Record<string, number> = {};
    for (const route of routes) {
      if ((await send(app.client(), route)).status !== 401) continue;
      needSignIn.push(route);
      if (OPEN_TO_A_FIRST_PASSWORD.includes(route)) continue;
      const answer = await send(newcomer, route);
      refusals[route] = answer.status;
      if (answer.status === 403) expect(answer.body).toEqual({ message: 'Please choose your own password first (Settings)' });
    }
    // Every route that returns or changes staff data needs a sign-in, wherever it is mounted.
    const staffRoutes = routes.filter((route) => (route.includes(' /api/admin/') && !OPEN_WITHOUT_SIGN_IN.includes(route)) || route === 'GET /api/inquiries');
    expect(needSignIn.sort()).toEqual(staffRoutes.sort());
    expect(Object.keys(refusals).sort()).toEqual(staffRoutes.filter((route) => !OPEN_TO_A_FIRST_PASSWORD.includes(route)).sort());
    expect(Object.entries(refusals).filter(([, status]) => status !== 403)).toEqual([]);
  });

  it('hands out no enquiry through the old list path', async () => {
    expect((await app.client().post('/api/inquiries', { ...validInquiry, email: 'ada@example.com' })).status).toBe(201);
    const response = await newcomer.get('/api/inquiries?limit=100');
    expect(response.status).toBe(403);
    expect(response.text).not.toContain('ada@example.com');
  });

  it('refuses the same password as the new one, naming the field, and keeps the wall up', async () => {
    const same = await newcomer.post('/api/admin/password', { currentPassword: firstPassword, newPassword: firstPassword, confirmPassword: firstPassword });
    expect(same.status).toBe(400);
    expect(same.body).toEqual({
      message: 'The new password must be different from the current one',
      errors: { newPassword: 'The new password must be different from the current one' },
    });
    expect((await newcomer.get('/api/admin/me')).body.mustChangePassword).toBe(true);
    expect((await newcomer.get('/api/admin/packages')).status).toBe(403);
  });

  it('opens every staff route once the account has a password of its own', async () => {
    const own = 'a passphrase of my own choosing';
    const changed = await newcomer.post('/api/admin/password', { currentPassword: firstPassword, newPassword: own, confirmPassword: own });
    expect(changed.status).toBe(204);
    expect((await newcomer.get('/api/admin/me')).body.mustChangePassword).toBe(false);
    expect((await newcomer.get('/api/admin/packages')).status).toBe(200);
    expect((await newcomer.get('/api/inquiries?limit=100')).status).toBe(200);
  });
});
