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
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';
import { bookingsContent } from '#components/admin/bookings/bookings.content.ts';
import { ledgerContent } from './ledger.content.ts';

const copy = ledgerContent.refund;
const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: bookingsContent.methods[value] }));
const CURRENCY_OPTIONS = PROPOSAL_CURRENCIES.map((value) => ({ value, label: value }));

/** "Record refund" (owner, issue 26): the server refuses more than was paid net of refunds, or another currency, naming the field. */
export function RecordRefundForm({ bookingId, currency, today, suggested }: { bookingId: string; currency: ProposalCurrency; today: string; suggested: number }) {
  const empty = { amount: suggested > 0 ? String(suggested) : '', currency: currency as string, paidOn: today, method: 'bank transfer', reference: '' };
  const { field, pending, formRef, onSubmit } = useForm({
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
  });
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
        <Button type="submit" disabled={pending}>
          {pending ? copy.submitting : copy.submit}
        </Button>
      </form>
    </DeskPanel>
  );
}
