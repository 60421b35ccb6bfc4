import * as scryptModule from 'scrypt-kdf';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '#lib/domain/staff/staff.types.ts';
import { describeActivity } from '#components/admin/activity/activity-text.ts';
import type { TestApp, TestClient } from '../setup/test-app.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

let app: TestApp;
let staff: TestClient;
withSignedInApp((started) => ({ app, staff } = started));
afterEach(() => vi.restoreAllMocks());

// The module the repository checks passwords with (scrypt-kdf v4 has only a default export at run time).
const scrypt = (scryptModule as unknown as { default: typeof scryptModule }).default;

async function passwordChecksFor(username: string, password: string) {
  const verify = vi.spyOn(scrypt, 'verify');
  const response = await app.client().post('/api/admin/login', { username, password });
  const checks = verify.mock.calls.length;
  verify.mockRestore();
  return { status: response.status, checks };
}

describe('signing in to a deactivated account (issue 29)', () => {
  it('costs a wrong password the one check an unknown name costs, so its time does not tell the name is an account', async () => {
    const account = (await staff.post('/api/admin/admins', { username: 'gone.guide', email: 'gone.guide@example.com', password: 'first password 123' })).body;
    expect((await staff.request('PATCH', `/api/admin/admins/${account.id}`, { body: { isActive: false } })).status).toBe(200);

    const unknown = await passwordChecksFor('nobody.here', 'not a password at all');
    const deactivated = await passwordChecksFor('gone.guide', 'not a password at all');
    expect(unknown).toEqual({ status: 401, checks: 1 });
    expect(deactivated).toEqual({ status: 401, checks: 1 });
    // Its own password still learns whom to ask, with no further check.
    expect(await passwordChecksFor('gone.guide', 'first password 123')).toEqual({ status: 403, checks: 1 });
  });

  it('is logged as refused for a deactivated account, not as a wrong password, when the password was its own', async () => {
    const account = (await staff.post('/api/admin/admins', { username: 'left.guide', email: 'left.guide@example.com', password: 'first password 456' })).body;
    expect((await staff.request('PATCH', `/api/admin/admins/${account.id}`, { body: { isActive: false } })).status).toBe(200);
    expect((await app.client().post('/api/admin/login', { username: 'left.guide', password: 'first password 456' })).status).toBe(403);
    expect((await app.client().post('/api/admin/login', { username: 'left.guide', password: 'a guess at it' })).status).toBe(401);
    const log = (await staff.get('/api/admin/activity?kind=session&limit=200')).body.items as ActivityEntry[];
    const failed = log.filter((entry) => entry.actorName === 'left.guide' && entry.action === 'sign-in-failed').map(describeActivity);
    expect(failed).toEqual(['failed to sign in (wrong password or unknown name)', 'was refused sign-in: the account is deactivated (the password was right)']);
  });
});
