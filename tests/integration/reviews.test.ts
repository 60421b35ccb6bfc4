import { PgBoss } from 'pg-boss';
import { siteToday } from '#database/site-time-zone.ts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { reviewLinks } from '#server/features/reviews/review-links.ts';
import { REVIEW_REQUEST_QUEUE, runReviewRequests } from '#server/features/reviews/review-requests.ts';
import { addDays } from '#lib/domain/dates.ts';
import { acceptBody, memoryTransport, sentProposal } from '../fixtures/proposals.ts';
import { validTrip } from '../fixtures/trips.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';
import { until } from '../setup/until.ts';

const ctx = withSignedInApp();

const review = (overrides: Record<string, unknown> = {}) => ({
  rating: 5,
  title: 'The leopard at dawn',
  text: 'Our guide found a leopard on the second morning. Every lodge was spotless.',
  name: 'Anna Schmidt',
  country: 'Germany',
  consent: true,
  guiding: 5,
  ...overrides,
});

let tripCount = 0;
async function trip() {
  const created = await ctx.staff.post('/api/admin/packages', { ...validTrip, name: `Okavango Review Trip ${++tripCount}` });
  expect(created.status).toBe(201);
  return { id: created.body.id as string, slug: created.body.slug as string };
}

/** A booking whose traveller came home `daysAgo` days ago (its departure moved into the past: time passed). */
async function bookingBack(daysAgo: number, packageId?: string) {
  const { token, inquiryId } = await sentProposal(ctx.app, ctx.staff, packageId ? { packageId, stops: [] } : { stops: [] });
  const accepted = await ctx.app.client().post(`/api/proposals/${token}/accept`, acceptBody);
  expect(accepted.status).toBe(201);
  const bookingId = accepted.body.bookingId as string;
  await ctx.app.orm.em.fork().execute(`update bookings set departure_on = ? where id = ?`, [addDays(siteToday(), -daysAgo), bookingId]);
  return { bookingId, inquiryId, reference: accepted.body.reference as string };
}

const queueMail = (em: Parameters<Parameters<typeof runReviewRequests>[1]>[0], inquiryId: string, template: Parameters<Parameters<typeof runReviewRequests>[1]>[2], mail: { to: string; subject: string }) =>
  ctx.app.mailer.queueMail(em, inquiryId, template, mail);
const runJob = (now = new Date()) => runReviewRequests(ctx.app.orm, queueMail, siteToday(), now);
const reviewMails = async (inquiryId: string) => (await ctx.app.services().mail.forInquiry(inquiryId)).filter((m) => m.template.startsWith('review-'));

/** The link a request's mail carries, derived from its nonce as the worker derives it. */
async function linkOf(bookingId: string): Promise<string> {
  const [row] = await ctx.app.orm.em.fork().execute<{ link_nonce: string }[]>(`select link_nonce from review_requests where booking_id = ?`, [bookingId]);
  return reviewLinks.tokenFor(row!.link_nonce);
}

