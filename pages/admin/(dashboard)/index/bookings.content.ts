import { formatDate } from '#lib/format.ts';

/** The Overview's proposals and bookings tiles (issue 18). */
export const bookingFiguresContent = {
  heading: 'Proposals and bookings',
  proposalsOut: { label: 'Proposals out', note: 'Sent, not yet answered or expired', none: 'None waiting for an answer' },
  accepted: { label: 'Accepted', note: 'Last 30 days' },
  depositsAwaited: { label: 'Deposits awaited', note: 'Accepted, deposit not yet recorded', link: 'Open the bookings awaiting a deposit' },
  balancesDue: { label: 'Balances due', note: 'Due in the next 30 days' },
  overdue: {
    heading: 'Overdue balances',
    intro: 'The balance due date has passed and money is still owed.',
    item: (reference: string, amount: string, dueOn: string) => `${reference}: ${amount} due since ${formatDate(dueOn)}`,
  },
  refundsDue: {
    heading: 'Refunds due',
    intro: 'Cancelled bookings whose refund by the terms is not yet paid back in full.',
    item: (reference: string, amount: string, cancelledOn: string) => `${reference}: ${amount} to refund, cancelled on ${formatDate(cancelledOn)}`,
  },
} as const;
