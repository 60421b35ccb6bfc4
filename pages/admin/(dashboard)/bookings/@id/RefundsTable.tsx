import type { RefundView } from '#lib/domain/sale/proposal.types.ts';
import { formatDate } from '#lib/format.ts';
import { formatMoney } from '#lib/domain/money/money.ts';
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';
import { bookingsContent } from '#components/admin/bookings/bookings.content.ts';
import { ledgerContent } from './ledger.content.ts';

const copy = ledgerContent.refunds;

/** Money paid back to the traveller (issue 26), one line each, so a phone needs no sideways scroll. */
export function RefundsTable({ refunds }: { refunds: RefundView[] }) {
  return (
    <DeskPanel id="refunds" heading={copy.heading}>
      <ul aria-label={copy.caption} className="mt-3 divide-y divide-sand-200 text-sm">
        {refunds.map((refund) => (
          <li key={refund.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
            <span className="font-semibold tabular-nums">{formatMoney(refund.amount, refund.currency)}</span>
            <span>{formatDate(refund.paidOn)}</span>
            <span>{bookingsContent.methods[refund.method]}</span>
            <span className="break-all">{refund.reference ?? '–'}</span>
            <span className="text-stone-600">{refund.recordedBy ?? '–'}</span>
          </li>
        ))}
      </ul>
    </DeskPanel>
  );
}
