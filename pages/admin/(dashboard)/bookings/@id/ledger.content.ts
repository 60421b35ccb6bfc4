import type { BookingEventView } from '#lib/domain/sale/proposal.types.ts';
import { formatDate } from '#lib/format.ts';
import type { ReminderKind } from '#lib/domain/booking/balance-reminders.ts';
import { reminderWhen } from '#components/admin/bookings/bookings.content.ts';
import { formatMinor } from '#lib/domain/money/money.ts';

/** The words of a booking's money beyond payments (issue 26): cancellation, refunds, voids, its own timeline. */
export const ledgerContent = {
  figures: { refunded: 'Refunded', net: 'Net received', refundDue: 'Refund due' },
  band: (bandDaysBefore: number | null, days: number | null, percent: number) =>
    `${days === null ? 'No departure date' : `${days} days before departure`}: ${
      bandDaysBefore === null ? 'under every refund band, no refund' : `the ${bandDaysBefore}-or-more-days band, ${percent} % of the total`
    }`,
  cancel: {
    heading: 'Cancel the booking',
    intro: 'By the terms: the refund due is the band’s percentage of the total, never more than was paid. The traveller is mailed the refund due, the reminders stop and the inquiry moves to Lost.',
    reason: 'Reason',
    reasonHint: 'Kept on the booking for staff; not sent to the traveller.',
    cancelledOn: 'Cancelled on',
    cancelledOnHint: 'The day the traveller cancelled; today if left as it is.',
    preview: (due: string, band: string) => `Refund due if cancelled on this day: ${due} (${band}).`,
    submit: 'Cancel booking',
    submitting: 'Cancelling…',
    done: 'Booking cancelled',
    failed: 'Could not cancel the booking',
  },
  cancelled: {
    heading: 'Cancelled',
    on: (date: string, by: string | null) => `Cancelled on ${formatDate(date)}${by ? ` by ${by}` : ''}.`,
    reason: 'Reason',
    due: 'Refund due',
    outstanding: 'Still to refund',
  },
  refund: {
    heading: 'Record refund',
    intro: 'Money paid back to the traveller, in the booking’s currency: at most what was paid, less earlier refunds.',
    amount: 'Amount',
    currency: 'Currency',
    paidOn: 'Paid on',
    method: 'Method',
    reference: 'Reference',
    submit: 'Record refund',
    submitting: 'Recording…',
    done: 'Refund recorded',
    failed: 'Could not record the refund',
  },
  refunds: { heading: 'Refunds', caption: 'Refunds paid, oldest first', paidOn: 'Paid', amount: 'Amount', method: 'Method', reference: 'Reference', recordedBy: 'Recorded by' },
  void: {
    open: 'Void',
    reason: 'Why void this payment?',
    submit: 'Void payment',
    done: 'Payment voided',
    failed: 'Could not void the payment',
    voided: (by: string | null, reason: string | null) => `Voided${by ? ` by ${by}` : ''}${reason ? `: ${reason}` : ''}`,
  },
  duplicate: 'This is another payment with the same reference',
  timeline: {
    heading: 'Booking history',
    intro: 'What happened to this booking and its money; kept when the inquiry is erased.',
    empty: 'Nothing recorded yet.',
  },
  erased: 'The inquiry was erased: the traveller’s details are gone; the money, dates and references stay.',
} as const;

/** One entry of the booking's timeline in words; `money` writes a minor amount in the booking's currency. */
export function describeBookingEvent(event: BookingEventView, money: (minor: number) => string): string {
  const d = event.data;
  const amount = typeof d.amountMinor === 'number' ? money(d.amountMinor) : '';
  const ref = d.reference ? ` (${d.reference})` : '';
  switch (event.kind) {
    case 'created':
      return `Booked: total ${money(Number(d.totalMinor ?? 0))}, deposit ${money(Number(d.depositMinor ?? 0))}`;
    case 'payment': {
      const received = typeof d.receivedMinor === 'number' && d.receivedCurrency ? ` (received as ${formatMinor(d.receivedMinor, String(d.receivedCurrency))})` : '';
      return `Payment of ${amount}${received} by ${d.method}${ref}`;
    }
    case 'payment-voided':
      return `Payment of ${amount}${ref} voided${d.reason ? `: ${d.reason}` : ''}`;
    case 'refund':
      return `Refund of ${amount} by ${d.method}${ref}`;
    case 'reminder-sent':
      return `Balance reminder mailed (${reminderWhen(d.kind as ReminderKind)})`;
    case 'cancelled':
      return `Cancelled${d.cancelledOn ? ` on ${formatDate(String(d.cancelledOn))}` : ''}: refund due ${money(Number(d.refundDueMinor ?? 0))} (${d.refundPercent} %)`;
    case 'erased':
      return 'Inquiry erased: the traveller’s details removed';
  }
}
