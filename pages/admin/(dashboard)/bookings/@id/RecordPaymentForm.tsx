import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import { CheckboxField, SelectField, TextField } from '#components/ui/Field.tsx';
import { toast } from '#components/ui/notify.ts';
import type { BookingDetail } from '#lib/domain/sale/proposal.types.ts';
import { PAYMENT_METHODS, paymentSchema } from '#lib/domain/booking/booking.schema.ts';
import { PROPOSAL_CURRENCIES, type ProposalCurrency } from '#lib/domain/sale/proposal.schema.ts';
import { api  } from '#lib/api-client.browser.ts';
import { formatMoney } from '#lib/domain/money/money.ts';
import { useForm } from '#components/ui/use-form.ts';
import { paymentFormApplies } from '#lib/domain/booking/ledger-rules.ts';
import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { useLedgerQuestion } from './use-ledger-question.ts';
import { LedgerQuestionBox } from './LedgerQuestionBox.tsx';
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';
import { bookingsContent } from '#components/admin/bookings/bookings.content.ts';
import { ledgerContent } from './ledger.content.ts';

const copy = bookingsContent.record;
const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: bookingsContent.methods[value] }));
const CURRENCY_OPTIONS = PROPOSAL_CURRENCIES.map((value) => ({ value, label: value }));

interface Props {
  bookingId: string;
  reference: string;
  currency: ProposalCurrency;
  /** SITE_TIMEZONE's today, the usual day a payment is recorded on. */
  today: string;
}

/**
 * "Record payment": what arrived, in its currency; another currency than the booking's also asks what the bank
 * credited in the booking's (issue 29). A credited amount whose rate is far from plausible, or more than is owed,
 * is asked about first (issue 38): the server's question shows here, and "Yes" records it. The form is gone where
 * nothing is owed: a cancelled or fully paid booking (issue 39; the page's booking says which).
 */
export function RecordPaymentForm(props: Props) {
  const { booking } = useData<Data>();
  return paymentFormApplies(booking) ? <PaymentForm {...props} /> : null;
}

function PaymentForm({ bookingId, reference, currency, today }: Props) {
  const empty = { amount: '', currency: currency as string, creditedAmount: '', receivedOn: today, method: 'bank transfer', reference: '', confirmDuplicate: false, confirmRate: false, confirmOverpay: false };
  const form = useForm({
    initial: empty,
    schema: paymentSchema,
    toInput: (values: typeof empty) => ({
      ...values,
      amount: values.amount.trim() === '' ? undefined : Number(values.amount),
      // Asked only when the money arrived in another currency (issue 29); the server then requires it.
      creditedAmount: values.currency === currency || values.creditedAmount.trim() === '' ? undefined : Number(values.creditedAmount),
    }),
    submit: (input) => api.bookings.recordPayment<BookingDetail>({ id: bookingId }, input),
    onSuccess: (booking, { reset }) => {
      reset(empty);
      toast.success(copy.done, { description: copy.doneDetail(reference, formatMoney(booking.paid, booking.currency)) });
      void reload();
    },
    failureTitle: copy.failed,
    onFailure: (failure) => ask.onFailure(failure),
  });
  const ask = useLedgerQuestion({ setFlag: (flag) => form.setValue(flag, true), formRef: form.formRef }, copy.failed);
  const { field, checkbox, values, pending, formRef, onSubmit } = form;
  return (
    <DeskPanel id="record-payment" heading={copy.heading} intro={copy.intro(reference)}>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-3 space-y-4">
        <div className="grid grid-cols-[2fr_1fr] gap-3">
          <TextField label={copy.amount} type="number" min={0} step="0.01" inputMode="decimal" required {...field('amount')} />
          <SelectField label={copy.currency} options={CURRENCY_OPTIONS} {...field('currency')} />
        </div>
        {values.currency !== currency && (
          <TextField
            label={copy.credited(currency)}
            hint={copy.creditedHint(values.currency, currency)}
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            required
            {...field('creditedAmount')}
          />
        )}
        <TextField label={copy.receivedOn} type="date" required {...field('receivedOn')} />
        <SelectField label={copy.method} options={METHOD_OPTIONS} {...field('method')} />
        <TextField label={copy.reference} hint={copy.referenceHint} maxLength={200} {...field('reference')} />
        {/* A reference already recorded is refused (409, naming the earlier payment) unless this is ticked. */}
        <CheckboxField label={ledgerContent.duplicate} {...checkbox('confirmDuplicate')} />
        {ask.question && <LedgerQuestionBox question={ask.question} onConfirm={ask.confirm} onDismiss={ask.dismiss} pending={pending} />}
        <Button type="submit" disabled={pending}>
          {pending ? copy.submitting : copy.submit}
        </Button>
      </form>
    </DeskPanel>
  );
}
