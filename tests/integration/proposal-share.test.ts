import { describe, expect, it } from 'vitest';
import { newInquiry, proposalBody, sentProposal } from '../fixtures/proposals.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

// Issue 29: preview and share, for staff only; staff views never count as the traveller's.
const ctx = withSignedInApp();

describe('sharing a proposal', () => {
  it('gives a sent version’s traveller link and its PDF, and a draft’s PDF preview; a draft has no link', async () => {
    const { id, token } = await sentProposal(ctx.app, ctx.staff);
    const link = await ctx.staff.get(`/api/admin/proposals/${id}/link`);
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(new RegExp(`/proposals/${token}$`));
    const pdf = await ctx.staff.get(`/api/admin/proposals/${id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // "Download PDF": the file as mailed, under the mail's own name.
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="safari-proposal-amara-okafor-v1.pdf"');

    const draft = await ctx.staff.post(`/api/admin/inquiries/${await newInquiry(ctx.app)}/proposals`, proposalBody());
    expect((await ctx.staff.get(`/api/admin/proposals/${draft.body.id}/link`)).status).toBe(404);
    const preview = await ctx.staff.get(`/api/admin/proposals/${draft.body.id}/pdf`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-disposition')).toBe('inline; filename="safari-proposal-amara-okafor-v1-preview.pdf"');
    // A preview changes nothing: still a draft.
    expect((await ctx.staff.get(`/api/admin/proposals/${draft.body.id}`)).body.status).toBe('draft');
  });

  it('is for signed-in staff only', async () => {
    const { id } = await sentProposal(ctx.app, ctx.staff);
    expect((await ctx.app.client().get(`/api/admin/proposals/${id}/link`)).status).toBe(401);
  });

  it('counts no view for staff sharing it (the link, the PDF, staff opening the link), and one for the traveller', async () => {
    const { id, inquiryId } = await sentProposal(ctx.app, ctx.staff);
    const views = async () => ({
      count: (await ctx.staff.get(`/api/admin/proposals/${id}`)).body.viewCount as number,
      entries: ((await ctx.staff.get(`/api/admin/inquiries/${inquiryId}`)).body.events as { kind: string }[]).filter((e) => e.kind === 'proposal-viewed').length,
    });
    const { pathname } = new URL((await ctx.staff.get(`/api/admin/proposals/${id}/link`)).body.url);
    expect((await ctx.staff.get(`/api/admin/proposals/${id}/pdf`)).status).toBe(200);
    // Staff opening the link they share: the page's beacon, sent with their session.
    expect((await ctx.staff.post(`/api${pathname}/views`)).status).toBe(204);
    expect(await views()).toEqual({ count: 0, entries: 0 });
    // The same link opened by the traveller is their view.
    expect((await ctx.app.client().post(`/api${pathname}/views`)).status).toBe(204);
    expect(await views()).toEqual({ count: 1, entries: 1 });
  });
});
