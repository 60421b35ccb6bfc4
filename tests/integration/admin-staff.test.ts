import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from '../setup/test-app.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

let app: TestApp;
let staff: TestClient;
let me: { id: string };
withSignedInApp((started) => ({ app, staff } = started));
beforeAll(async () => {
  me = (await staff.get('/api/admin/me')).body;
});

let n = 0;
const colleague = () => ({ username: `guide.${++n}`, email: `Guide${n}@Example.com`, password: 'first password 123' });
const MISSING = '00000000-0000-4000-8000-000000000000';

async function signIn(username: string, password: string) {
  const client = app.client();
  const response = await client.post('/api/admin/login', { username, password });
  return { client, response };
}

describe('staff accounts', () => {
  it('refuses every call without a session', async () => {
    const visitor = app.client();
    expect((await visitor.get('/api/admin/admins')).status).toBe(401);
    expect((await visitor.post('/api/admin/admins', colleague())).status).toBe(401);
    expect((await visitor.request('PATCH', `/api/admin/admins/${MISSING}`, { body: { isActive: false } })).status).toBe(401);
  });

  it('adds a colleague, who must choose their own password before anything else', async () => {
    const input = colleague();
    const created = await staff.post('/api/admin/admins', input);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ username: input.username, email: input.email.toLowerCase(), isActive: true, mustChangePassword: true });
    expect(JSON.stringify(created.body)).not.toContain(input.password);
    expect((await staff.get('/api/admin/admins')).body.map((a: { username: string }) => a.username)).toContain(input.username);

    const { client, response } = await signIn(input.username, input.password);
    expect(response.status).toBe(200);
    expect(response.body.mustChangePassword).toBe(true);
    expect((await client.get('/api/admin/packages')).status).toBe(403);
    expect((await client.get('/api/admin/inquiries')).status).toBe(403);
    expect((await client.get('/api/admin/me')).status).toBe(200);
    const changed = await client.post('/api/admin/password', { currentPassword: input.password, newPassword: 'my very own passphrase', confirmPassword: 'my very own passphrase' });
    expect(changed.status).toBe(204);
    expect((await client.get('/api/admin/packages')).status).toBe(200);
    expect((await client.get('/api/admin/me')).body.mustChangePassword).toBe(false);
  });

  it.each([
    ['username', '', 'Username is required'],
    ['username', 'a b', 'Use 3 to 100 letters, digits, dots, dashes or underscores'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['email', '', 'E-mail is required'],
    ['password', 'short', 'Password must be at least 12 characters'],
    ['password', undefined, 'Password must be at least 12 characters'],
  ])('refuses %s = %j: “%s”', async (field, value, message) => {
    const response = await staff.post('/api/admin/admins', { ...colleague(), [field]: value });
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
  });

  it('refuses a username or e-mail that another account has (e-mail without regard to case)', async () => {
    const first = colleague();
    await staff.post('/api/admin/admins', first);
    const sameName = await staff.post('/api/admin/admins', { ...colleague(), username: first.username });
    expect(sameName.status).toBe(400);
    expect(sameName.body.errors.username).toBe('That username is taken');
    const sameEmail = await staff.post('/api/admin/admins', { ...colleague(), email: first.email.toUpperCase() });
    expect(sameEmail.status).toBe(400);
    expect(sameEmail.body.errors.email).toBe('Another account already uses this e-mail');
  });

  it('changes an e-mail, refusing one in use', async () => {
    const a = (await staff.post('/api/admin/admins', colleague())).body;
    const b = (await staff.post('/api/admin/admins', colleague())).body;
    const changed = await staff.request('PATCH', `/api/admin/admins/${a.id}`, { body: { email: 'new.address@example.com' } });
    expect(changed.status).toBe(200);
    expect(changed.body.email).toBe('new.address@example.com');
    const clash = await staff.request('PATCH', `/api/admin/admins/${a.id}`, { body: { email: b.email } });
    expect(clash.status).toBe(400);
    expect(clash.body.errors.email).toBe('Another account already uses this e-mail');
    const bad = await staff.request('PATCH', `/api/admin/admins/${a.id}`, { body: { email: 'nope' } });
    expect(bad.body.errors.email).toBe('Please enter a valid email address');
  });

  it('deactivating ends the account’s sessions at once; reactivating lets it sign in again', async () => {
    const input = colleague();
    const account = (await staff.post('/api/admin/admins', input)).body;
    const { client } = await signIn(input.username, input.password);
    expect((await client.get('/api/admin/me')).status).toBe(200);
    const off = await staff.request('PATCH', `/api/admin/admins/${account.id}`, { body: { isActive: false } });
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);
    const sessions = await app.orm.em.fork().execute("select count(*) as n from sessions where sess->>'adminId' = ?", [account.id]);
    expect(Number(sessions[0]!.n)).toBe(0);
    expect((await client.get('/api/admin/me')).status).toBe(401);
    // Issue 29: with the right password, told the account is inactive and whom to ask; with a wrong one, nothing.
    const refused = (await signIn(input.username, input.password)).response;
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^This account is inactive\. Ask .+ \(owner\) to reactivate it\.$/);
    const wrong = (await signIn(input.username, 'not her password at all')).response;
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid username or password');
    await staff.request('PATCH', `/api/admin/admins/${account.id}`, { body: { isActive: true } });
    expect((await signIn(input.username, input.password)).response.status).toBe(200);
  });

  it('never lets an admin deactivate themselves', async () => {
    const response = await staff.request('PATCH', `/api/admin/admins/${me.id}`, { body: { isActive: false } });
    expect(response.status).toBe(400);
    expect(response.body.errors.isActive).toBe('You cannot deactivate your own account');
    expect((await staff.get('/api/admin/me')).status).toBe(200);
  });

  it('answers 404 for an unknown account and 400 for a bad flag', async () => {
    expect((await staff.request('PATCH', `/api/admin/admins/${MISSING}`, { body: { email: 'x@example.com' } })).status).toBe(404);
    expect((await staff.request('PATCH', '/api/admin/admins/abc', { body: {} })).status).toBe(404);
    const bad = await staff.request('PATCH', `/api/admin/admins/${me.id}`, { body: { isActive: 'no' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.isActive).toBe('Must be true or false');
  });

  it('logs account changes without passwords', async () => {
    const input = colleague();
    const account = (await staff.post('/api/admin/admins', input)).body;
    await staff.request('PATCH', `/api/admin/admins/${account.id}`, { body: { isActive: false } });
    const log = (await staff.get('/api/admin/activity?kind=account&limit=200')).body.items.filter((e: { recordId: string }) => e.recordId === account.id);
    expect(log.map((e: { action: string }) => e.action)).toEqual(['deactivated', 'created']);
    expect(JSON.stringify(log)).not.toContain(input.password);
    expect(log[1].changes.password).toBeUndefined();
  });
});
