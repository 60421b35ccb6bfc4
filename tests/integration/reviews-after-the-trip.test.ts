import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { addDays } from '#lib/domain/dates.ts';
import { reviewLinks } from '#server/features/reviews/review-links.ts';
import { reservationTokens } from '#server/features/reservations/supplier-mail.ts';
import { sweepImages } from '#server/images/sweep-images.ts';
import { acceptBody, sentProposal } from '../fixtures/proposals.ts';
import { bookedAtCamp } from '../fixtures/reservations.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';
import type { PageContextServer } from 'vike/types';
import { data as reviewPageData } from '#pages/(site)/reviews/@token/+data.ts';

const ctx = withSignedInApp();
const db = () => ctx.app.orm.em.fork();

const review = (overrides: Record<string, unknown> = {}) => ({
  rating: 4,
  title: 'Lions at the waterhole',
  text: 'Our guide knew every track in the sand. The camp was simple and very friendly.',
  name: 'Jonas Berg',
  country: 'Sweden',
  consent: true,
  ...overrides,
});

const png = async (seed: number) => sharp({ create: { width: 100, height: 80, channels: 3, background: { r: seed, g: 40, b: 200 } } }).png().toBuffer();
const form = (bytes: Buffer) => {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  return data;
};

/** A booking whose trip (no stops: it returns the day it departs) departs `days` from today; negative: it is back. */
async function bookingOn(days: number) {
  const { token, inquiryId } = await sentProposal(ctx.app, ctx.staff, { stops: [] });
  const accepted = await ctx.app.client().post(`/api/proposals/${token}/accept`, acceptBody);
  expect(accepted.status).toBe(201);
  const bookingId = accepted.body.bookingId as string;
  await db().execute(`update bookings set departure_on = ? where id = ?`, [addDays(siteToday(), days), bookingId]);
  return { bookingId, inquiryId, reference: accepted.body.reference as string };
}

/** The booking's review link: made as the job makes it (staff cannot ask before the return). */
async function linkFor(bookingId: string): Promise<string> {
  const link = reviewLinks.issue();
  await db().execute(`insert into review_requests (id, booking_id, link_nonce, token_hash, created_at) values (gen_random_uuid(), ?, ?, ?, now()) on conflict do nothing`, [bookingId, link.nonce, link.tokenHash]);
  const [row] = await db().execute<{ link_nonce: string }[]>(`select link_nonce from review_requests where booking_id = ?`, [bookingId]);
  return reviewLinks.tokenFor(row!.link_nonce);
}

/** What `/reviews/<token>` renders: its data, or the status and words it aborts with. */
async function reviewPage(token: string) {
  try {
    return { status: 200, ...(await reviewPageData({ routeParams: { token }, services: ctx.app.services() } as unknown as PageContextServer)) };
  } catch (error) {
    const abort = (error as { _pageContextAbort?: { abortStatusCode: number; abortReason?: { heading: string; text: string } } })._pageContextAbort;
    if (!abort) throw error;
    return { status: abort.abortStatusCode, ...abort.abortReason };
  }
}

const publicTotal = async () => (await ctx.app.client().get('/api/reviews?limit=50')).body.total as number;
const staffView = async (reference: string) =>
  ((await ctx.staff.get('/api/admin/reviews')).body.items as { id: string; bookingReference: string; withheld: { reason: string } | null; reply?: string; photos: { url: string }[] }[]).find((r) => r.bookingReference === reference)!;

