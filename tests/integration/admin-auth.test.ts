import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ rateLimits: { loginFailures: 3 } });
  await app.services().transaction((s) => s.admins.create({ username: 'mara', password: 'mara-password-123', email: 'mara@example.com' }));
});
afterAll(() => app?.close());

describe('sign-in', () => {
  it('signs in with a session cookie that scripts cannot read', async () => {
    const staff = app.client();
    const response = await staff.post('/api/admin/login', { username: 'mara', password: 'mara-password-123' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: expect.any(String), username: 'mara', email: 'mara@example.com', mustChangePassword: false, needsEmail: false, role: 'owner' });
    expect(response.body).not.toHaveProperty('password');
    const cookie = response.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await staff.get('/api/admin/me')).body.username).toBe('mara');
  });

  it('gives a new session id at sign-in, so an earlier session id stops working', async () => {
    const staff = app.client();
    await staff.post('/api/admin/login', { username: 'mara', password: 'mara-password-123' });
    const earlier = staff.cookie;
    await staff.post('/api/admin/login', { username: 'mara', password: 'mara-password-123' });
    expect(staff.cookie).toBeDefined();
    expect(staff.cookie).not.toBe(earlier);
    const replay = app.client();
    replay.cookie = earlier;
    expect((await replay.get('/api/admin/me')).status).toBe(401);
  });

  it('asks for both fields when either is blank, without checking credentials', async () => {
    for (const body of [{ username: '  ', password: 'x' }, { username: 'mara', password: '   ' }, {}]) {
      const response = await app.client().post('/api/admin/login', body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Please enter both username and password');
    }
  });

  it('answers an unknown user and a wrong password the same way', async () => {
    const unknown = await app.client().post('/api/admin/login', { username: 'nobody', password: 'whatever-password' });
    const wrong = await app.client().post('/api/admin/login', { username: 'mara', password: 'not-her-password' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.text).toBe(wrong.text);
    expect(wrong.body).toEqual({ message: 'Invalid username or password' });
  });

  it('throttles repeated failures for a username with 429', async () => {
    await app.services().transaction((s) => s.admins.create({ username: 'target', password: 'target-password-1', email: 'target@example.com' }));
    const attacker = app.client();
    for (let i = 0; i < 3; i++) {
      expect((await attacker.post('/api/admin/login', { username: 'target', password: `guess-${i}` })).status).toBe(401);
    }
    const blocked = await attacker.post('/api/admin/login', { username: 'target', password: 'target-password-1' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many attempts/);
    // Another admin is not locked out by it.
    expect((await app.client().post('/api/admin/login', { username: 'mara', password: 'mara-password-123' })).status).toBe(200);
  });
});

describe('admin routes without a session', () => {
  const routes: [string, string][] = [
    ['GET', '/api/admin/me'],
    ['POST', '/api/admin/logout'],
    ['POST', '/api/admin/password'],
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/inquiries'],
    ['GET', '/api/inquiries'],
    ['GET', '/api/admin/packages'],
    ['POST', '/api/admin/packages'],
    ['PUT', '/api/admin/packages/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/admin/gallery-folders'],
    ['GET', '/api/admin/gallery-folders/00000000-0000-4000-8000-000000000000/galleries'],
    ['GET', '/api/admin/galleries/00000000-0000-4000-8000-000000000000/photos'],
    ['POST', '/api/admin/gallery-folders'],
    ['POST', '/api/admin/galleries'],
    ['POST', '/api/admin/gallery-photos'],
    ['DELETE', '/api/admin/gallery-folders/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/admin/galleries/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/admin/gallery-photos/00000000-0000-4000-8000-000000000000'],
  ];
  it.each(routes)('%s %s answers 401', async (method, path) => {
    const response = await app.client().request(method, path, method === 'GET' || method === 'DELETE' ? {} : { body: { name: 'x' } });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Please sign in' });
  });

  it('refuses a cross-site sign-in attempt with 403', async () => {
    const response = await app.client().post('/api/admin/login', { username: 'mara', password: 'mara-password-123' }, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });
});

describe('sign-out and sessions', () => {
  it('logs out: the old session cookie no longer works', async () => {
    const { client } = await app.signedInAdmin();
    const cookie = client.cookie;
    expect((await client.post('/api/admin/logout')).status).toBe(204);
    const replay = app.client();
    replay.cookie = cookie;
    expect((await replay.get('/api/admin/me')).status).toBe(401);
  });

  it('changes the password, ends the admin’s other sessions and keeps this one', async () => {
    const { client, username, password } = await app.signedInAdmin();
    const otherDevice = app.client();
    await otherDevice.post('/api/admin/login', { username, password });
    expect((await otherDevice.get('/api/admin/me')).status).toBe(200);

    const response = await client.post('/api/admin/password', {
      currentPassword: password,
      newPassword: 'a much longer new password',
      confirmPassword: 'a much longer new password',
    });
    expect(response.status).toBe(204);
    expect((await client.get('/api/admin/me')).status).toBe(200);
    expect((await otherDevice.get('/api/admin/me')).status).toBe(401);
    expect((await app.client().post('/api/admin/login', { username, password })).status).toBe(401);
    expect((await app.client().post('/api/admin/login', { username, password: 'a much longer new password' })).status).toBe(200);
  });

  it('rejects a wrong current password, a short new one and a mismatched confirmation', async () => {
    const { client, password } = await app.signedInAdmin();
    const wrongCurrent = await client.post('/api/admin/password', { currentPassword: 'nope', newPassword: 'long enough password', confirmPassword: 'long enough password' });
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.body.errors).toEqual({ currentPassword: 'The current password is not correct' });
    const short = await client.post('/api/admin/password', { currentPassword: password, newPassword: 'short', confirmPassword: 'short' });
    expect(short.body.errors.newPassword).toBe('Password must be at least 12 characters');
    const mismatch = await client.post('/api/admin/password', { currentPassword: password, newPassword: 'long enough password', confirmPassword: 'long enough passw0rd' });
    expect(mismatch.body.errors.confirmPassword).toBe('The passwords do not match');
  });
});
