import type { BookingDetail } from '#lib/domain/sale/proposal.types.ts';
import { formatDate } from '#lib/format.ts';
import { formatMoney } from '#lib/domain/money/money.ts';
import { bookingsContent } from '#components/admin/bookings/bookings.content.ts';
import { ledgerContent } from './ledger.content.ts';

const copy = bookingsContent.detail;

/** Total, deposit, paid, refunded, net, balance (or overpaid) and when it is due, or the refund due once cancelled, at a glance. */
export function BookingMoney({ booking }: { booking: BookingDetail }) {
  const money = (amount: number) => formatMoney(amount, booking.currency);
  const figures = [
    { label: copy.total, value: money(booking.total) },
    { label: copy.deposit, value: money(booking.deposit) },
    { label: copy.paid, value: money(booking.paid) },
    // Paid, refunded and net (issue 26), the last two once anything was refunded (until then net is paid); a
    // cancelled booking shows its refund due instead of a balance.
    ...(booking.refunded > 0
      ? [
          { label: ledgerContent.figures.refunded, value: money(booking.refunded) },
          { label: ledgerContent.figures.net, value: money(booking.net) },
        ]
      : []),
    ...(booking.status === 'cancelled'
      ? [{ label: ledgerContent.figures.refundDue, value: money(booking.refundDue ?? 0), warn: (booking.cancellation?.refundOutstanding ?? 0) > 0 }]
      : [
          booking.overpaid ? { label: copy.balance, value: copy.overpaidBy(money(-booking.balance)), warn: true } : { label: copy.balance, value: money(booking.balance) },
          { label: copy.dueOn, value: booking.balanceDueOn ? formatDate(booking.balanceDueOn) : copy.noDueDate },
        ]),
  ];
  return (
    <section aria-labelledby="money-heading">
      <h3 id="money-heading" className="sr-only">
        {copy.money}
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {figures.map((figure) => (
          <div key={figure.label} className={`rounded-2xl p-4 shadow-sm ring-1 ${'warn' in figure && figure.warn ? 'bg-amber-50 ring-amber-200' : 'bg-white ring-sand-200'}`}>
            <dt className="text-sm font-medium text-stone-600">{figure.label}</dt>
            <dd className={`mt-1 text-xl font-semibold tabular-nums ${'warn' in figure && figure.warn ? 'text-amber-900' : 'text-bush-900'}`}>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
