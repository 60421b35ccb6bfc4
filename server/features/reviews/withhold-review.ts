import type { WithholdReason } from '#lib/domain/review/review-policy.ts';
import { removeImagesNotInUse } from '#database/repositories/removed-images.ts';
import type { Services } from '../../services.ts';

/**
 * Withholds a review in the caller's transaction (issue 38, decision 177): it leaves the public pages, and its
 * photos leave storage (their rows and files; the CDN purge that follows the write names their URLs). A photo that
 * is also a staff picture (the same upload) stays. False when there is no such review.
 */
export async function withholdReview(tx: Services, reviewId: string, reason: WithholdReason, by: string | null, now: Date): Promise<boolean> {
  if (!(await tx.reviews.withhold(reviewId, reason, by, now))) return false;
  const images = await tx.reviews.detachPhotos(reviewId);
  await removeImagesNotInUse(tx.em, images);
  return true;
}

/**
 * Cancelling a booking withholds its review as "not this trip" (issue 38): the site's reviews come from trips
 * taken. Called once from the ledger's cancellation, in its transaction; no mail (the cancellation mail is the
 * traveller's news).
 */
export async function withholdCancelledBookingReview(tx: Services, bookingId: string, now = new Date()): Promise<void> {
  const reviewId = await tx.reviews.idForBooking(bookingId);
  if (!reviewId) return;
  if (!(await withholdReview(tx, reviewId, 'not-this-trip', null, now))) return;
  tx.audit.record({ action: 'withheld review', kind: 'testimonial', recordType: 'Review', recordId: reviewId, label: null, changes: { reason: 'not-this-trip', cause: 'booking-cancelled' } });
}
