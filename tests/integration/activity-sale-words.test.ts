import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '#lib/domain/staff/staff.types.ts';
import { describeActivity } from '#components/admin/activity/activity-text.ts';
import { siteToday } from '#database/site-time-zone.ts';
import { addDays } from '#lib/domain/dates.ts';
import { acceptBody, newInquiry, sentProposal } from '../fixtures/proposals.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

// Issue 29: the log tells a sale's steps in staff words, naming the traveller and the booking.
const ctx = withSignedInApp();

const sentences = async (kind: string) => ((await ctx.staff.get(`/api/admin/activity?kind=${kind}&limit=50`)).body.items as ActivityEntry[]).map(describeActivity);

describe('the activity log of a sale', () => {
  it('says "sent proposal v1 to <traveller>" and "recorded $1,398.30 on <reference>", never "added a note"', async () => {
    const inquiryId = await newInquiry(ctx.app, { firstName: 'Łukasz', lastName: 'Nowak-Brown', email: 'lukasz@example.com' });
    const { token } = await sentProposal(ctx.app, ctx.staff, { startDate: addDays(siteToday(), 200) }, inquiryId);
    const accepted = await ctx.app.client().post(`/api/proposals/${token}/accept`, acceptBody);
    expect(accepted.status).toBe(201);
    const bookingId = accepted.body.bookingId as string;
    const paid = await ctx.staff.post(`/api/admin/bookings/${bookingId}/payments`, { currency: 'USD', receivedOn: siteToday(), method: 'bank transfer', amount: 1398.3, reference: 'FNB 1' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const reference = (await ctx.staff.get(`/api/admin/bookings/${bookingId}`)).body.reference as string;

    const proposals = await sentences('proposal');
    expect(proposals).toContain('drafted proposal v1 for Łukasz Nowak-Brown');
    expect(proposals).toContain('sent proposal v1 to Łukasz Nowak-Brown');
    expect(proposals.join('\n')).not.toContain('Version 1');
    expect(await sentences('booking')).toEqual(expect.arrayContaining([`recorded $1,398.30 on ${reference}`, `brought ${reference} to $1,398.30 received`]));
    const desk = await sentences('inquiry');
    expect(desk.join('\n')).not.toMatch(/added a note/);
    // Issue 39 (R13): the receipt the payment sent by itself is named, never told as staff replying.
    expect(desk).toContain('sent payment receipt to the traveller (Łukasz Nowak-Brown)');
    expect(desk.join('\n')).not.toContain('replied to Łukasz Nowak-Brown');
  });

  it('names money fields as staff say them: "paid", never "paid minor"', async () => {
    const { changedFields } = await import('#components/admin/activity/activity-text.ts');
    const entry = { action: 'updated', changes: { paidMinor: { from: '0', to: '100' }, refundDueMinor: { from: '0', to: '1' } } } as unknown as ActivityEntry;
    expect(changedFields(entry)).toEqual(['paid', 'refund due']);
  });
});
