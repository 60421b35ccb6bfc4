import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext, PageContextServer } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { describe, expect, it } from 'vitest';
import SupplierPage from '#pages/(lodge)/reservations/@token/+Page.tsx';
import { data as supplierPageData } from '#pages/(lodge)/reservations/@token/+data.ts';
import { reservationTokens } from '#server/features/reservations/supplier-mail.ts';
import { bookedAtCamp } from '../fixtures/reservations.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

const ctx = withSignedInApp();

async function linkToken(reservationId: string) {
  const [row] = await ctx.app.orm.em.fork().execute<{ link_nonce: string }[]>(`select link_nonce from reservations where id = ?`, [reservationId]);
  return reservationTokens.tokenFor(row!.link_nonce);
}

/** The supplier's page as Vike renders it from its server data, as words. */
async function supplierPage(reservationId: string) {
  const token = await linkToken(reservationId);
  const data = await supplierPageData({ routeParams: { token }, services: ctx.app.services() } as unknown as PageContextServer);
  const html = renderToStaticMarkup(createElement(VikeReactProviderPageContext, { pageContext: { data } as unknown as PageContext, children: createElement(SupplierPage) }));
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replace(/&#x27;/g, "'");
}

// Issue 30: a cancellation on the lodge's page is ours, never shown as the lodge's own answer.
describe("the supplier's page of a cancelled reservation", () => {
  it('says we cancelled this reservation when staff cancelled it by hand and the trip goes ahead', async () => {
    const { reservation: r } = await bookedAtCamp(ctx.app, ctx.staff, { days: 120, prefix: 'Hand Cancel Camp', email: 'res@hand-cancel.example.com' });
    expect((await ctx.staff.post(`/api/admin/reservations/${r.id}/send`)).status).toBe(202);
    const cancelled = await ctx.staff.put(`/api/admin/reservations/${r.id}`, { service: r.service, checkIn: r.checkIn, checkOut: r.checkOut, status: 'cancelled' });
    expect(cancelled.body.status).toBe('cancelled');

    const page = await supplierPage(r.id);
    expect(page).toContain('This reservation was cancelled We have cancelled this reservation. Nothing more is needed from you: thank you.');
    expect(page).not.toContain('The answer recorded');
    expect(page).not.toContain('The guests cancelled their trip');
    const late = await ctx.app.client().post(`/api/reservations/${await linkToken(r.id)}`, { answer: 'confirm', reference: 'LATE-1' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This reservation was cancelled');
  });

  it("says the guests cancelled their trip when the booking is cancelled", async () => {
    const { bookingId, reservation: r } = await bookedAtCamp(ctx.app, ctx.staff, { days: 120, prefix: 'Trip Cancel Camp', email: 'res@trip-cancel.example.com' });
    expect((await ctx.staff.post(`/api/admin/reservations/${r.id}/send`)).status).toBe(202);
    expect((await ctx.staff.post(`/api/admin/bookings/${bookingId}/cancel`, { cancelledBy: 'traveller', reason: 'The traveller cannot travel' })).status).toBe(200);

    const page = await supplierPage(r.id);
    expect(page).toContain('This reservation was cancelled The guests cancelled their trip. Nothing more is needed from you: thank you.');
    expect(page).not.toContain('We have cancelled this reservation');
    expect(page).not.toContain('The answer recorded');
  });
});
