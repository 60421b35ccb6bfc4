import { describe, expect, it } from 'vitest';
import { newInquiry, proposalBody, sentProposal } from '../fixtures/proposals.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

// Issue 29: v1's note copied into v2 is said, not silent; the editor's data carries which version it came from.
const ctx = withSignedInApp();
const carried = (id: string) => ctx.app.services().proposals.carriedNote(id);

describe('a note carried over to the next version', () => {
  it('is recognised on the new draft until staff change it, and never on the version it came from', async () => {
    const v1 = await sentProposal(ctx.app, ctx.staff, { note: 'Dear Amara,\nhere is the trip we discussed.' });
    // Saving the sent version makes version 2 from the editor's fields: the note with them.
    const v2 = await ctx.staff.put(`/api/admin/proposals/${v1.id}`, proposalBody({ note: 'Dear Amara,\nhere is the trip we discussed.', adults: 3 }));
    expect(v2.status).toBe(200);
    expect(v2.body.version).toBe(2);
    expect(await carried(v2.body.id)).toEqual({ version: 1, note: 'Dear Amara,\nhere is the trip we discussed.' });
    expect(await carried(v1.id)).toBeNull();

    // Other fields saved, the note untouched: still v1's.
    expect((await ctx.staff.put(`/api/admin/proposals/${v2.body.id}`, proposalBody({ note: 'Dear Amara,\nhere is the trip we discussed.', adults: 4 }))).status).toBe(200);
    expect(await carried(v2.body.id)).toEqual({ version: 1, note: 'Dear Amara,\nhere is the trip we discussed.' });

    // Edited: its own note now.
    expect((await ctx.staff.put(`/api/admin/proposals/${v2.body.id}`, proposalBody({ note: 'Dear Amara, now with a third traveller.' }))).status).toBe(200);
    expect(await carried(v2.body.id)).toBeNull();
  });

  it('is not said of a first version, a draft without a note, or one whose note differs', async () => {
    const v1 = await sentProposal(ctx.app, ctx.staff);
    const created = await ctx.staff.post(`/api/admin/inquiries/${v1.inquiryId}/proposals`, proposalBody({ note: '' }));
    expect(created.status).toBe(201);
    expect(await carried(created.body.id)).toBeNull();
    const other = await ctx.staff.post(`/api/admin/inquiries/${v1.inquiryId}/proposals`, proposalBody({ note: 'Something new' }));
    expect(await carried(other.body.id)).toBeNull();
    const first = await ctx.staff.post(`/api/admin/inquiries/${await newInquiry(ctx.app)}/proposals`, proposalBody());
    expect(first.body.version).toBe(1);
    expect(await carried(first.body.id)).toBeNull();
  });
});