describe('reviews come from trips taken (issue 38)', () => {
  it('are taken from the return day on: before it, staff asking is 409, the link says when it opens and a POST is 409', async () => {
    const away = await bookingOn(5);
    const asked = await ctx.staff.post(`/api/admin/bookings/${away.bookingId}/review-request`);
    expect(asked.status).toBe(409);
    expect(asked.body.message).toMatch(/has not ended yet: a review can be asked for from its return on \d{1,2} \w+ \d{4}/);

    const token = await linkFor(away.bookingId);
    const page = await reviewPage(token);
    expect(page).toMatchObject({ status: 200, open: false, notYet: expect.stringMatching(/^Reviews of this trip open on \d{1,2} \w+ \d{4}, the day you come home$/) });
    const early = await ctx.app.client().post(`/api/reviews/${token}`, review());
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/^Reviews of this trip open on \d{1,2} \w+ \d{4}, the day you come home$/);
    expect(await db().execute(`select 1 from reviews where booking_id = ?`, [away.bookingId])).toHaveLength(0);

    // The return day itself (today, in the site's time zone) opens it.
    await db().execute(`update bookings set departure_on = ? where id = ?`, [siteToday(), away.bookingId]);
    expect((await ctx.staff.post(`/api/admin/bookings/${away.bookingId}/review-request`)).status).toBe(202);
    expect((await ctx.app.client().post(`/api/reviews/${token}`, review())).status).toBe(201);
  });

  it('cancelling the booking withholds its review as "not this trip", deletes its guest details and takes its photos out of storage', async () => {
    const back = await bookingOn(-4);
    const token = await linkFor(back.bookingId);
    const before = await publicTotal();
    expect((await ctx.app.client().post(`/api/reviews/${token}`, review())).status).toBe(201);
    const photo = await ctx.app.client().postForm(`/api/reviews/${token}/photos`, form(await png(7)));
    expect(photo.status).toBe(201);
    const photoUrl = photo.body.url as string;
    expect((await ctx.app.client().get(photoUrl)).status).toBe(200);
    expect(await publicTotal()).toBe(before + 1);
    await db().execute(`insert into trip_guests (booking_id, guests, return_on, updated_at) values (?, '[{"name":"Jonas Berg","passportNumber":"X1"}]', ?, now())`, [back.bookingId, siteToday()]);

    expect((await ctx.staff.post(`/api/admin/bookings/${back.bookingId}/cancel`, { reason: 'Changed plans', cancelledBy: 'traveller' })).status).toBe(200);
    expect(await publicTotal()).toBe(before);
    const withheld = await staffView(back.reference);
    expect(withheld.withheld).toMatchObject({ reason: 'not-this-trip' });
    expect(withheld.photos).toEqual([]);
    expect(await db().execute(`select 1 from trip_guests where booking_id = ?`, [back.bookingId])).toHaveLength(0);
    // The image's row and files are gone; its URLs are remembered for the CDN purge.
    const hash = /\/images\/([0-9a-f]{32})-/.exec(photoUrl)![1]!;
    expect(await db().execute(`select 1 from images where hash = ?`, [hash])).toHaveLength(0);
    expect(await db().execute(`select 1 from image_files where key like ?`, [`${hash}-%`])).toHaveLength(0);
    expect(await db().execute(`select 1 from removed_images where hash = ?`, [hash])).toHaveLength(1);
    expect((await ctx.app.client().get(photoUrl)).status).toBe(404);
    // A cancelled booking's review cannot be published again.
    expect((await ctx.staff.post(`/api/admin/reviews/${withheld.id}/publish`)).status).toBe(409);
  });

  it('parallel photo uploads through one link keep to six, each place taken before the decode, and leave no image unlinked', async () => {
    const back = await bookingOn(-2);
    const token = await linkFor(back.bookingId);
    expect((await ctx.app.client().post(`/api/reviews/${token}`, review())).status).toBe(201);
    const files = await Promise.all(Array.from({ length: 9 }, (_, i) => png(60 + i)));
    const answers = await Promise.all(files.map((bytes) => ctx.app.client().postForm(`/api/reviews/${token}/photos`, form(bytes))));
    const stored = answers.filter((a) => a.status === 201);
    expect(stored).toHaveLength(6);
    for (const refused of answers.filter((a) => a.status !== 201)) expect(refused.status === 409 || refused.status === 503).toBe(true);
    expect((await staffView(back.reference)).photos).toHaveLength(6);
    const unlinked = await db().execute(
      `select i.id from images i where i.created_at > now() - interval '5 minutes' and i.original_name = 'photo.png'
         and not exists (select 1 from review_photos rp where rp.image_id = i.id)`,
    );
    expect(unlinked).toHaveLength(0);
    expect(await db().execute(`select 1 from review_photo_slots s join reviews r on r.id = s.review_id where r.booking_id = ?`, [back.bookingId])).toHaveLength(0);
  });

  it('the housekeeping sweep deletes uploads nothing refers to after a day, and keeps one content names', async () => {
    const upload = async (seed: number) => {
      const answer = await ctx.staff.postForm('/api/admin/images', form(await png(seed)));
      expect(answer.status).toBe(201);
      return answer.body as { id: string; url: string };
    };
    const unused = await upload(201);
    const used = await upload(202);
    const created = await ctx.staff.post('/api/admin/gallery-folders', { name: `Sweep folder ${Date.now()}`, coverImageUrl: used.url });
    expect(created.status).toBeLessThan(300);
    await db().execute(`update images set created_at = now() - interval '25 hours' where id in (?, ?)`, [unused.id, used.id]);

    await sweepImages(ctx.app.orm, new Date(), null);
    expect(await db().execute(`select 1 from images where id = ?`, [unused.id])).toHaveLength(0);
    expect((await ctx.app.client().get(unused.url)).status).toBe(404);
    expect(await db().execute(`select 1 from images where id = ?`, [used.id])).toHaveLength(1);
    expect((await ctx.app.client().get(used.url)).status).toBe(200);
  });
});

