import { useState } from 'react';
import { reload } from 'vike/client/router';
import type { ReservationView, SupplierView } from '#lib/domain/reservation/reservation.types.ts';
import { replaceReservationSchema } from '#lib/domain/reservation/reservation.schema.ts';
import { api } from '#lib/api-client.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import { useAction } from '#components/ui/use-action.ts';
import { Button } from '#components/ui/Button.tsx';
import { SelectField } from '#components/ui/Field.tsx';
import { reservationRequestContent as copy } from './reservation-request.content.ts';

/**
 * "Request another lodge" (issue 39), offered once a lodge declines or waitlists: staff pick the supplier (the list
 * is fetched when the form opens, so the booking page carries none), and the same request is drafted to it while
 * this one is cancelled. The new draft appears on the booking for staff to check and send.
 */
export function RequestAnotherLodge({ reservation: r }: { reservation: ReservationView }) {
  const [suppliers, setSuppliers] = useState<SupplierView[] | null>(null);
  const { busy, run } = useAction();
  const { field, pending, formRef, onSubmit } = useForm({
    initial: { supplierId: '' },
    schema: replaceReservationSchema,
    submit: (input) => api.reservations.replace({ id: r.id }, input),
    onSuccess: () => void reload(),
    failureTitle: copy.another.failed,
  });

  if (!suppliers)
    return (
      <Button size="sm" variant="outline" className="mt-1" disabled={busy} onClick={() => void run(async () => setSuppliers((await api.suppliers.list()).items), copy.another.failed)}>
        {busy ? copy.another.loading : copy.another.open}
      </Button>
    );
  const options = suppliers.filter((s) => s.id !== r.supplier.id).map((s) => ({ value: s.id, label: `${s.name} (${s.kind})` }));
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={copy.another.label(r.supplier.name)} className="mt-2 space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <SelectField label={copy.another.supplier} options={options} placeholder={copy.another.choose} hint={copy.another.hint} markRequired {...field('supplierId')} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {copy.another.submit}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setSuppliers(null)}>
          {copy.another.cancel}
        </Button>
      </div>
    </form>
  );
}
