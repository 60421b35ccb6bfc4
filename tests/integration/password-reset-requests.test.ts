import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '#lib/domain/staff/staff.types.ts';
import { actorWords, describeActivity } from '#components/admin/activity/activity-text.ts';
import { issuePasswordLink } from '#server/features/accounts/password-links.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { OutgoingMail } from '#server/mail/transport.ts';
import { memoryTransport } from '../fixtures/proposals.ts';
import { startTestApp, type TestApp, type TestClient } from '../setup/test-app.ts';
import { until } from '../setup/until.ts';

const capture = memoryTransport();
const { sent } = capture;

// Behind one proxy, as on a platform: the visitor's address is the forwarded one.
let app: TestApp;
let owner: TestClient;
let worker: Mailer | undefined;
beforeAll(async () => {
  app = await startTestApp({ trustProxy: 1 });
  owner = (await app.signedInAdmin()).client;
});
afterAll(async () => {
  await worker?.stop();
  await app?.close();
});

let n = 0;
async function account() {
  const username = `holder${++n}`;
  const email = `holder${n}@example.com`;
  const { id } = await app.services().transaction((s) => s.admins.create({ username, email, password: `the holder's password ${n}` }, { role: 'staff' }));
  return { id, username, email };
}

const startWorker = async () => (worker ??= await app.startMailer({ work: true, transport: capture }));
const linkIn = (mail: OutgoingMail) => /\/admin\/reset\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
const choose = (token: string) => app.client().post('/api/admin/password-reset/confirm', { token, newPassword: 'a brand new password', confirmPassword: 'a brand new password' });

describe('a password reset asked for on the login page', () => {
  it('is logged as someone asking for the account, from the visitor’s address, never as its holder', async () => {
    const { id, username, email } = await account();
    const asked = await app.client().request('POST', '/api/admin/password-reset', { body: { email }, headers: { 'X-Forwarded-For': '203.0.113.7' } });
    expect(asked.status).toBe(202);
    await startWorker();
    await until(async () => sent.filter((mail) => mail.to === email), (mails) => mails.length === 1);
    const log = await owner.get('/api/admin/activity?kind=account');
    const entry = (log.body.items as ActivityEntry[]).find((item) => item.recordId === id && item.action === 'password-link-requested');
    expect(entry).toMatchObject({ actorId: null, ip: '203.0.113.7' });
    expect(`${actorWords(entry!)} ${describeActivity(entry!)}`).toBe(`someone asked for a password reset for ${username} (from 203.0.113.7)`);
  });

  it('sends only the newest link’s mail when an older one is still in the outbox, and that link works', async () => {
    const { id, email } = await account();
    // Both links are made before any worker sends: the first mail is still queued when the second is asked for.
    await worker?.stop();
    worker = undefined;
    expect(await issuePasswordLink(app.services(), app.mailer, id, null, '203.0.113.8')).toBe(true);
    expect(await issuePasswordLink(app.services(), app.mailer, id, null, '203.0.113.8')).toBe(true);
    const outbox = () => app.services().em.execute<{ status: string; data: unknown }[]>('select status, data from outbox_mails where admin_id = ? order by created_at, status', [id]);
    const queued = await outbox();
    expect(queued.map((row) => row.status).sort()).toEqual(['expired', 'queued']);
    // The withdrawn mail keeps no link.
    expect(queued.find((row) => row.status === 'expired')!.data).toBeNull();

    await startWorker();
    await until(outbox, (rows) => rows.some((row) => row.status === 'sent'));
    // The withdrawn mail is never claimed: it stays expired beside the one sent (no sleep: the outbox says so).
    expect((await outbox()).map((row) => row.status).sort()).toEqual(['expired', 'sent']);
    const mails = sent.filter((mail) => mail.to === email);
    expect(mails).toHaveLength(1);
    expect((await choose(linkIn(mails[0]!)!)).status).toBe(204);
  });
});
