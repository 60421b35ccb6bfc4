import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import { SelectField, TextField } from '#components/ui/Field.tsx';
import { toast } from '#components/ui/notify.ts';
import type { BookingDetail } from '#lib/domain/sale/proposal.types.ts';
import { PAYMENT_METHODS, refundSchema } from '#lib/domain/booking/booking.schema.ts';
import { PROPOSAL_CURRENCIES, type ProposalCurrency } from '#lib/domain/sale/proposal.schema.ts';
import { api  } from '#lib/api-client.browser.ts';
import { formatMoney } from '#lib/domain/money/money.ts';
import { useForm } from '#components/ui/use-form.ts';
import { refundFormApplies } from '#lib/domain/booking/ledger-rules.ts';
import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { useLedgerQuestion } from './use-ledger-question.ts';
import { LedgerQuestionBox } from './LedgerQuestionBox.tsx';
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';
import { bookingsContent } from '#components/admin/bookings/bookings.content.ts';
import { ledgerContent } from './ledger.content.ts';

const copy = ledgerContent.refund;
const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: bookingsContent.methods[value] }));
const CURRENCY_OPTIONS = PROPOSAL_CURRENCIES.map((value) => ({ value, label: value }));

type Props = { bookingId: string; currency: ProposalCurrency; today: string; suggested: number };

/**
 * "Record refund" (owner, issue 26): the server refuses more than was paid net of refunds, or another currency, naming
 * the field; a reference already on a refund is asked about (issue 38). Gone once nothing net was paid (issue 39).
 */
export function RecordRefundForm(props: Props) {
  const { booking } = useData<Data>();
  return refundFormApplies(booking) ? <RefundForm {...props} /> : null;
}

function RefundForm({ bookingId, currency, today, suggested }: Props) {
  const empty = { amount: suggested > 0 ? String(suggested) : '', currency: currency as string, paidOn: today, method: 'bank transfer', reference: '', confirmDuplicate: false };
  const form = useForm({
    initial: empty,
    schema: refundSchema,
    toInput: (values: typeof empty) => ({ ...values, amount: values.amount.trim() === '' ? undefined : Number(values.amount) }),
    submit: (input) => api.bookings.recordRefund<BookingDetail>({ id: bookingId }, input),
    onSuccess: (booking, { reset }) => {
      reset({ ...empty, amount: '' });
      toast.success(copy.done, { description: `${booking.reference}: ${formatMoney(booking.refunded, booking.currency)} refunded in all` });
      void reload();
    },
    failureTitle: copy.failed,
    onFailure: (failure) => ask.onFailure(failure),
  });
  // Only the reference is asked about on a refund.
  const ask = useLedgerQuestion({ setFlag: () => form.setValue('confirmDuplicate', true), formRef: form.formRef }, copy.failed);
  const { field, pending, formRef, onSubmit } = form;
  return (
    <DeskPanel id="record-refund" heading={copy.heading} intro={copy.intro}>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-3 space-y-4">
        <div className="grid grid-cols-[2fr_1fr] gap-3">
          <TextField label={copy.amount} type="number" min={0} step="0.01" inputMode="decimal" required {...field('amount')} />
          <SelectField label={copy.currency} options={CURRENCY_OPTIONS} {...field('currency')} />
        </div>
        <TextField label={copy.paidOn} type="date" required max={today} {...field('paidOn')} />
        <SelectField label={copy.method} options={METHOD_OPTIONS} {...field('method')} />
        <TextField label={copy.reference} maxLength={200} {...field('reference')} />
        {ask.question && <LedgerQuestionBox question={ask.question} onConfirm={ask.confirm} onDismiss={ask.dismiss} pending={pending} />}
        <Button type="submit" disabled={pending}>
          {pending ? copy.submitting : copy.submit}
        </Button>
      </form>
    </DeskPanel>
  );
}
