import type { BookingListItem } from '#lib/domain/sale/proposal.types.ts';
import { formatDate } from '#lib/format.ts';
import { formatMoney } from '#lib/domain/money/money.ts';
import { bookingHref } from './bookings-href.ts';
import { bookingsContent as copy } from '#components/admin/bookings/bookings.content.ts';
import { BookingStatusBadge } from '../BookingStatusBadge.tsx';
import { nextDue } from './next-due.ts';
import { holdWords, type HoldLine } from './hold-line.ts';

const CELL = 'px-4 py-3 align-top';

const departure = (booking: BookingListItem) => (booking.departureOn ? formatDate(booking.departureOn) : '–');

function Balance({ booking }: { booking: BookingListItem }) {
  return (
    <>
      {formatMoney(booking.balance, booking.currency)}
      {booking.balance < 0 && <span className="block text-xs font-semibold text-amber-900">{copy.overpaid}</span>}
    </>
  );
}

/** The booking's first hold (issue 41), under its status: amber while it stands, red once it lapsed. */
function Hold({ hold }: { hold: HoldLine | undefined }) {
  if (!hold) return null;
  const ended = hold.lapsed || hold.daysLeft < 0;
  return <span className={`mt-1 block text-xs font-semibold ${ended ? 'text-red-800' : 'text-amber-900'}`}>{holdWords(hold)}</span>;
}

/**
 * The bookings, one row each: reference (the link), lead, status, departure, balance and what is due next.
 * Below md the six columns would scroll sideways and hide the balance and what is due, so a phone gets one card per
 * booking with every figure in view (only one of the two is displayed at any width).
 */
export function BookingsTable({ items, holds = {} }: { items: BookingListItem[]; holds?: Record<string, HoldLine> }) {
  return (
    <>
      <ul aria-label={copy.table.caption} className="space-y-3 md:hidden">
        {items.map((booking) => (
          <li key={booking.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <a href={bookingHref(booking.id)} className="font-mono font-semibold text-bush-800 underline underline-offset-2">
                {booking.reference}
              </a>
              <BookingStatusBadge status={booking.status} />
            </div>
            <p className="mt-1 break-words text-sm text-stone-700">{booking.leadName}</p>
            <Hold hold={holds[booking.id]} />
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div>
                <dt className="text-xs text-stone-600">{copy.table.departure}</dt>
                <dd className="font-medium text-stone-900">{departure(booking)}</dd>
              </div>
              <div>
                <dt className="text-xs text-stone-600">{copy.table.balance}</dt>
                <dd className="font-medium tabular-nums text-stone-900">
                  <Balance booking={booking} />
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs text-stone-600">{copy.table.nextDue}</dt>
                <dd className="text-stone-900">{nextDue(booking)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 md:block">
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
                  <Hold hold={holds[booking.id]} />
                </td>
                <td className={`${CELL} whitespace-nowrap`}>{departure(booking)}</td>
                <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>
                  <Balance booking={booking} />
                </td>
                <td className={CELL}>{nextDue(booking)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
