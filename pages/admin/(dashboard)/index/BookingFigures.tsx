import type { BookingSummary } from '#lib/domain/sale/proposal.types.ts';
import { formatMoney } from '#lib/domain/money/money.ts';
import { bookingFiguresContent as copy } from './bookings.content.ts';

const LINK = 'mt-3 text-sm font-semibold text-ochre-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-600';

function Tile({ label, value, note, link }: { label: string; value: string; note: string; link?: { href: string; label: string } }) {
  return (
    <li className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-5">
      <p className="text-sm font-medium text-stone-600">{label}</p>
      <p className="mt-2 font-serif text-3xl font-semibold text-bush-900">{value}</p>
      <p className="mt-1 text-xs text-stone-600">{note}</p>
      {link && (
        <a href={link.href} className={LINK}>
          {link.label}
        </a>
      )}
    </li>
  );
}

/** What the proposals and bookings need at a glance (cancelled bookings left out), overdue balances and refunds due, each a link. */
export function BookingFigures({ summary }: { summary: BookingSummary }) {
  const { proposalsOut, acceptedLast30Days, depositsAwaited, balancesDueNext30Days, overdue, refundsDue = [] } = summary;
  const value = proposalsOut.value.map((sum) => formatMoney(sum.amount, sum.currency)).join(' + ');
  return (
    <section aria-labelledby="booking-figures-heading">
      <h2 id="booking-figures-heading" className="mb-3 text-xl font-semibold">
        {copy.heading}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 sm:gap-4">
        <Tile label={copy.proposalsOut.label} value={String(proposalsOut.count)} note={proposalsOut.count > 0 ? value : copy.proposalsOut.none} />
        <Tile label={copy.accepted.label} value={String(acceptedLast30Days)} note={copy.accepted.note} />
        <Tile
          label={copy.depositsAwaited.label}
          value={String(depositsAwaited)}
          note={copy.depositsAwaited.note}
          link={depositsAwaited > 0 ? { href: '/admin/bookings?status=deposit-due', label: copy.depositsAwaited.link } : undefined}
        />
        <Tile label={copy.balancesDue.label} value={String(balancesDueNext30Days)} note={copy.balancesDue.note} />
      </ul>
      {overdue.length > 0 && (
        <section aria-labelledby="overdue-heading" className="mt-4 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:p-5">
          <h3 id="overdue-heading" className="text-lg font-semibold text-amber-900">
            {copy.overdue.heading}
          </h3>
          <p className="mt-1 text-sm text-stone-700">{copy.overdue.intro}</p>
          <ul className="mt-3 space-y-1">
            {overdue.map((booking) => (
              <li key={booking.id}>
                <a href={`/admin/bookings/${booking.id}`} className="text-sm font-semibold text-bush-800 underline underline-offset-2 hover:text-ochre-700">
                  {copy.overdue.item(booking.reference, formatMoney(booking.balance, booking.currency), booking.balanceDueOn)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {refundsDue.length > 0 && (
        <section aria-labelledby="refunds-due-heading" className="mt-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-5">
          <h3 id="refunds-due-heading" className="text-lg font-semibold">
            {copy.refundsDue.heading}
          </h3>
          <p className="mt-1 text-sm text-stone-700">{copy.refundsDue.intro}</p>
          <ul className="mt-3 space-y-1">
            {refundsDue.map((booking) => (
              <li key={booking.id}>
                <a href={`/admin/bookings/${booking.id}`} className="text-sm font-semibold text-bush-800 underline underline-offset-2 hover:text-ochre-700">
                  {copy.refundsDue.item(booking.reference, formatMoney(booking.outstanding, booking.currency), booking.cancelledOn)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
