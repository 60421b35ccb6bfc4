import { describe, expect, it, vi } from 'vitest';
import { newInquiry, proposalBody } from '../fixtures/proposals.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

// The PDF fails in its worker (a layout error in pdfkit, here a document without its price table): sending
// must leave the proposal as it was. The failure is real, from the PDF worker thread, not a stand-in.
vi.mock('#server/features/sale/proposal-pdf.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#server/features/sale/proposal-pdf.ts')>();
  const { drawDocument } = await import('#server/documents/draw-document.ts');
  return {
    ...actual,
    renderProposalPdf: (...args: Parameters<typeof actual.renderProposalPdf>) => drawDocument('proposal', { ...actual.proposalDocument(...args), price: null as never }),
  };
});

const ctx = withSignedInApp();

describe('a proposal whose PDF cannot be made', () => {
  it('stays an unsent draft, with a clear message and no mail, link or status change', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const inquiry = await newInquiry(ctx.app);
    const created = await ctx.staff.post(`/api/admin/inquiries/${inquiry}/proposals`, proposalBody());
    const response = await ctx.staff.post(`/api/admin/proposals/${created.body.id}/send`);
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: "The proposal's PDF could not be made, so nothing was sent. Please try again." });
    expect(response.text).not.toContain('heading');
    expect(errors.mock.calls.flat().join(' ')).toContain("reading 'heading'");
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();

    expect((await ctx.staff.get(`/api/admin/proposals/${created.body.id}`)).body).toMatchObject({ status: 'draft', sentAt: null });
    const detail = (await ctx.staff.get(`/api/admin/inquiries/${inquiry}`)).body;
    expect(detail.status).toBe('pending');
    expect(detail.events.map((e: { kind: string }) => e.kind)).toEqual(['received']);
    const [row] = await ctx.app.orm.em.fork().execute(`select token_hash from proposals where id = ?`, [created.body.id]);
    expect(row!.token_hash).toBeNull();
  });
});
