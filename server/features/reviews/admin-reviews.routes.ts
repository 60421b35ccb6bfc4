import { siteToday } from '#database/site-time-zone.ts';
import { reviewReplySchema, staffReviewListSchema, withholdReviewSchema } from '#lib/domain/review/review.schema.ts';
import { reviewRequestTooEarlyMessage, STAFF_REVIEWS_PER_PAGE } from '#lib/domain/review/review-policy.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { HttpError, notFound, parse, pathId } from '../../middleware/errors.ts';
import { queueWithheldMail } from './review-mail.ts';
import { sendReviewRequestNow } from './review-requests.ts';
import { withholdReview } from './withhold-review.ts';

export const REVIEW_NOT_FOUND = 'Review not found';
export const ALREADY_REPLIED = 'This review has a reply already: there is one public reply per review';
export const NOT_WITHHELD = 'This review is published already';
export const CANCELLED_STAYS_WITHHELD = 'This review’s booking was cancelled: it stays withheld';
export const NO_REPLY = 'This review has no reply to withdraw';

const author = (req: { admin?: { username: string } }) => req.admin?.username ?? 'staff';

/**
 * Staff's side of the reviews (issue 31): the list, withholding by the policy's reasons (the author told why and
 * how to fix it, issue 39) and publishing again, one public reply and withdrawing it, and asking.
 */
export function adminReviewRoutes(mailer: Mailer) {
  const routes = new ApiHandlers();

  routes.on('reviews.staffList', async (req, res) => {
    const query = parse(staffReviewListSchema, req.query);
    res.json(await req.services.reviews.forStaff({ filter: query.filter, limit: STAFF_REVIEWS_PER_PAGE, offset: query.offset }));
  });

  routes.on('reviews.withhold', async (req, res) => {
    const id = pathId(req.params.id, 'Review');
    const { reason } = parse(withholdReviewSchema, req.body);
    const review = await req.services.transaction(async (tx) => {
      const before = await tx.reviews.get(id);
      if (!before) throw notFound(REVIEW_NOT_FOUND);
      if (!(await withholdReview(tx, id, reason, author(req), new Date()))) throw notFound(REVIEW_NOT_FOUND);
      // Told once per reason: withholding again for the same reason mails nothing new.
      if (before.withheld?.reason !== reason) await queueWithheldMail(tx, mailer, id);
      const withheld = await tx.reviews.get(id);
      tx.audit.record({ action: 'withheld review', kind: 'testimonial', recordType: 'Review', recordId: id, label: withheld?.title ?? null, changes: { reason } });
      return withheld;
    });
    res.json(review);
  });

  // "Publish again", the undo of withholding. Photos taken out of storage stay out (the dashboard says so).
  routes.on('reviews.publish', async (req, res) => {
    const id = pathId(req.params.id, 'Review');
    const review = await req.services.transaction(async (tx) => {
      if (await tx.reviews.bookingCancelled(id)) throw new HttpError(409, CANCELLED_STAYS_WITHHELD);
      const outcome = await tx.reviews.reinstate(id, new Date());
      if (outcome === 'not-found') throw notFound(REVIEW_NOT_FOUND);
      if (outcome === 'published') throw new HttpError(409, NOT_WITHHELD);
      const published = await tx.reviews.get(id);
      tx.audit.record({ action: 'published review again', kind: 'testimonial', recordType: 'Review', recordId: id, label: published?.title ?? null });
      return published;
    });
    res.json(review);
  });

  routes.on('reviews.reply', async (req, res) => {
    const id = pathId(req.params.id, 'Review');
    const { text } = parse(reviewReplySchema, req.body);
    const review = await req.services.transaction(async (tx) => {
      const outcome = await tx.reviews.reply(id, text, author(req), new Date());
      if (outcome === 'not-found') throw notFound(REVIEW_NOT_FOUND);
      if (outcome === 'replied') throw new HttpError(409, ALREADY_REPLIED, { text: ALREADY_REPLIED });
      const replied = await tx.reviews.get(id);
      tx.audit.record({ action: 'replied to review', kind: 'testimonial', recordType: 'Review', recordId: id, label: replied?.title ?? null });
      return replied;
    });
    res.json(review);
  });

  // "Withdraw reply", the undo of publishing one; a new reply may follow.
  routes.on('reviews.withdrawReply', async (req, res) => {
    const id = pathId(req.params.id, 'Review');
    const review = await req.services.transaction(async (tx) => {
      const outcome = await tx.reviews.withdrawReply(id, new Date());
      if (outcome === 'not-found') throw notFound(REVIEW_NOT_FOUND);
      if (outcome === 'no-reply') throw new HttpError(409, NO_REPLY);
      const review = await tx.reviews.get(id);
      tx.audit.record({ action: 'withdrew review reply', kind: 'testimonial', recordType: 'Review', recordId: id, label: review?.title ?? null });
      return review;
    });
    res.json(review);
  });

  routes.on('bookings.reviewRequest', async (req, res) => {
    const id = pathId(req.params.id, 'Booking');
    const outcome = await req.services.transaction((tx) =>
      sendReviewRequestNow(tx.em, (em, inquiryId, template, mail) => mailer.queueMail(em, inquiryId, template, mail), id, siteToday()),
    );
    if (outcome === 'not-found') throw notFound('Booking not found');
    if (outcome === 'cancelled') throw new HttpError(409, 'This booking was cancelled: it cannot be reviewed');
    if (outcome === 'no-address') throw new HttpError(409, 'This booking has no traveller’s e-mail on record (the inquiry was erased)');
    if (typeof outcome === 'object') throw new HttpError(409, reviewRequestTooEarlyMessage(outcome.opensOn));
    res.status(202).json({ queued: true });
  });

  return routes;
}
