import { useState } from 'react';
import * as v from 'valibot';
import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import { SelectField, TextareaField, TextField } from '#components/ui/Field.tsx';
import { ModalDialog } from '#components/ui/ModalDialog.tsx';
import { toast } from '#components/ui/notify.ts';
import { toastFailure } from '#components/ui/form-failure.browser.ts';
import type { CancellationBand } from '#lib/domain/site/company-settings.types.ts';
import type { BookingDetail } from '#lib/domain/sale/proposal.types.ts';
import { CANCELLED_BY, cancelBookingSchema, type CancelBookingInput } from '#lib/domain/booking/booking.schema.ts';
import { api } from '#lib/api-client.browser.ts';
import { cancellationTerms, type CancellationPreview } from '#lib/domain/booking/cancellation.ts';
import { formatMinor, formatMoney, toMinor } from '#lib/domain/money/money.ts';
import { useForm } from '#components/ui/use-form.ts';
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';
import { ledgerContent } from './ledger.content.ts';

const copy = ledgerContent.cancel;
const PARTY_OPTIONS = CANCELLED_BY.map((value) => ({ value, label: copy.parties[value] }));

/**
 * "Cancel booking" (owner, issues 26 and 39): who cancelled, a reason and the day. The refund due is shown as they
 * change, by the rule the server applies (lib/domain/booking/cancellation.ts). Submitting asks the server what the
 * cancel would do (the refund, the mail, the lodge reservations) and names it in a dialog; only "Yes" cancels.
 */
export function CancelBookingForm({ booking, schedule, today }: { booking: BookingDetail; schedule: CancellationBand[]; today: string }) {
  const empty = { cancelledBy: '', reason: '', cancelledOn: today };
  const [asked, setAsked] = useState<{ input: CancelBookingInput; preview: CancellationPreview } | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const { field, values, pending, formRef, onSubmit } = useForm({
    initial: empty,
    schema: cancelBookingSchema,
    // The form's submit only asks what would happen: nothing is sent before the dialog's "Yes".
    submit: async (input) => {
      const query = { cancelledBy: input.cancelledBy, ...(input.cancelledOn ? { cancelledOn: input.cancelledOn } : {}) };
      return { input, preview: await api.bookings.cancelPreview<CancellationPreview>({ id: booking.id }, { query }) };
    },
    onSuccess: (result) => setAsked(result),
    failureTitle: copy.failed,
  });

  async function confirm() {
    if (!asked || cancelling) return;
    setCancelling(true);
    try {
      const cancelled = await api.bookings.cancel<BookingDetail>({ id: booking.id }, asked.input);
      setAsked(null);
      toast.success(copy.done, { description: `${cancelled.reference}: ${ledgerContent.cancelled.due} ${formatMinor(toMinor(cancelled.refundDue ?? 0, cancelled.currency), cancelled.currency)}` });
      void reload();
    } catch (failure) {
      toastFailure(copy.failed, failure);
    } finally {
      setCancelling(false);
    }
  }

  const day = /^\d{4}-\d{2}-\d{2}$/.test(values.cancelledOn) ? values.cancelledOn : today;
  const party = v.is(v.picklist(CANCELLED_BY), values.cancelledBy) ? values.cancelledBy : null;
  const terms = party
    ? cancellationTerms(schedule, { cancelledOn: day, departureOn: booking.departureOn, totalMinor: toMinor(booking.total, booking.currency), paidMinor: toMinor(booking.paid, booking.currency) }, party)
    : null;
  const due = terms ? formatMinor(terms.refundDueMinor, booking.currency) : '';
  const preview = asked?.preview;
  return (
    <DeskPanel id="cancel-booking" heading={copy.heading} intro={copy.intro} tone="danger">
      <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-3 space-y-4">
        <SelectField label={copy.who} hint={copy.whoHint} required placeholder="" options={PARTY_OPTIONS} {...field('cancelledBy')} />
        <TextareaField label={copy.reason} hint={copy.reasonHint} required maxLength={500} rows={2} {...field('reason')} />
        <TextField label={copy.cancelledOn} hint={copy.cancelledOnHint} type="date" max={today} {...field('cancelledOn')} />
        {terms && (
          <p className="text-sm text-stone-800" aria-live="polite">
            {party === 'operator' ? copy.operatorPreview(due) : copy.preview(due, ledgerContent.band(terms.band?.daysBefore ?? null, terms.daysBeforeDeparture, terms.refundPercent))}
          </p>
        )}
        <Button type="submit" variant="danger" disabled={pending}>
          {pending ? copy.checking : copy.submit}
        </Button>
      </form>
      <ModalDialog open={Boolean(asked)} onClose={() => setAsked(null)} title={copy.confirmTitle} size="sm">
        {preview && (
          <div className="space-y-3 text-sm text-stone-800">
            <p>
              {copy.confirmLines({
                refund: formatMoney(preview.refundDue, preview.currency),
                refundOutstanding: preview.refundOutstanding > 0 ? formatMoney(preview.refundOutstanding, preview.currency) : null,
                mails: preview.mailsTraveller,
                reservations: preview.reservations,
              })}
            </p>
            <p className="text-stone-600">{copy.confirmNoUndo}</p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="danger" onClick={() => void confirm()} disabled={cancelling}>
                {cancelling ? copy.submitting : copy.confirm}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setAsked(null)}>
                {copy.back}
              </Button>
            </div>
          </div>
        )}
      </ModalDialog>
    </DeskPanel>
  );
}
