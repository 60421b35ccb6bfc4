import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { addDays } from '#lib/domain/dates.ts';
import { acceptBody, sentProposal } from '../fixtures/proposals.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

const ctx = withSignedInApp();

const post = (token: string, answer: 'accept' | 'decline', body: object = {}) => ctx.app.client().post(`/api/proposals/${token}/${answer}`, body);
const ACCEPTED = 'This proposal was accepted: please reply to our e-mail to change the booking';

/** A version replaced by a newer one sent: its link still names it, and the newer version is what counts. */
async function replacedProposal() {
  const replaced = await sentProposal(ctx.app, ctx.staff);
  const next = await ctx.staff.put(`/api/admin/proposals/${replaced.id}`, { validUntil: addDays(siteToday(), 5), lines: [{ label: 'Safari per group', quantity: 1, unitPrice: 5000 }] });
  expect((await ctx.staff.post(`/api/admin/proposals/${next.body.id}/send`)).status).toBe(202);
  return replaced;
}

// The refusals each operation of the sale returns, as the routes answer them (issue 37 moved them out of the routes).
describe('answers a proposal can no longer take', () => {
  it('refuses to decline an accepted or a replaced version, or an unknown link', async () => {
    const { token } = await sentProposal(ctx.app, ctx.staff);
    expect((await post(token, 'accept', acceptBody)).status).toBe(201);
    const accepted = await post(token, 'decline');
    expect(accepted.status).toBe(409);
    expect(accepted.body).toEqual({ message: ACCEPTED });

    const replaced = await post((await replacedProposal()).token, 'decline');
    expect(replaced.status).toBe(409);
    expect(replaced.body).toEqual({ message: 'A newer proposal replaced this one' });

    expect((await post('A'.repeat(43), 'decline')).body).toEqual({ message: 'This proposal link is not valid' });
  });

  it('refuses to accept a declined version, booking nothing', async () => {
    const { id, token } = await sentProposal(ctx.app, ctx.staff);
    expect((await post(token, 'decline')).status).toBe(200);
    const refused = await post(token, 'accept', acceptBody);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'You declined this proposal. Please reply to our e-mail if you would like it after all.' });
    const [row] = await ctx.app.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from bookings where proposal_id = ?`, [id]);
    expect(Number(row!.n)).toBe(0);
  });

  it('refuses to send a replaced version again', async () => {
    const { id } = await replacedProposal();
    const refused = await ctx.staff.post(`/api/admin/proposals/${id}/send`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'This proposal was accepted or replaced: it can no longer change' });
  });
});
