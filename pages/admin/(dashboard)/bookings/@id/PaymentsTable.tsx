import type { PaymentView } from '#lib/domain/sale/proposal.types.ts';
import { formatDate } from '#lib/format.ts';
import { formatMoney } from '#lib/domain/money/money.ts';
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';
import { bookingsContent } from '#components/admin/bookings/bookings.content.ts';
import { VoidPayment } from './VoidPayment.tsx';

const copy = bookingsContent.detail;
const CELL = 'px-3 py-2 align-top';

/** The payments staff recorded against the booking; a voided one stays, struck through (issue 26). */
const struck = (payment: PaymentView) => (payment.voidedAt ? 'line-through text-stone-500' : '');

/** What arrived, under the amount credited, when it was another currency (issue 29). */
function Received({ payment }: { payment: PaymentView }) {
  if (!payment.received) return null;
  return <span className="block text-xs font-normal text-stone-600">{copy.receivedAs(formatMoney(payment.received.amount, payment.received.currency))}</span>;
}

export function PaymentsTable({ payments }: { payments: PaymentView[] }) {
  return (
    <DeskPanel id="payments" heading={copy.payments}>
      {payments.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{copy.noPayments}</p>
      ) : (
        <>
          {/* A phone gets one block per payment: five columns would hide the reference behind a sideways scroll. */}
          <ul aria-label={copy.paymentsCaption} className="mt-3 divide-y divide-sand-200 text-sm sm:hidden">
            {payments.map((payment) => (
              <li key={payment.id} className="py-3">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className={`font-semibold tabular-nums text-stone-900 ${struck(payment)}`}>
                    {formatMoney(payment.amount, payment.currency)}
                    <Received payment={payment} />
                  </span>
                  <span className="text-stone-600">{formatDate(payment.receivedOn)}</span>
                </p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                  <dt className="text-stone-600">{copy.method}</dt>
                  <dd>{bookingsContent.methods[payment.method]}</dd>
                  <dt className="text-stone-600">{copy.reference}</dt>
                  <dd className="break-all">{payment.reference ?? '–'}</dd>
                  <dt className="text-stone-600">{copy.recordedBy}</dt>
                  <dd>{payment.recordedBy ?? '–'}</dd>
                </dl>
                <VoidPayment payment={payment} />
              </li>
            ))}
          </ul>
          <div className="mt-3 hidden overflow-x-auto sm:block">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <caption className="sr-only">{copy.paymentsCaption}</caption>
              <thead className="border-b border-sand-200 text-xs font-semibold uppercase tracking-wider text-stone-600">
                <tr>
                  <th scope="col" className={CELL}>{copy.receivedOn}</th>
                  <th scope="col" className={`${CELL} text-right`}>{copy.amount}</th>
                  <th scope="col" className={CELL}>{copy.method}</th>
                  <th scope="col" className={CELL}>{copy.reference}</th>
                  <th scope="col" className={CELL}>{copy.recordedBy}</th>
                  <th scope="col" className={CELL}>
                    <span className="sr-only">{copy.voidColumn}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-sand-200">
                {payments.map((payment) => (
                  <tr key={payment.id}>
                    <td className={`${CELL} whitespace-nowrap`}>{formatDate(payment.receivedOn)}</td>
                    <td className={`${CELL} text-right font-semibold whitespace-nowrap tabular-nums ${struck(payment)}`}>
                      {formatMoney(payment.amount, payment.currency)}
                      <Received payment={payment} />
                    </td>
                    <td className={CELL}>{bookingsContent.methods[payment.method]}</td>
                    <td className={`${CELL} break-all`}>{payment.reference ?? '–'}</td>
                    <td className={CELL}>{payment.recordedBy ?? '–'}</td>
                    <td className={CELL}>
                      <VoidPayment payment={payment} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </DeskPanel>
  );
}
