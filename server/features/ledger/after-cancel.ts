import type { Services } from '../../services.ts';
import { withholdCancelledBookingReview } from '../reviews/withhold-review.ts';

/**
 * What else a cancellation ends, in its transaction (issue 38): the travellers' guest details (passports, birth
 * dates, medical notes), kept for a trip that will not run, are deleted; and the booking's review is withheld as
 * "not this trip", taking it and its photos off the site. Called once, at the end of cancelBooking's transaction,
 * only when this call cancelled the booking.
 */
export async function afterCancel(tx: Services, bookingId: string): Promise<void> {
  await tx.em.execute(`delete from "trip_guests" where "booking_id" = ?`, [bookingId]);
  await withholdCancelledBookingReview(tx, bookingId);
}
