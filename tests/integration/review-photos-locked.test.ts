import sharp from 'sharp';
import { expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { addDays } from '#lib/domain/dates.ts';
import { imagesProcessed } from '#server/images/image-work.ts';
import { reviewLinks } from '#server/features/reviews/review-links.ts';
import { acceptBody, sentProposal } from '../fixtures/proposals.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

const ctx = withSignedInApp();

const photo = async () => {
  const bytes = await sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 200, g: 90, b: 40 } } }).png().toBuffer();
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'late.png');
  return data;
};

it('refuses a photo for a review past its 14 days before the file is decoded or stored (issue 31)', async () => {
  const { token: proposalToken } = await sentProposal(ctx.app, ctx.staff, { stops: [] });
  const accepted = await ctx.app.client().post(`/api/proposals/${proposalToken}/accept`, acceptBody);
  expect(accepted.status).toBe(201);
  const bookingId = accepted.body.bookingId as string;
  const db = ctx.app.orm.em.fork();
  await db.execute('update bookings set departure_on = ? where id = ?', [addDays(siteToday(), -30), bookingId]);
  expect((await ctx.staff.post(`/api/admin/bookings/${bookingId}/review-request`)).status).toBe(202);
  const [request] = await db.execute<{ link_nonce: string }[]>('select link_nonce from review_requests where booking_id = ?', [bookingId]);
  const token = reviewLinks.tokenFor(request!.link_nonce);
  const traveller = ctx.app.client();
  expect((await traveller.post(`/api/reviews/${token}`, { rating: 4, title: 'Late light', text: 'The river at sunset was the best hour of the whole trip.', name: 'Lena', country: 'Austria', consent: true })).status).toBe(201);
  await db.execute(`update reviews set created_at = now() - interval '15 days' where booking_id = ?`, [bookingId]);

  const decodedBefore = imagesProcessed();
  const images = async () => Number((await db.execute<{ n: string }[]>('select count(*) as n from images'))[0]!.n);
  const storedBefore = await images();
  const late = await traveller.postForm(`/api/reviews/${token}/photos`, await photo());
  expect(late.status).toBe(409);
  expect(late.body.message).toBe('This review can no longer be changed: reviews can be edited for 14 days after they are written');
  expect(imagesProcessed()).toBe(decodedBefore);
  expect(await images()).toBe(storedBefore);
});