describe('review requests', () => {
  it('ask once per booking, three days after the return, and never a cancelled booking', async () => {
    const due = await bookingBack(3);
    const early = await bookingBack(2);
    const cancelled = await bookingBack(10);
    expect((await ctx.staff.post(`/api/admin/bookings/${cancelled.bookingId}/cancel`, { cancelledBy: 'traveller', reason: 'Changed plans' })).status).toBe(200);

    await runJob();
    await runJob();
    const mails = await reviewMails(due.inquiryId);
    expect(mails.map((m) => [m.template, m.recipient])).toEqual([['review-request', 'amara@example.com']]);
    expect(mails[0]!.subject).toContain(`Booking ${due.reference}`);
    expect(await reviewMails(early.inquiryId)).toEqual([]);
    expect(await reviewMails(cancelled.inquiryId)).toEqual([]);
    // The link is stored hashed: the table holds no token.
    const token = await linkOf(due.bookingId);
    const rows = await ctx.app.orm.em.fork().execute<Record<string, unknown>[]>(`select * from review_requests where booking_id = ?`, [due.bookingId]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('remind once, seven days later, unless the traveller reviewed', async () => {
    const quiet = await bookingBack(5);
    const wrote = await bookingBack(5);
    await runJob();
    expect((await ctx.app.client().post(`/api/reviews/${await linkOf(wrote.bookingId)}`, review())).status).toBe(201);
    const eightDaysOn = new Date(Date.now() + 8 * 86_400_000);
    await runJob(eightDaysOn);
    await runJob(eightDaysOn);
    expect((await reviewMails(quiet.inquiryId)).map((m) => m.template)).toEqual(['review-request', 'review-reminder']);
    expect((await reviewMails(wrote.inquiryId)).map((m) => m.template)).toEqual(['review-request']);
  });

  it('are a scheduled pg-boss job that a process started later runs, and its mail carries the link', async () => {
    const back = await bookingBack(4);
    const transport = memoryTransport();
    // A new process (as after a restart) works the queue; a job sent to it is the schedule's occurrence.
    const worker = await ctx.app.startMailer({ work: true, transport });
    const boss = new PgBoss({ connectionString: ctx.app.databaseUrl, max: 1 });
    await boss.start();
    try {
      expect((await boss.getSchedules()).map((s) => s.name)).toContain(REVIEW_REQUEST_QUEUE);
      await boss.send(REVIEW_REQUEST_QUEUE, {});
      const sent = await until(() => Promise.resolve(transport.sent.filter((m) => m.subject.startsWith('How was') && m.subject.includes(back.reference))), (m) => m.length === 1);
      expect(sent[0]!.text).toContain(`https://safari.example/reviews/${await linkOf(back.bookingId)}`);
      expect(sent[0]!.replyTo).toBe('desk@safari.example');
    } finally {
      await boss.stop({ graceful: false });
      await worker.stop();
    }
    expect((await reviewMails(back.inquiryId)).filter((m) => m.template === 'review-request')).toHaveLength(1);
  });

  it('can be sent by staff now, and again, with the same link (202); not for a cancelled booking (409)', async () => {
    const back = await bookingBack(0);
    expect((await ctx.staff.post(`/api/admin/bookings/${back.bookingId}/review-request`)).status).toBe(202);
    const first = await linkOf(back.bookingId);
    expect((await ctx.staff.post(`/api/admin/bookings/${back.bookingId}/review-request`)).status).toBe(202);
    expect(await linkOf(back.bookingId)).toBe(first);
    expect(await reviewMails(back.inquiryId)).toHaveLength(2);
    // The schedule does not ask again a booking staff asked already.
    await runJob(new Date(Date.now() + 4 * 86_400_000));
    expect(await reviewMails(back.inquiryId)).toHaveLength(2);

    const cancelled = await bookingBack(0);
    await ctx.staff.post(`/api/admin/bookings/${cancelled.bookingId}/cancel`, { cancelledBy: 'traveller', reason: 'Changed plans' });
    expect((await ctx.staff.post(`/api/admin/bookings/${cancelled.bookingId}/review-request`)).status).toBe(409);
    expect((await ctx.staff.post(`/api/admin/bookings/00000000-0000-4000-8000-000000000000/review-request`)).status).toBe(404);
  });
});

describe('writing a review through the link', () => {
  it('makes one review (201), and the same link edits it (200) without a second', async () => {
    const { id: packageId } = await trip();
    const back = await bookingBack(4, packageId);
    await runJob();
    const token = await linkOf(back.bookingId);
    const visitor = ctx.app.client();
    const ofThisBooking = async () => ((await ctx.staff.get('/api/admin/reviews')).body.items as { bookingReference: string }[]).filter((r) => r.bookingReference === back.reference);

    expect((await visitor.post(`/api/reviews/${token}`, review())).status).toBe(201);
    expect((await visitor.post(`/api/reviews/${token}`, review({ rating: 4, title: 'Still thinking of the leopard' }))).status).toBe(200);
    const listed = await ofThisBooking();
    expect(listed).toEqual([expect.objectContaining({ rating: 4, title: 'Still thinking of the leopard', guiding: 5, lodges: null })]);
    // The trip and the month come from the booking.
    expect(listed[0]).toMatchObject({ travelledOn: addDays(siteToday(), -4).slice(0, 7), trip: { name: expect.stringContaining('Okavango Review Trip') } });

    // After 14 days the link no longer edits it.
    await ctx.app.orm.em.fork().execute(`update reviews set created_at = now() - interval '15 days' where booking_id = ?`, [back.bookingId]);
    expect((await visitor.post(`/api/reviews/${token}`, review({ rating: 1 }))).status).toBe(409);
  });

  it('refuses bad input with 400 naming the field, an unknown link with 404, a cancelled booking with 410', async () => {
    const back = await bookingBack(4);
    await ctx.staff.post(`/api/admin/bookings/${back.bookingId}/review-request`);
    const token = await linkOf(back.bookingId);
    const post = (body: unknown) => ctx.app.client().post(`/api/reviews/${token}`, body);
    const errorsOf = async (body: unknown) => {
      const response = await post(body);
      expect(response.status).toBe(400);
      return Object.keys(response.body.errors);
    };
    expect(await errorsOf(review({ rating: 6 }))).toEqual(['rating']);
    expect(await errorsOf(review({ rating: undefined }))).toEqual(['rating']);
    expect(await errorsOf(review({ rating: 2.5 }))).toEqual(['rating']);
    expect(await errorsOf(review({ text: 'Too short.' }))).toEqual(['text']);
    expect(await errorsOf(review({ text: 'x'.repeat(5001) }))).toEqual(['text']);
    expect(await errorsOf(review({ consent: false }))).toEqual(['consent']);
    expect(await errorsOf(review({ guiding: 0 }))).toEqual(['guiding']);
    expect((await ctx.app.client().post(`/api/reviews/${'A'.repeat(43)}`, review())).status).toBe(404);
    expect((await ctx.app.client().post(`/api/reviews/not-a-token`, review())).status).toBe(404);

    await ctx.staff.post(`/api/admin/bookings/${back.bookingId}/cancel`, { cancelledBy: 'traveller', reason: 'Changed plans' });
    expect((await post(review())).status).toBe(410);
  });
});

describe('photos', () => {
  const png = async (seed: number) => sharp({ create: { width: 120, height: 90, channels: 3, background: { r: seed, g: 120, b: 80 } } }).png().toBuffer();
  const form = (bytes: Buffer, name = 'photo.png', type = 'image/png') => {
    const data = new FormData();
    data.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return data;
  };

  it('come through the upload pipeline after the text is saved, at most six, and show with the review', async () => {
    const back = await bookingBack(4);
    await ctx.staff.post(`/api/admin/bookings/${back.bookingId}/review-request`);
    const token = await linkOf(back.bookingId);
    const visitor = ctx.app.client();
    // Before the review exists there is nothing to add a photo to: what was typed is sent first.
    expect((await visitor.postForm(`/api/reviews/${token}/photos`, form(await png(1)))).status).toBe(409);
    expect((await visitor.post(`/api/reviews/${token}`, review())).status).toBe(201);
    expect((await visitor.postForm(`/api/reviews/${token}/photos`, form(Buffer.from('not an image'), 'x.png'))).status).toBe(415);
    for (let i = 0; i < 6; i++) expect((await visitor.postForm(`/api/reviews/${token}/photos`, form(await png(10 + i)))).status).toBe(201);
    const seventh = await visitor.postForm(`/api/reviews/${token}/photos`, form(await png(99)));
    expect(seventh.status).toBe(409);
    expect(seventh.body.errors).toHaveProperty('file');
    const listed = ((await ctx.staff.get('/api/admin/reviews')).body.items as { bookingReference: string; photos: unknown[] }[]).find((r) => r.bookingReference === back.reference)!;
    expect(listed.photos).toHaveLength(6);
    expect(listed.photos[0]).toMatchObject({ url: expect.stringMatching(/^\/images\/[0-9a-f]{32}-\d+\.webp$/) });
  });
});

describe('publishing what comes in', () => {
  it('shows published reviews only, withholds only for a policy reason, counts them, and takes one reply', async () => {
    const { id: packageId, slug } = await trip();
    const kept = await bookingBack(4, packageId);
    const abusive = await bookingBack(4, packageId);
    await runJob();
    await ctx.app.client().post(`/api/reviews/${await linkOf(kept.bookingId)}`, review({ title: '<script>alert(1)</script> Wonderful' }));
    await ctx.app.client().post(`/api/reviews/${await linkOf(abusive.bookingId)}`, review({ rating: 1, title: 'Abuse' }));
    const all = (await ctx.staff.get('/api/admin/reviews?filter=waiting')).body.items as { id: string; title: string }[];
    const abuseId = all.find((r) => r.title === 'Abuse')!.id;
    const keptId = all.find((r) => r.title !== 'Abuse')!.id;

    const before = (await ctx.app.client().get(`/api/reviews?trip=${slug}`)).body;
    expect(before.total).toBe(2);
    expect(before.average).toBe(3);

    expect((await ctx.staff.post(`/api/admin/reviews/${abuseId}/withhold`, { reason: 'rude' })).status).toBe(400);
    expect((await ctx.staff.post(`/api/admin/reviews/${abuseId}/withhold`, {})).status).toBe(400);
    expect((await ctx.staff.post(`/api/admin/reviews/${abuseId}/withhold`, { reason: 'abuse' })).status).toBe(200);
    expect((await ctx.staff.post(`/api/admin/reviews/${keptId}/reply`, { text: 'Thank you, Anna!' })).status).toBe(200);
    expect((await ctx.staff.post(`/api/admin/reviews/${keptId}/reply`, { text: 'Again' })).status).toBe(409);

    const after = (await ctx.app.client().get(`/api/reviews?trip=${slug}&limit=5&offset=0`)).body;
    expect(after).toMatchObject({ total: 1, average: 5 });
    expect(after.items).toEqual([
      expect.objectContaining({
        rating: 5,
        title: '<script>alert(1)</script> Wonderful',
        name: 'Anna Schmidt',
        country: 'Germany',
        travelledOn: addDays(siteToday(), -4).slice(0, 7),
        trip: { name: expect.stringContaining('Okavango Review Trip'), path: `/packages/${slug}` },
        reply: 'Thank you, Anna!',
        photos: [],
      }),
    ]);
    expect(Object.keys(after.items[0]).sort()).toEqual(['country', 'id', 'name', 'photos', 'publishedOn', 'rating', 'reply', 'text', 'title', 'travelledOn', 'trip']);
    expect((await ctx.app.client().get('/api/reviews?trip=no-such-trip')).body).toEqual({ items: [], total: 0, average: null });
    expect((await ctx.app.client().get('/api/reviews?limit=0')).status).toBe(400);

    const counts = await ctx.app.services().reviews.policyCounts();
    expect(counts.withheld).toEqual({ abuse: 1, 'personal-data': 0, 'off-topic': 0, 'not-this-trip': 0 });

    // Withholding is in the activity log, with its reason.
    const log = (await ctx.staff.get('/api/admin/activity?kind=testimonial')).body;
    expect(JSON.stringify(log)).toContain('withheld review');
  });

  it('averages the last 90 days for the Overview and counts the published reviews waiting for a reply', async () => {
    const summary = await ctx.app.services().reviews.summary(new Date());
    const published = (await ctx.staff.get('/api/admin/reviews')).body.items.filter((r: { withheld: unknown }) => !r.withheld);
    const recent = published.map((r: { rating: number }) => r.rating);
    expect(summary.countLast90Days).toBe(recent.length);
    expect(summary.averageLast90Days).toBe(Math.round((recent.reduce((a: number, b: number) => a + b, 0) / recent.length) * 10) / 10);
    expect(summary.waitingForReply).toBe(published.filter((r: { reply?: string }) => !r.reply).length);
    // In 91 days none is recent.
    expect((await ctx.app.services().reviews.summary(new Date(Date.now() + 91 * 86_400_000))).countLast90Days).toBe(0);
  });
});
