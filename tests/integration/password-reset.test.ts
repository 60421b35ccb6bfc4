import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_LINK_INVALID_MESSAGE } from '#lib/domain/staff/password-reset.schema.ts';
import { PASSWORD_RESET_REQUESTED } from '#server/features/accounts/password-reset.routes.ts';
import { forgetBlockedKeys } from '#server/middleware/rate-limit.ts';
import type { OutgoingMail } from '#server/mail/transport.ts';
import { memoryTransport } from '../fixtures/proposals.ts';
import { startTestApp, type TestApp, type TestClient } from '../setup/test-app.ts';
import { until } from '../setup/until.ts';

const capture = memoryTransport();
const { sent } = capture;

let app: TestApp;
let owner: TestClient;
beforeAll(async () => {
  app = await startTestApp({ mail: { work: true, transport: capture } });
  owner = (await app.signedInAdmin()).client;
});
afterAll(() => app?.close());

let n = 0;
/** An account of its own for each test, with a password its holder chose. */
async function account() {
  const username = `keeper${++n}`;
  const email = `keeper${n}@example.com`;
  const password = `the old password ${n}`;
  const { id } = await app.services().transaction((s) => s.admins.create({ username, email, password }, { role: 'staff' }));
  return { id, username, email, password };
}

const mailsTo = (email: string) => sent.filter((mail) => mail.to === email);
const linkIn = (mail: OutgoingMail) => /https:\/\/safari\.example\/admin\/reset\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];

/** Asks on the login page's form and waits for the mail (the link is made after the answer). */
async function askForLink(email: string, count = mailsTo(email).length + 1): Promise<string> {
  const response = await app.client().post('/api/admin/password-reset', { email });
  expect(response.status).toBe(202);
  const mails = await until(async () => mailsTo(email), (m) => m.length >= count);
  const token = linkIn(mails[count - 1]!);
  expect(token).toBeDefined();
  return token!;
}

const choose = (token: string, password = 'a brand new password') =>
  app.client().post('/api/admin/password-reset/confirm', { token, newPassword: password, confirmPassword: password });

async function signIn(username: string, password: string) {
  const client = app.client();
  const response = await client.post('/api/admin/login', { username, password });
  return { client, status: response.status };
}

