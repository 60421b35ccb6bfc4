import { siteToday } from '#database/site-time-zone.ts';
import type { PaymentInput, RefundInput } from '#database/schemas/booking.schema.ts';
import type { PaymentOutcome, RefundOutcome } from '#database/repositories/booking-ledger.repo.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Services } from '../services.ts';

/**
 * Money recorded against a booking (issues 18 and 26), each in one transaction that locks the booking's row:
 * two owners recording the same transfer at once run one after the other, and the second finds the first's
 * bank reference (409) unless it says `confirmDuplicate`.
 */
export function recordPayment(services: Services, mailer: Mailer, bookingId: string, input: PaymentInput, author: string | null): Promise<PaymentOutcome> {
  return services.transaction(async (tx) => {
    const today = siteToday();
    const booking = await tx.ledger.addPayment(bookingId, input, author, today);
    // A payment changes what is owed: the reminders are planned again (same keys; a job finds the balance paid).
    if (booking && typeof booking === 'object' && 'id' in booking) await mailer.planReminders(tx.em, booking, today);
    return booking;
  });
}

/** Strikes a payment out of the sums, keeping it in the ledger. */
export function voidPayment(services: Services, paymentId: string, reason: string, author: string | null) {
  return services.transaction((tx) => tx.ledger.voidPayment(paymentId, reason, author));
}

/** Money paid back to the traveller. */
export function recordRefund(services: Services, bookingId: string, input: RefundInput, author: string | null): Promise<RefundOutcome> {
  return services.transaction((tx) => tx.ledger.addRefund(bookingId, input, author, siteToday()));
}
