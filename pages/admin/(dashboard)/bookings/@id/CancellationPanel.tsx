import type { BookingCancellation, BookingDetail } from '#lib/domain/sale/proposal.types.ts';
import { formatMoney } from '#lib/domain/money/money.ts';
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';
import { ledgerContent } from './ledger.content.ts';

const copy = ledgerContent.cancelled;

/** A cancelled booking: who cancelled (issue 39), when, why, which band of the schedule applied, the refund due and what is left to pay back. */
export function CancellationPanel({ booking, cancellation }: { booking: BookingDetail; cancellation: BookingCancellation }) {
  const money = (amount: number) => formatMoney(amount, booking.currency);
  return (
    <DeskPanel id="cancellation" heading={copy.heading} intro={copy.on(cancellation.cancelledOn, cancellation.cancelledBy, cancellation.party)}>
      <p className="mt-2 text-sm text-stone-800">
        {cancellation.party === 'operator' ? copy.operatorBand : ledgerContent.band(cancellation.bandDaysBefore, cancellation.daysBeforeDeparture, cancellation.refundPercent)}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-600">{copy.due}</dt>
        <dd className="font-semibold tabular-nums">{money(cancellation.refundDue)}</dd>
        <dt className="text-stone-600">{copy.outstanding}</dt>
        <dd className="font-semibold tabular-nums">{money(cancellation.refundOutstanding)}</dd>
        {cancellation.reason && (
          <>
            <dt className="text-stone-600">{copy.reason}</dt>
            <dd className="break-words">{cancellation.reason}</dd>
          </>
        )}
      </dl>
    </DeskPanel>
  );
}
