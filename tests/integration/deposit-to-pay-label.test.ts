import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AcceptedPanel } from '#components/site/proposal/AcceptedPanel.tsx';
import { ProposalHeader } from '#components/site/proposal/ProposalHeader.server.tsx';
import { siteToday } from '#database/site-time-zone.ts';
import { acceptedBooking } from '../fixtures/proposals.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

// Issue 29: the header's fact and the accepted panel name what is left of the deposit the same way.
const ctx = withSignedInApp();
const words = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** The traveller's page as it renders its header and its accepted panel, from the page's own view. */
async function headerAndPanel(token: string) {
  const services = ctx.app.services();
  const view = (await services.proposals.openByToken(token))!;
  await services.commit();
  const booking = view.booking!;
  return {
    header: words(renderToStaticMarkup(createElement(ProposalHeader, { proposal: view.proposal, accepted: true, booking, timeZone: 'Africa/Johannesburg' }))),
    panel: words(renderToStaticMarkup(createElement(AcceptedPanel, { booking, bank: null }))),
  };
}

describe('the deposit to pay on the traveller’s page', () => {
  it('is the deposit before any payment, and its rest after a part of it, in the header as in the panel', async () => {
    const { bookingId, token } = await acceptedBooking(ctx.app, ctx.staff);
    const before = await headerAndPanel(token);
    expect(before.header).toContain('Deposit to pay $2,940.30');
    expect(before.panel).toContain('Deposit to pay $2,940.30');
    expect(before.header + before.panel).not.toContain('Rest of the deposit');

    const paid = await ctx.staff.post(`/api/admin/bookings/${bookingId}/payments`, { amount: 2000, currency: 'USD', method: 'bank transfer', reference: 'PART', receivedOn: siteToday() });
    expect(paid.status).toBe(201);
    const after = await headerAndPanel(token);
    expect(after.header).toContain('Rest of the deposit to pay $940.30');
    expect(after.panel).toContain('Rest of the deposit to pay $940.30 of a $2,940.30 deposit');
    expect(after.header + after.panel).not.toContain('Deposit to pay');
  });
});
