import { formatDate } from '#lib/format.ts';
import { formatMoney } from '#lib/domain/money/money.ts';
import type { PublicProposalView } from '#lib/domain/sale/proposal.types.ts';
import { useProposalCopy, useProposalLocale } from './use-proposal-copy.ts';


/**
 * A booking that was cancelled (issue 26): said plainly, with the refund the terms give, and no bank details or
 * deposit to pay, so a traveller who opens the old link is not asked for money for a trip that will not happen.
 */
export function CancelledPanel({ booking }: { booking: NonNullable<PublicProposalView['booking']> & { cancelledOn: string } }) {
  const copy = useProposalCopy().cancelled;
  const locale = useProposalLocale();
  return (
    <section aria-labelledby="cancelled-heading" className="px-4 py-12 sm:px-6">
      <div className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8">
        <h2 id="cancelled-heading" className="text-3xl font-semibold text-bush-900">
          {copy.heading}
        </h2>
        <p className="mt-4 text-lg text-stone-700">{copy.text(booking.reference, formatDate(booking.cancelledOn, locale))}</p>
        {booking.refundDue ? (
          <dl className="mt-6 rounded-xl bg-sand-50 p-4">
            <dt className="text-sm text-stone-600">{copy.refund}</dt>
            <dd className="mt-1 text-2xl font-bold text-bush-900">{formatMoney(booking.refundDue, booking.currency, locale)}</dd>
          </dl>
        ) : (
          <p className="mt-6 text-stone-700">{copy.noRefund}</p>
        )}
        <p className="mt-6 text-stone-700">{copy.next}</p>
      </div>
    </section>
  );
}
