import type { BookingListItem } from '#database/proposal.dto.ts';
import { formatDate } from '#lib/format.ts';
import { formatMoney } from '#lib/money.ts';
import { bookingHref } from './bookings-href.ts';
import { bookingsContent as copy } from './bookings.content.ts';
import { BookingStatusBadge } from './BookingStatusBadge.tsx';
import { nextDue } from './next-due.ts';

const CELL = 'px-4 py-3 align-top';

/** The bookings, one row each: reference (the link), lead, status, departure, balance and what is due next. */
export function BookingsTable({ items }: { items: BookingListItem[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{copy.table.caption}</caption>
        <thead className="bg-sand-100 text-xs font-semibold uppercase tracking-wider text-stone-600">
          <tr>
            {[copy.table.reference, copy.table.lead, copy.table.status, copy.table.departure, copy.table.balance, copy.table.nextDue].map((heading) => (
              <th key={heading} scope="col" className={`${CELL} ${heading === copy.table.balance ? 'text-right' : ''}`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {items.map((booking) => (
            <tr key={booking.id} className="hover:bg-sand-50">
              <th scope="row" className={CELL}>
                <a href={bookingHref(booking.id)} className="font-mono font-semibold text-bush-800 underline-offset-2 hover:underline">
                  {booking.reference}
                </a>
              </th>
              <td className={`${CELL} break-words`}>{booking.leadName}</td>
              <td className={CELL}>
                <BookingStatusBadge status={booking.status} />
              </td>
              <td className={`${CELL} whitespace-nowrap`}>{booking.departureOn ? formatDate(booking.departureOn) : '–'}</td>
              <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>
                {formatMoney(booking.balance, booking.currency)}
                {booking.balance < 0 && <span className="block text-xs font-semibold text-amber-900">{copy.overpaid}</span>}
              </td>
              <td className={CELL}>{nextDue(booking)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
