import { useState } from 'react';
import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import { TextField } from '#components/ui/Field.tsx';
import { toast } from '#components/ui/notify.ts';
import type { RefundView } from '#lib/domain/sale/proposal.types.ts';
import { voidRefundSchema } from '#lib/domain/booking/booking.schema.ts';
import { api } from '#lib/api-client.browser.ts';
import { formatDate } from '#lib/format.ts';
import { formatMoney } from '#lib/domain/money/money.ts';
import { useForm } from '#components/ui/use-form.ts';
import { OwnerOnly } from '#components/admin/auth/OwnerOnly.tsx';
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';
import { bookingsContent } from '#components/admin/bookings/bookings.content.ts';
import { ledgerContent } from './ledger.content.ts';

const copy = ledgerContent.refunds;

/** Money paid back to the traveller (issue 26), one line each, so a phone needs no sideways scroll; a struck-out one is kept, struck through. */
export function RefundsTable({ refunds }: { refunds: RefundView[] }) {
  return (
    <DeskPanel id="refunds" heading={copy.heading}>
      <ul aria-label={copy.caption} className="mt-3 divide-y divide-sand-200 text-sm">
        {refunds.map((refund) => (
          <li key={refund.id} className="py-2">
            <div className={`flex flex-wrap items-baseline justify-between gap-x-4 ${refund.voidedAt ? 'text-stone-500 line-through' : ''}`}>
              <span className="font-semibold tabular-nums">{formatMoney(refund.amount, refund.currency)}</span>
              <span>{formatDate(refund.paidOn)}</span>
              <span>{bookingsContent.methods[refund.method]}</span>
              <span className="break-all">{refund.reference ?? '–'}</span>
              <span className="text-stone-600">{refund.recordedBy ?? '–'}</span>
            </div>
            <VoidRefund refund={refund} />
          </li>
        ))}
      </ul>
    </DeskPanel>
  );
}

const strike = ledgerContent.voidRefund;

/**
 * "Strike out" a refund (owner, issue 38): a reason, then a confirmation that says what follows (out of every sum,
 * the traveller mailed a corrected statement); nothing is sent before the second step.
 */
function VoidRefund({ refund }: { refund: RefundView }) {
  const [step, setStep] = useState<'closed' | 'reason' | 'confirm'>('closed');
  const { field, pending, formRef, onSubmit, values } = useForm({
    initial: { reason: '' },
    schema: voidRefundSchema,
    submit: (input) => api.bookings.voidRefund({ id: refund.id }, input),
    onSuccess: () => {
      toast.success(strike.done);
      void reload();
    },
    failureTitle: strike.failed,
  });
  if (refund.voidedAt) return <p className="text-xs text-stone-600">{strike.voided(refund.voidedBy, refund.voidReason)}</p>;
  const amount = formatMoney(refund.amount, refund.currency);
  return (
    <OwnerOnly route="bookings.voidRefund">
      {step === 'closed' ? (
        <Button size="sm" variant="ghost" onClick={() => setStep('reason')} aria-label={`${strike.open}: ${amount} ${refund.reference ?? ''}`.trim()}>
          {strike.open}
        </Button>
      ) : (
        <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-1 space-y-2">
          <TextField label={strike.reason} required maxLength={500} {...field('reason')} />
          {step === 'reason' ? (
            <div className="flex flex-wrap gap-2">
              <Button type="button" size="sm" variant="danger" disabled={values.reason.trim() === ''} onClick={() => setStep('confirm')}>
                {strike.open}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setStep('closed')}>
                {strike.cancel}
              </Button>
            </div>
          ) : (
            <div role="alertdialog" aria-label={strike.submit} className="rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
              <p>{strike.confirm(amount)}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button type="submit" size="sm" variant="danger" disabled={pending}>
                  {strike.submit}
                </Button>
                <Button type="button" size="sm" variant="ghost" onClick={() => setStep('closed')}>
                  {strike.cancel}
                </Button>
              </div>
            </div>
          )}
        </form>
      )}
    </OwnerOnly>
  );
}