describe('forgot password', () => {
  it('answers 202 with the same body for an address with an account and one without, and mails only the account', async () => {
    const { email } = await account();
    const known = await app.client().post('/api/admin/password-reset', { email: email.toUpperCase() });
    const unknown = await app.client().post('/api/admin/password-reset', { email: 'nobody.here@example.com' });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.text).toBe(unknown.text);
    expect(known.body).toEqual(PASSWORD_RESET_REQUESTED);
    const [mail] = await until(async () => mailsTo(email), (m) => m.length === 1);
    expect(mail!.subject).toMatch(/new password/i);
    expect(mail!.text).toContain('works once, for 60 minutes');
    expect(mailsTo('nobody.here@example.com')).toEqual([]);
  });

  it('keeps only the hash of the token, and wipes the mail’s words once sent', async () => {
    const { id, email } = await account();
    const token = await askForLink(email);
    const em = app.services().em;
    const resets = await em.execute<{ token_hash: string }[]>('select token_hash from password_resets where admin_id = ?', [id]);
    expect(resets.map((r) => r.token_hash)).toEqual([createHash('sha256').update(token).digest('hex')]);
    const mails = await until(
      () => em.execute<{ status: string; data: unknown }[]>('select status, data from outbox_mails where admin_id = ?', [id]),
      (rows) => rows[0]?.status === 'sent',
    );
    // The link is wiped from the outbox once the mail is out (decision 140).
    expect(mails).toEqual([{ status: 'sent', data: null }]);
    const audit = await em.execute<{ action: string; changes: unknown }[]>('select action, changes from audit_log where record_id = ?', [id]);
    expect(audit.map((a) => a.action)).toContain('password-link-requested');
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('sets the new password once: the link then fails, the old password no longer works, the new one does', async () => {
    const { username, email, password } = await account();
    const token = await askForLink(email);
    expect((await choose(token)).status).toBe(204);
    const again = await choose(token, 'yet another password');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: PASSWORD_LINK_INVALID_MESSAGE, errors: { token: PASSWORD_LINK_INVALID_MESSAGE } });
    expect((await signIn(username, password)).status).toBe(401);
    expect((await signIn(username, 'a brand new password')).status).toBe(200);
    expect((await signIn(username, 'yet another password')).status).toBe(401);
  });

  it('ends every session of the account and clears a first password a colleague chose', async () => {
    const input = { username: `newcomer${++n}`, email: `newcomer${n}@example.com`, password: 'first password from a colleague' };
    await owner.post('/api/admin/admins', input);
    const before = await signIn(input.username, input.password);
    expect((await before.client.get('/api/admin/me')).body.mustChangePassword).toBe(true);
    expect((await choose(await askForLink(input.email))).status).toBe(204);
    expect((await before.client.get('/api/admin/me')).status).toBe(401);
    const after = await signIn(input.username, 'a brand new password');
    expect((await after.client.get('/api/admin/me')).body.mustChangePassword).toBe(false);
    expect((await after.client.get('/api/admin/inquiries')).status).toBe(200);
  });

  it('refuses an expired link, and a new password makes every older link useless', async () => {
    const { id, email } = await account();
    const first = await askForLink(email);
    await app.services().em.execute('update password_resets set expires_at = now() - interval \'1 second\' where admin_id = ?', [id]);
    expect((await choose(first)).status).toBe(400);
    const second = await askForLink(email);
    const third = await askForLink(email);
    expect((await choose(third)).status).toBe(204);
    expect((await choose(second)).body.errors.token).toBe(PASSWORD_LINK_INVALID_MESSAGE);
  });

  it('lets one of two uses of the same link at once win', async () => {
    const { email } = await account();
    const token = await askForLink(email);
    const outcomes = await Promise.all([choose(token, 'first racer password'), choose(token, 'second racer password')]);
    expect(outcomes.map((o) => o.status).sort()).toEqual([204, 400]);
  });

  it.each([
    [{ email: 'not an address' }, 'email', 'Please enter a valid email address'],
    [{}, 'email', 'E-mail is required'],
  ])('refuses a request %j on its field', async (body, field, message) => {
    const response = await app.client().post('/api/admin/password-reset', body);
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
  });

  it.each([
    [{ token: 'x'.repeat(43), newPassword: 'short', confirmPassword: 'short' }, 'newPassword', 'Password must be at least 12 characters'],
    [{ token: 'x'.repeat(43), newPassword: 'long enough password', confirmPassword: 'another one entirely' }, 'confirmPassword', 'The passwords do not match'],
    [{ token: 'not-a-token', newPassword: 'long enough password', confirmPassword: 'long enough password' }, 'token', PASSWORD_LINK_INVALID_MESSAGE],
  ])('refuses a new password %j on its field', async (body, field, message) => {
    const response = await app.client().post('/api/admin/password-reset/confirm', body);
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
  });
});

describe('a link ends with its purpose', () => {
  const dead = async (token: string) => (await choose(token)).body.errors?.token === PASSWORD_LINK_INVALID_MESSAGE;

  it('dies when the holder changes the password in Settings', async () => {
    const { username, email, password } = await account();
    const token = await askForLink(email);
    const holder = await signIn(username, password);
    const changed = await holder.client.post('/api/admin/password', { currentPassword: password, newPassword: 'changed in settings', confirmPassword: 'changed in settings' });
    expect(changed.status).toBe(204);
    expect(await dead(token)).toBe(true);
    expect((await signIn(username, 'changed in settings')).status).toBe(200);
  });

  it('dies when the account’s first password is replaced at first sign-in', async () => {
    const input = { username: `firstcomer${++n}`, email: `firstcomer${n}@example.com`, password: 'first password from a colleague' };
    await owner.post('/api/admin/admins', input);
    const token = await askForLink(input.email);
    const holder = await signIn(input.username, input.password);
    const changed = await holder.client.post('/api/admin/password', { currentPassword: input.password, newPassword: 'my very own password', confirmPassword: 'my very own password' });
    expect(changed.status).toBe(204);
    expect(await dead(token)).toBe(true);
  });

  it('dies when an owner changes the account’s e-mail (the link went to the old address)', async () => {
    const { id, username, email } = await account();
    const token = await askForLink(email);
    expect((await owner.patch(`/api/admin/admins/${id}`, { email: `moved.${email}` })).status).toBe(200);
    expect(await dead(token)).toBe(true);
    expect((await signIn(username, 'a brand new password')).status).toBe(401);
  });

  it('dies when the account is deactivated, and stays dead once it is reactivated', async () => {
    const { id, email } = await account();
    const token = await askForLink(email);
    expect((await owner.patch(`/api/admin/admins/${id}`, { isActive: false })).status).toBe(200);
    expect((await owner.patch(`/api/admin/admins/${id}`, { isActive: true })).status).toBe(200);
    expect(await dead(token)).toBe(true);
  });

  it('dies when a newer link is issued: only the newest works, whoever asked for it', async () => {
    const { id, username, email } = await account();
    const older = await askForLink(email);
    expect((await owner.post(`/api/admin/admins/${id}/password-reset`)).status).toBe(202);
    const [, newest] = await until(async () => mailsTo(email), (m) => m.length === 2);
    expect(await dead(older)).toBe(true);
    expect((await choose(linkIn(newest!)!, 'from the newest link')).status).toBe(204);
    expect((await signIn(username, 'from the newest link')).status).toBe(200);
  });

  it('is made by a job that the request only queues', async () => {
    const { id, email } = await account();
    await askForLink(email);
    const em = app.services().em;
    const jobs = await em.execute<{ data: { email: string } }[]>("select data from pgboss.job where name = 'password-link-requests'");
    expect(jobs.map((j) => j.data.email)).toContain(email);
    expect(await em.execute('select id from password_resets where admin_id = ?', [id])).toHaveLength(1);
  });
});

