import { reload } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { ConfirmedSubmit } from '#components/admin/ConfirmedSubmit.tsx';
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';
import { TextareaField, TextField } from '#components/ui/Field.tsx';
import { toast } from '#components/ui/notify.ts';
import { useForm } from '#components/ui/use-form.ts';
import { api } from '#lib/api-client.browser.ts';
import { TRIP_CHANGE_SUMMARY_MAX, tripChangeSchema, type TripChangeView } from '#lib/domain/booking/trip-change.ts';
import { formatDateTime } from '#lib/format.ts';
import { tripChangesContent as copy } from './trip-changes.content.ts';

/**
 * Issue 41: the booking's change entries after the pack was sent, newest first, each marked seen or not by the
 * traveller, and the form that records one (it asks first: it mails the traveller).
 */
export function TripChangesPanel({ bookingId, email, packSent, cancelled, changes }: { bookingId: string; email: string | null; packSent: boolean; cancelled: boolean; changes: TripChangeView[] }) {
  const { site } = usePageContext();
  const { values, field, pending, formRef, onSubmit } = useForm({
    initial: { summary: '', details: '' },
    schema: tripChangeSchema,
    toInput: (values) => ({ summary: values.summary, details: values.details || undefined }),
    submit: (input) => api.tripChanges.record({ id: bookingId }, input),
    onSuccess: async () => {
      await reload();
      toast.success(copy.done);
    },
    failureTitle: copy.failed,
  });
  const waiting = changes.filter((c) => !c.acknowledgedAt).length;
  return (
    <DeskPanel id="booking-changes" heading={copy.heading} intro={copy.intro}>
      {waiting > 0 && <p className="mt-3 text-sm font-semibold text-amber-800">{copy.waiting(waiting)}</p>}
      {changes.length > 0 ? (
        <ul className="mt-3 divide-y divide-sand-200">
          {changes.map((change) => (
            <li key={change.id} className="py-2" data-change={change.id}>
              <p className="text-xs text-stone-600">{formatDateTime(change.createdAt, site.timeZone)}</p>
              <p className="font-medium text-stone-900">{change.summary}</p>
              {change.details && <p className="whitespace-pre-line text-sm text-stone-700">{change.details}</p>}
              <p className={`text-sm ${change.acknowledgedAt ? 'text-bush-800' : 'font-semibold text-amber-800'}`}>
                {change.acknowledgedAt ? copy.seen(formatDateTime(change.acknowledgedAt, site.timeZone)) : copy.notSeen}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        packSent && <p className="mt-3 text-sm text-stone-700">{copy.none}</p>
      )}
      {!cancelled && !packSent && <p className="mt-3 text-sm text-stone-700">{copy.notSent}</p>}
      {!cancelled && packSent && email && (
        <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
          <TextField label={copy.summary} maxLength={TRIP_CHANGE_SUMMARY_MAX} markRequired {...field('summary')} />
          <TextareaField label={copy.details} rows={3} maxLength={2000} {...field('details')} />
          <ConfirmedSubmit
            formRef={formRef}
            ready={values.summary.trim() !== ''}
            pending={pending}
            words={{ submit: copy.submit, submitting: copy.submitting, confirm: copy.confirm, detail: copy.confirmDetail(email) }}
          />
        </form>
      )}
    </DeskPanel>
  );
}
