import { describe, expect, it } from 'vitest';
import { memoryTransport, sentProposal } from '../fixtures/proposals.ts';
import { until } from '../setup/until.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

// Issue 29 put the traveller's link in the proposal PDF. Decision 100: the database keeps the link's nonce and the
// token's hash, never the token, so a copy of the database alone opens no proposal, and no PDF is kept (those kept
// before carried it). The mailed PDF and staff's "Download PDF" carry it, drawn when they are made.
const ctx = withSignedInApp();

const hasToken = (pdf: Buffer, token: string) => pdf.includes(Buffer.from(`/proposals/${token}`));

describe('the traveller’s link in the proposal PDF', () => {
  it('is in the mailed PDF and the downloaded one, and nowhere in the database', async () => {
    const transport = memoryTransport();
    const worker = await ctx.app.startMailer({ work: true, transport });
    try {
      const { id, token } = await sentProposal(ctx.app, ctx.staff);
      const [mail] = await until(async () => transport.sent.filter((m) => m.to === 'amara@example.com'), (m) => m.length > 0);
      expect(hasToken(mail!.attachments![0]!.content, token)).toBe(true);

      const download = await ctx.staff.get(`/api/admin/proposals/${id}/pdf`);
      expect(download.status).toBe(200);
      // Read as text by the test client: the link is plain ASCII in the PDF's link annotation.
      expect(download.text).toContain(`/proposals/${token}`);

      // No copy of the PDF is kept at all (the table is gone), and no column of the proposal holds the token.
      const [row] = await ctx.app.orm.em.fork().execute<Record<string, unknown>[]>(`select * from proposals where id = ?`, [id]);
      expect(JSON.stringify(row)).not.toContain(token);
      const [table] = await ctx.app.orm.em.fork().execute<{ name: string | null }[]>(`select to_regclass('proposal_documents')::text as name`);
      expect(table!.name).toBeNull();
    } finally {
      await worker.stop();
    }
  });
});