describe('an owner sends a colleague a link', () => {
  it('mails the colleague a link that names the owner, and audits who sent it', async () => {
    const { id, email, username } = await account();
    const response = await owner.post(`/api/admin/admins/${id}/password-reset`);
    expect(response.status).toBe(202);
    const [mail] = await until(async () => mailsTo(email), (m) => m.length === 1);
    expect(mail!.text).toMatch(/^Hello keeper\d+,\n\nadmin\w+ sent you this link/);
    expect((await choose(linkIn(mail!)!)).status).toBe(204);
    expect((await signIn(username, 'a brand new password')).status).toBe(200);
    const audit = await app.services().em.execute<{ action: string; actor_id: string | null }[]>('select action, actor_id from audit_log where record_id = ? order by seq', [id]);
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['password-link-sent', 'password-reset']));
  });

  it('refuses a deactivated account and an unknown one', async () => {
    const { id } = await account();
    await owner.patch(`/api/admin/admins/${id}`, { isActive: false });
    expect((await owner.post(`/api/admin/admins/${id}/password-reset`)).status).toBe(409);
    expect((await owner.post('/api/admin/admins/00000000-0000-4000-8000-000000000000/password-reset')).status).toBe(404);
  });
});

describe('throttling', () => {
  let limited: TestApp;
  // The process remembers a blocked key for a second (rate-limit.ts): the next app, with other limits, must not.
  afterAll(async () => {
    forgetBlockedKeys();
    await limited?.close();
  });

  it('answers 429 past the limit per e-mail, and past the limit per client address across e-mails', async () => {
    limited = await startTestApp({ rateLimits: { passwordResets: 2, passwordResetsPerAddress: 4 } });
    const client = limited.client();
    const ask = (email: string) => client.post('/api/admin/password-reset', { email });
    expect((await ask('one@example.com')).status).toBe(202);
    expect((await ask('one@example.com')).status).toBe(202);
    const perAccount = await ask('one@example.com');
    expect(perAccount.status).toBe(429);
    expect(perAccount.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await ask('two@example.com')).status).toBe(202);
    // The address has asked 4 times (the refused one counted too): a fifth e-mail is refused as well.
    expect((await ask('three@example.com')).status).toBe(429);
  });
});

describe('a link mail that waited too long', () => {
  let queued: TestApp;
  afterAll(() => queued?.close());

  it('is never sent once its link has expired, and its words are wiped', async () => {
    queued = await startTestApp();
    const { id } = await queued.services().transaction((s) => s.admins.create({ username: 'waiting', email: 'waiting@example.com', password: 'waiting password 1' }));
    // "Forgot password?" needs a worker to make its link (decision 137); an owner's link is made at once.
    const { client: sender } = await queued.signedInAdmin();
    expect((await sender.post(`/api/admin/admins/${id}/password-reset`)).status).toBe(202);
    const em = queued.services().em;
    await until(() => em.execute<{ id: string }[]>('select id from outbox_mails where admin_id = ?', [id]), (rows) => rows.length === 1);
    await em.execute("update outbox_mails set expires_at = now() - interval '1 second' where admin_id = ?", [id]);
    const late = memoryTransport();
    const worker = await queued.startMailer({ work: true, transport: late });
    try {
      const rows = await until(
        () => em.execute<{ status: string; data: unknown }[]>('select status, data from outbox_mails where admin_id = ?', [id]),
        (r) => r[0]?.status !== 'queued',
      );
      expect(rows).toEqual([{ status: 'expired', data: null }]);
      expect(late.sent).toEqual([]);
    } finally {
      await worker.stop();
    }
  });
});
