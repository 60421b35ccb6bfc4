import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import { TextareaField, TextField } from '#components/ui/Field.tsx';
import { toast } from '#components/ui/notify.ts';
import type { CancellationBand } from '#lib/domain/site/company-settings.types.ts';
import type { BookingDetail } from '#lib/domain/sale/proposal.types.ts';
import { cancelBookingSchema } from '#lib/domain/booking/booking.schema.ts';
import { api  } from '#lib/api-client.browser.ts';
import { cancellationTerms } from '#lib/domain/booking/cancellation.ts';
import { formatMinor, toMinor } from '#lib/domain/money/money.ts';
import { useForm } from '#components/ui/use-form.ts';
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';
import { ledgerContent } from './ledger.content.ts';

const copy = ledgerContent.cancel;

/**
 * "Cancel booking" (owner, issue 26): a reason and the day; the refund due by the schedule is shown as the day
 * changes, worked out by the same rule the server applies (lib/domain/booking/cancellation.ts).
 */
export function CancelBookingForm({ booking, schedule, today }: { booking: BookingDetail; schedule: CancellationBand[]; today: string }) {
  const empty = { reason: '', cancelledOn: today };
  const { field, values, pending, formRef, onSubmit } = useForm({
    initial: empty,
    schema: cancelBookingSchema,
    submit: (input) => api.bookings.cancel<BookingDetail>({ id: booking.id }, input),
    onSuccess: (cancelled) => {
      toast.success(copy.done, { description: `${cancelled.reference}: ${ledgerContent.cancelled.due} ${formatMinor(toMinor(cancelled.refundDue ?? 0, cancelled.currency), cancelled.currency)}` });
      void reload();
    },
    failureTitle: copy.failed,
  });
  const day = /^\d{4}-\d{2}-\d{2}$/.test(values.cancelledOn) ? values.cancelledOn : today;
  const terms = cancellationTerms(schedule, {
    cancelledOn: day,
    departureOn: booking.departureOn,
    totalMinor: toMinor(booking.total, booking.currency),
    paidMinor: toMinor(booking.paid, booking.currency),
  });
  return (
    <DeskPanel id="cancel-booking" heading={copy.heading} intro={copy.intro} tone="danger">
      <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-3 space-y-4">
        <TextareaField label={copy.reason} hint={copy.reasonHint} required maxLength={500} rows={2} {...field('reason')} />
        <TextField label={copy.cancelledOn} hint={copy.cancelledOnHint} type="date" max={today} {...field('cancelledOn')} />
        <p className="text-sm text-stone-800" aria-live="polite">
          {copy.preview(formatMinor(terms.refundDueMinor, booking.currency), ledgerContent.band(terms.band?.daysBefore ?? null, terms.daysBeforeDeparture, terms.refundPercent))}
        </p>
        <Button type="submit" variant="danger" disabled={pending}>
          {pending ? copy.submitting : copy.submit}
        </Button>
      </form>
    </DeskPanel>
  );
}
