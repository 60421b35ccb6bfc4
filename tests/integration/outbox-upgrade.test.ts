import { describe, expect, it } from 'vitest';
import { renderMail } from '#server/mail/render.ts';
import { newInquiry, proposalBody, tokenOf } from '../fixtures/proposals.ts';
import { startTestApp } from '../setup/test-app.ts';
import { registered } from '#server/features/index.ts';

const MIGRATION = ['Migration20261126100000_OneOutbox'];

describe('the upgrade to one outbox (decision 140)', () => {
  it('moves queued mails with what they need to render: the version their subject names, a password link', async () => {
    const app = await startTestApp();
    try {
      const { client: staff, id: adminId, username } = await app.signedInAdmin();
      const inquiryId = await newInquiry(app);
      // v1 and v2 sent while no worker runs: both mails still queued.
      const v1 = (await staff.post(`/api/admin/inquiries/${inquiryId}/proposals`, proposalBody())).body;
      expect((await staff.post(`/api/admin/proposals/${v1.id}/send`)).status).toBe(202);
      const v2 = (await staff.put(`/api/admin/proposals/${v1.id}`, proposalBody({ depositPercent: 40 }))).body;
      expect((await staff.post(`/api/admin/proposals/${v2.id}/send`)).status).toBe(202);

      await app.orm.migrator.down({ migrations: MIGRATION });
      const em = app.orm.em.fork();
      // As the old code stored them: subjects only, and a staff mail's words.
      const before = await em.execute<{ id: string; subject: string; mail_status: string }[]>(`select id, subject, mail_status from inquiry_events where kind = 'mail' order by created_at`);
      expect(before.map((r) => [r.subject, r.mail_status])).toEqual([
        ['Your safari proposal from African Safari Tours', 'queued'],
        ['Your safari proposal from African Safari Tours (version 2)', 'queued'],
      ]);
      await em.execute(
        `insert into staff_mails (id, admin_id, template, recipient, subject, text, html, status, attempts, expires_at, created_at)
         values (gen_random_uuid(), ?, 'password-reset', 'keeper@example.com', 'Choose a new password', ?, '<p>x</p>', 'queued', 0, now() + interval '1 hour', now())`,
        [adminId, `Hello ${username},\n\nowner1 sent you this link to choose a new password for your dashboard account.\n\nChoose a new password: https://safari.example/admin/reset/abc_DEF-123\n\nThe link works once, for 60 minutes. Choosing a password signs your account out everywhere it is signed in.`],
      );

      await app.orm.migrator.up({ migrations: MIGRATION });
      const mails = await app.services().mail.forInquiry(inquiryId);
      expect(mails.map((m) => [m.id, m.data])).toEqual([
        [before[0]!.id, { proposalId: v1.id, version: 1 }],
        [before[1]!.id, { proposalId: v2.id, version: 2 }],
      ]);
      const settings = { siteUrl: 'https://safari.example', notifyEmail: 'desk@safari.example' };
      const [first, second] = await Promise.all(mails.map(async (m) => renderMail(m, { em: app.orm.em.fork(), settings, timeZone: 'UTC' }, await registered.mails())));
      expect(first!.text).toContain(await tokenOf(app, v1.id));
      expect(second!.text).toContain(await tokenOf(app, v2.id));
      // The timeline still lists both, by reference.
      const detail = (await staff.get(`/api/admin/inquiries/${inquiryId}`)).body;
      expect(detail.events.filter((e: { kind: string }) => e.kind === 'mail').map((e: { id: string; mailStatus: string }) => [e.id, e.mailStatus])).toEqual(
        before.map((r) => [r.id, 'queued']),
      );

      const [staffMail] = await app.services().mail.forAdmin(adminId);
      expect(staffMail).toMatchObject({ template: 'password-reset', status: 'queued', data: { username, link: 'https://safari.example/admin/reset/abc_DEF-123', minutes: 60, sentBy: 'owner1' } });
    } finally {
      await app.close();
    }
  });
});
