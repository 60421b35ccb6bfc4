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
    intro:
      'When the traveller cancels, the terms apply: the refund due is the band’s percentage of the total, never more than was paid. When we cancel, everything paid is refunded. The traveller is mailed the refund due, the reminders stop, lodge reservations are cancelled and the inquiry moves to Lost.',
    who: 'Who cancelled?',
    parties: { traveller: 'The traveller cancelled', operator: 'We cancelled (the operator)' },
    whoHint: 'The traveller’s cancellation follows the refund bands in Settings; ours refunds everything paid.',
    preview: (due: string, band: string) => `Refund due if cancelled on this day: ${due} (${band}).`,
    operatorPreview: (due: string) => `We cancelled: everything paid is refunded, ${due}.`,
    confirmTitle: 'Cancel this booking?',
    checking: 'Working out what will happen…',
    confirmLines: (p: { refund: string; refundOutstanding: string | null; mails: boolean; reservations: number }) => {
      const lodges = p.reservations === 0 ? '' : `, and cancel ${p.reservations} lodge reservation${p.reservations === 1 ? '' : 's'}`;
      const refund = p.refundOutstanding === null ? 'no refund' : `a ${p.refundOutstanding} refund`;
      return p.mails ? `Mail the traveller a cancellation with ${refund}${lodges}.` : `Cancel the booking (no traveller to mail: the inquiry was erased) with ${refund}${lodges}.`;
    },
    confirmNoUndo: 'This cannot be undone.',
    confirm: 'Yes, cancel the booking',
    back: 'Keep the booking',
    reason: 'Reason',
    reasonHint: 'Kept on the booking for staff; not sent to the traveller.',
    cancelledOn: 'Cancelled on',
    cancelledOnHint: 'The day the traveller cancelled; today if left as it is.',
    submit: 'Cancel booking…',
    submitting: 'Cancelling…',
    done: 'Booking cancelled',
    failed: 'Could not cancel the booking',
  },
  cancelled: {
    heading: 'Cancelled',
    on: (date: string, by: string | null, party: 'traveller' | 'operator') =>
      `${party === 'operator' ? 'We cancelled' : 'The traveller cancelled'} on ${formatDate(date)}${by ? ` (recorded by ${by})` : ''}.`,
    operatorBand: 'We cancelled: everything paid is refunded.',
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
  voidRefund: {
    open: 'Strike out',
    reason: 'Why strike out this refund?',
    confirm: (amount: string) => `Strike out the refund of ${amount}? It stays listed, counts in no sum, and the traveller is mailed a corrected statement.`,
    submit: 'Strike out refund',
    cancel: 'Keep it',
    done: 'Refund struck out',
    failed: 'Could not strike out the refund',
    voided: (by: string | null, reason: string | null) => `Struck out${by ? ` by ${by}` : ''}${reason ? `: ${reason}` : ''}`,
  },
  duplicateRefund: 'This is another refund with the same reference',
  void: {
    open: 'Void',
    reason: 'Why void this payment?',
    submit: 'Void payment',
    done: 'Payment voided',
    failed: 'Could not void the payment',
    voided: (by: string | null, reason: string | null) => `Voided${by ? ` by ${by}` : ''}${reason ? `: ${reason}` : ''}`,
  },
  duplicate: 'This is another payment with the same reference',
  question: { yes: 'Yes, record it', no: 'Let me correct it' },
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
    case 'refund-voided':
      return `Refund of ${amount}${ref} struck out${d.reason ? `: ${d.reason}` : ''}`;
    case 'reminder-sent':
      return `Balance reminder mailed (${reminderWhen(d.kind as ReminderKind)})`;
    case 'cancelled':
      return `Cancelled${d.cancelledBy === 'operator' ? ' by us' : d.cancelledBy === 'traveller' ? ' by the traveller' : ''}${d.cancelledOn ? ` on ${formatDate(String(d.cancelledOn))}` : ''}: refund due ${money(Number(d.refundDueMinor ?? 0))} (${d.refundPercent} %)`;
    case 'erased':
      return 'Inquiry erased: the traveller’s details removed';
  }
}
