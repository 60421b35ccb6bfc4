import { describe, expect, it } from 'vitest';
import { siteToday } from '#database/site-time-zone.ts';
import { addDays } from '#lib/domain/dates.ts';
import { reviewLinks } from '#server/features/reviews/review-links.ts';
import { runReviewRequests } from '#server/features/reviews/review-requests.ts';
import { acceptBody, sentProposal } from '../fixtures/proposals.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

// Issue 39 (R9): the Overview's rating is the travellers' verified reviews', never the testimonials staff type in.
const ctx = withSignedInApp();

async function reviewed(rating: number): Promise<void> {
  const { token } = await sentProposal(ctx.app, ctx.staff, { stops: [] });
  const accepted = await ctx.app.client().post(`/api/proposals/${token}/accept`, acceptBody);
  expect(accepted.status).toBe(201);
  const bookingId = accepted.body.bookingId as string;
  // The trip ended ten days ago: time passed since the booking.
  await ctx.app.orm.em.fork().execute(`update bookings set departure_on = ? where id = ?`, [addDays(siteToday(), -10), bookingId]);
  await runReviewRequests(ctx.app.orm, (em, inquiryId, template, mail) => ctx.app.mailer.queueMail(em, inquiryId, template, mail), siteToday(), new Date());
  const [row] = await ctx.app.orm.em.fork().execute<{ link_nonce: string }[]>(`select link_nonce from review_requests where booking_id = ?`, [bookingId]);
  const written = await ctx.app.client().post(`/api/reviews/${reviewLinks.tokenFor(row!.link_nonce)}`, {
    rating,
    title: 'A fine trip',
    text: 'The guide knew every bird by its call, and the lodges were spotless.',
    name: 'Ravi Patel',
    country: 'India',
    consent: true,
  });
  expect(written.status).toBe(201);
}

describe('the Overview’s rating', () => {
  it('averages the published reviews and is moved by no testimonial', async () => {
    expect((await ctx.app.services().dashboard.stats()).averageRating).toBeNull();
    const testimonial = await ctx.staff.post('/api/admin/testimonials', { name: 'Staff Typed', country: 'Kenya', rating: 1, comment: 'Typed in by staff', isActive: true });
    expect(testimonial.status).toBe(201);
    expect((await ctx.app.services().dashboard.stats()).averageRating).toBeNull();
    await reviewed(5);
    await reviewed(4);
    const stats = await ctx.staff.get('/api/admin/stats');
    expect(stats.body.averageRating).toBe(4.5);
  });
});
