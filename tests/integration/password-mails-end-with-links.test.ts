import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuePasswordLink } from '#server/features/accounts/password-links.ts';
import { startTestApp, type TestApp, type TestClient } from '../setup/test-app.ts';

// No mail worker runs here: a link's mail stays queued until something ends the link.
let app: TestApp;
let owner: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  owner = (await app.signedInAdmin()).client;
});
afterAll(() => app?.close());

let n = 0;
async function accountWithQueuedLink() {
  const password = `the holder's password ${++n}`;
  const { id } = await app.services().transaction((s) => s.admins.create({ username: `ended${n}`, email: `ended${n}@example.com`, password }, { role: 'staff' }));
  expect(await issuePasswordLink(app.services(), app.mailer, id, null)).toBe(true);
  return { id, password };
}

const outbox = (adminId: string) =>
  app.services().em.execute<{ status: string; data: unknown }[]>("select status, data from outbox_mails where admin_id = ? and template = 'password-reset'", [adminId]);

describe('a password link’s mail still in the outbox (decisions 137, 158)', () => {
  it('is withdrawn, its link wiped, when the account gives itself another e-mail', async () => {
    const { id, password } = await accountWithQueuedLink();
    expect((await outbox(id)).map((mail) => mail.status)).toEqual(['queued']);
    expect(await app.services().transaction((s) => s.admins.changeOwnEmail(id, password, `moved${n}@example.com`))).toBe(true);
    expect(await outbox(id)).toEqual([{ status: 'expired', data: null }]);
  });

  it('is withdrawn when the account chooses a new password in Settings', async () => {
    const { id, password } = await accountWithQueuedLink();
    expect(await app.services().transaction((s) => s.admins.changePassword(id, password, 'a password of its own'))).toBe(true);
    expect(await outbox(id)).toEqual([{ status: 'expired', data: null }]);
  });

  it('is withdrawn when an owner deactivates the account', async () => {
    const { id } = await accountWithQueuedLink();
    expect((await owner.patch(`/api/admin/admins/${id}`, { isActive: false })).status).toBe(200);
    expect(await outbox(id)).toEqual([{ status: 'expired', data: null }]);
  });

  it('stays queued while nothing ends its link, and a newer link keeps only its own mail', async () => {
    const { id } = await accountWithQueuedLink();
    expect(await issuePasswordLink(app.services(), app.mailer, id, null)).toBe(true);
    const mails = await outbox(id);
    expect(mails.map((mail) => mail.status).sort()).toEqual(['expired', 'queued']);
    expect(mails.find((mail) => mail.status === 'queued')!.data).not.toBeNull();
  });
});
