import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport, type MailTransport, type OutgoingMail } from '#server/mail/transport.ts';
import { newInquiry, proposalBody, tokenOf } from '../fixtures/proposals.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';
import { startSmtpServer, type TestSmtpServer } from '../setup/smtp.ts';
import { until } from '../setup/until.ts';

const ctx = withSignedInApp();
let smtp: TestSmtpServer;
const FAST_RETRIES = { retryLimit: 20, retryDelay: 1, retryDelayMax: 2 };

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});

/** Real SMTP; what the server accepted is kept as the worker handed it over, attachments included. */
function recordingSmtp(): MailTransport & { delivered: OutgoingMail[] } {
  const real = smtpTransport(smtp.url);
  const delivered: OutgoingMail[] = [];
  return {
    delivered,
    description: real.description,
    async send(mail) {
      const result = await real.send(mail);
      delivered.push(mail);
      return result;
    },
  };
}

describe('a proposal mail held up by a mail server outage (issue 28)', () => {
  it("carries its own version's link, PDF and subject, even when a newer version was sent meanwhile", async () => {
    const transport = recordingSmtp();
    smtp.setDown(true);
    const worker = await ctx.app.startMailer({ work: true, transport, retries: FAST_RETRIES });
    try {
      const inquiryId = await newInquiry(ctx.app);
      const v1 = (await ctx.staff.post(`/api/admin/inquiries/${inquiryId}/proposals`, proposalBody())).body;
      expect((await ctx.staff.post(`/api/admin/proposals/${v1.id}/send`)).status).toBe(202);
      const mails = () => ctx.app.services().mail.forInquiry(inquiryId);
      await until(mails, (m) => m.some((x) => x.template === 'proposal' && x.attempts >= 1));

      const v2 = (await ctx.staff.put(`/api/admin/proposals/${v1.id}`, proposalBody({ depositPercent: 40, note: 'Now with a night at the Falls.' }))).body;
      expect(v2.version).toBe(2);
      expect((await ctx.staff.post(`/api/admin/proposals/${v2.id}/send`)).status).toBe(202);
      const [token1, token2] = [await tokenOf(ctx.app, v1.id), await tokenOf(ctx.app, v2.id)];
      expect(transport.delivered).toEqual([]);

      smtp.setDown(false);
      const sent = await until(
        async () => transport.delivered.filter((m) => m.to === 'amara@example.com'),
        (m) => m.length === 2,
      );
      const first = sent.find((m) => m.text.includes(token1))!;
      const second = sent.find((m) => m.text.includes(token2))!;
      expect(first).toBeDefined();
      expect(second).toBeDefined();
      expect(first).not.toBe(second);
      expect(first.text).not.toContain(token2);
      expect(second.text).not.toContain(token1);

      expect(first.subject).toMatch(/^Your safari proposal from African Safari Tours \[AST-\d+\]$/);
      expect(second.subject).toMatch(/^Your safari proposal from African Safari Tours \(version 2\) \[AST-\d+\]$/);
      expect(first.attachments![0]!.filename).toBe('safari-proposal-amara-okafor-v1.pdf');
      expect(second.attachments![0]!.filename).toBe('safari-proposal-amara-okafor-v2.pdf');
      // Each PDF carries its own version's link, drawn when mailed (the copy stored has none: decision 100).
      const linkIn = (pdf: Buffer, token: string) => pdf.includes(Buffer.from(`/proposals/${token}`));
      expect([linkIn(first.attachments![0]!.content, token1), linkIn(first.attachments![0]!.content, token2)]).toEqual([true, false]);
      expect([linkIn(second.attachments![0]!.content, token2), linkIn(second.attachments![0]!.content, token1)]).toEqual([true, false]);
      expect(first.attachments![0]!.content.equals(second.attachments![0]!.content)).toBe(false);
      // Each mail's figures are its own version's: 30 % and 40 % deposits of 9,800.99.
      expect(first.text).toContain('$2,940.30');
      expect(second.text).toContain('$3,920.40');

      // The timeline shows both mails, by reference to their outbox rows, sent.
      const entries = await until(
        async () => (await ctx.staff.get(`/api/admin/inquiries/${inquiryId}`)).body.events.filter((e: { kind: string; mailTemplate?: string }) => e.kind === 'mail' && e.mailTemplate === 'proposal'),
        (e: { mailStatus: string; subject: string }[]) => e.every((x) => x.mailStatus === 'sent'),
      );
      expect(entries.map((e: { subject: string }) => e.subject)).toEqual(['Your safari proposal from African Safari Tours', 'Your safari proposal from African Safari Tours (version 2)']);
    } finally {
      await worker.stop();
    }
  });
});
