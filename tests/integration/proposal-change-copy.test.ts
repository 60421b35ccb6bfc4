import { describe, expect, it } from 'vitest';
import { acceptBody, sentProposal, withMailWorker } from '../fixtures/proposals.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';
import { until } from '../setup/until.ts';

// Issue 29: a traveller who asks for changes keeps a copy of what they asked, in their inbox, answered into the desk.
const ctx = withSignedInApp();
const DESK = 'desk-in@safari.example';

const worker = (run: Parameters<typeof withMailWorker>[2]) => withMailWorker(ctx.app, DESK, run);

const templatesOf = async (inquiryId: string) => (await ctx.app.services().mail.forInquiry(inquiryId)).map((m) => m.template).sort();

describe('the copy of a change request', () => {
  it('is mailed to the traveller with their words as sent, the version, and the desk as Reply-To', async () => {
    await worker(async (transport) => {
      const { token, inquiryId } = await sentProposal(ctx.app, ctx.staff);
      const message = '  Could we add a night at the Falls?\nAnd <b>two</b> rooms, please.  ';
      expect((await ctx.app.client().post(`/api/proposals/${token}/changes`, { message })).status).toBe(201);

      const mails = await until(() => ctx.app.services().mail.forInquiry(inquiryId), (m) => m.filter((x) => x.status === 'sent').length >= 3);
      expect(mails.map((m) => m.template).sort()).toEqual(['changes-alert', 'changes-copy', 'proposal']);
      const copy = transport.sent.find((m) => m.subject.startsWith('Your change request'))!;
      expect(copy.to).toBe('amara@example.com');
      expect(copy.subject).toMatch(/^Your change request for proposal version 1 \[AST-\d+\]$/);
      expect(copy.replyTo).toBe(DESK);
      expect(copy.text).toContain('Dear Amara,');
      expect(copy.text).toContain('changes to version 1 of your proposal');
      expect(copy.text).toContain('> Could we add a night at the Falls?\n> And <b>two</b> rooms, please.\n\nTo add anything');
      // Their words are quoted as text, never as markup.
      expect(copy.html).toContain('&lt;b&gt;two&lt;/b&gt;');
      expect(copy.html).not.toContain('<b>two</b>');
      // Staff still get their alert, at the desk's address, with no Reply-To of the traveller's copy.
      const alert = transport.sent.find((m) => m.to === 'desk@safari.example' && m !== copy)!;
      expect(alert.text).toContain('Could we add a night at the Falls?');
      expect(alert.replyTo).toBeUndefined();
    });
  });

  it('is not mailed when nothing was asked: an empty message, an unknown link, or a version already accepted', async () => {
    const { token, inquiryId } = await sentProposal(ctx.app, ctx.staff);
    const empty = await ctx.app.client().post(`/api/proposals/${token}/changes`, { message: '   ' });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors)).toEqual(['message']);
    expect((await ctx.app.client().post(`/api/proposals/${'A'.repeat(43)}/changes`, { message: 'Hello' })).status).toBe(404);
    expect((await ctx.app.client().post(`/api/proposals/${token}/accept`, acceptBody)).status).toBe(201);
    const before = await templatesOf(inquiryId);
    expect((await ctx.app.client().post(`/api/proposals/${token}/changes`, { message: 'One more night?' })).status).toBe(409);
    expect(await templatesOf(inquiryId)).toEqual(before);
    expect(before).not.toContain('changes-copy');
  });
});
