import { describe, expect, it } from 'vitest';
import { validTrip } from '../fixtures/trips.ts';
import { newInquiry, proposalBody } from '../fixtures/proposals.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

// Issue 29: a trip nothing names can be deleted; one a proposal or booking names is kept, and the answer says why.
const ctx = withSignedInApp();

describe('deleting a package', () => {
  it('deletes one no proposal names: gone from the list and its page', async () => {
    const created = await ctx.staff.post('/api/admin/packages', { ...validTrip, name: 'Cross Border Delete Me' });
    expect(created.status).toBe(201);
    expect((await ctx.staff.delete(`/api/admin/packages/${created.body.id}`)).status).toBe(204);
    expect((await ctx.staff.get(`/api/admin/packages/${created.body.id}`)).status).toBe(404);
    expect((await ctx.staff.delete(`/api/admin/packages/${created.body.id}`)).status).toBe(404);
  });

  it('answers 409 naming the proposals that use it, and keeps it', async () => {
    const created = await ctx.staff.post('/api/admin/packages', { ...validTrip, name: 'Cross Border Keep Me' });
    const inquiryId = await newInquiry(ctx.app);
    expect((await ctx.staff.post(`/api/admin/inquiries/${inquiryId}/proposals`, proposalBody({ packageId: created.body.id }))).status).toBe(201);
    const refused = await ctx.staff.delete(`/api/admin/packages/${created.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This package cannot be deleted: 1 proposal names it. Hide it instead (untick "Package is active").');
    expect((await ctx.staff.get(`/api/admin/packages/${created.body.id}`)).status).toBe(200);
  });

  it('is for owners only', async () => {
    const created = await ctx.staff.post('/api/admin/packages', { ...validTrip, name: 'Cross Border Not Yours' });
    const { client: colleague } = await ctx.app.signedInAdmin({ role: 'staff' });
    expect((await colleague.delete(`/api/admin/packages/${created.body.id}`)).status).toBe(403);
  });
});