describe('staff withholding and replying (issue 39)', () => {
  it('withholding mails the author why and how to fix it; the link never says it is published; both can be undone', async () => {
    const back = await bookingOn(-3);
    const token = await linkFor(back.bookingId);
    expect((await ctx.app.client().post(`/api/reviews/${token}`, review())).status).toBe(201);
    const { id } = await staffView(back.reference);

    const withheld = await ctx.staff.post(`/api/admin/reviews/${id}/withhold`, { reason: 'personal-data' });
    expect(withheld.status).toBe(200);
    const mails = (await ctx.app.services().mail.forInquiry(back.inquiryId)).filter((m) => m.template === 'review-withheld');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('is not published');
    const rendered = await ctx.app.services().mail.forInquiry(back.inquiryId);
    expect(rendered.find((m) => m.template === 'review-withheld')!.recipient).toBe('amara@example.com');

    expect(await reviewPage(token)).toMatchObject({ status: 200, open: true, withheld: 'personal-data' });
    const corrected = await ctx.app.client().post(`/api/reviews/${token}`, review({ text: 'Our guide knew every track in the sand. The camp staff were wonderful.' }));
    expect(corrected.status).toBe(200);
    expect(corrected.body.published).toBe(false);

    const again = await ctx.staff.post(`/api/admin/reviews/${id}/publish`);
    expect(again.status).toBe(200);
    expect(again.body.withheld).toBeNull();
    expect((await ctx.staff.post(`/api/admin/reviews/${id}/publish`)).status).toBe(409);

    expect((await ctx.staff.post(`/api/admin/reviews/${id}/reply`, { text: 'Thank you, Jonas!' })).status).toBe(200);
    const withdrawn = await ctx.staff.delete(`/api/admin/reviews/${id}/reply`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.reply).toBeUndefined();
    expect((await ctx.staff.delete(`/api/admin/reviews/${id}/reply`)).status).toBe(409);
    expect((await ctx.staff.post(`/api/admin/reviews/${id}/reply`, { text: 'Thank you again, Jonas!' })).status).toBe(200);
  });
});

describe('erasing a traveller ends their links (issue 38 N7)', () => {
  it('the review link answers 410 with a page that says it has ended, and the lodge link no longer opens', async () => {
    const camp = await bookedAtCamp(ctx.app, ctx.staff, { days: 60, nights: 2, prefix: 'Erased Link Camp', email: 'camp@erased-link.example.com' });
    expect((await ctx.staff.post(`/api/admin/reservations/${camp.reservation.id}/send`)).status).toBeLessThan(300);
    const [nonce] = await db().execute<{ link_nonce: string }[]>(`select link_nonce from reservations where id = ?`, [camp.reservation.id]);
    const lodgeToken = reservationTokens.tokenFor(nonce!.link_nonce);
    await db().execute(`update bookings set departure_on = ? where id = ?`, [addDays(siteToday(), -5), camp.bookingId]);
    const token = await linkFor(camp.bookingId);
    expect(await reviewPage(token)).toMatchObject({ status: 200, open: true });
    const [{ inquiry_id: inquiryId }] = (await db().execute<{ inquiry_id: string }[]>(`select inquiry_id from bookings where id = ?`, [camp.bookingId])) as [{ inquiry_id: string }];

    expect((await ctx.staff.delete(`/api/admin/inquiries/${inquiryId}`)).status).toBe(204);

    expect(await reviewPage(token)).toMatchObject({ status: 410, heading: 'This review link has ended' });
    const posted = await ctx.app.client().post(`/api/reviews/${token}`, review());
    expect(posted.status).toBe(410);
    expect(posted.body.message).toBe('This review link has ended');
    const lodge = await ctx.app.client().post(`/api/reservations/${lodgeToken}`, { answer: 'confirm', reference: 'LATE-1', note: 'Names: Amara Okafor' });
    expect([404, 410]).toContain(lodge.status);
    const [row] = await db().execute<{ travellers: unknown[]; answer_note: string | null }[]>(`select travellers, answer_note from reservations where id = ?`, [camp.reservation.id]);
    expect(row).toMatchObject({ travellers: [], answer_note: null });
  });
});
