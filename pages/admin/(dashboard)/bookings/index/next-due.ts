import type { BookingListItem } from '#lib/domain/sale/proposal.types.ts';
import { formatMoney } from '#lib/domain/money/money.ts';
import { bookingsContent as copy } from '#components/admin/bookings/bookings.content.ts';

/** What the traveller owes next: the deposit until it is paid, then the balance by its date; nothing once cancelled. */
export function nextDue(booking: Pick<BookingListItem, 'status' | 'depositDue' | 'currency' | 'balanceDueOn' | 'balance'>): string {
  if (booking.status === 'cancelled') return copy.nextDue.cancelled;
  if (booking.status === 'deposit-due') return copy.nextDue.deposit(formatMoney(booking.depositDue, booking.currency));
  if (booking.balance > 0 && booking.balanceDueOn) return copy.nextDue.balance(formatMoney(booking.balance, booking.currency), booking.balanceDueOn);
  return copy.nextDue.none;
}
