import { useState } from 'react';
import { reload } from 'vike/client/router';
import type { ReservationView } from '#lib/domain/reservation/reservation.types.ts';
import { reservationStatusSchema } from '#lib/domain/reservation/reservation.schema.ts';
import { api } from '#lib/api-client.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import { Button } from '#components/ui/Button.tsx';
import { SelectField, TextField } from '#components/ui/Field.tsx';
import { reservationsContent as copy } from '#components/admin/reservations/reservations.content.ts';

const STATUSES = Object.entries(copy.status).map(([value, label]) => ({ value, label }));

/**
 * Staff set any status by hand, with the supplier's reference (issue 30): after a lodge's mail or phone call.
 * Only the status, reference and hold are sent (a colleague's edit of the request stays); saving also marks the
 * supplier's answer as read. Checked
 * with the server's schema by the one form hook first: a provisional status without its held-until date shows the
 * schema's message under that field and sends nothing.
 */
export function ReservationStatusForm({ reservation: r }: { reservation: ReservationView }) {
  const [open, setOpen] = useState(false);
  const { values, field, pending, formRef, onSubmit } = useForm({
    initial: { status: r.status as string, supplierReference: r.supplierReference ?? '', heldUntil: r.heldUntil ?? '' },
    schema: reservationStatusSchema,
    submit: (input) => api.reservations.setStatus({ id: r.id }, input),
    onSuccess: () => void reload(),
    failureTitle: copy.statusForm.failed,
  });

  if (!open)
    return (
      <Button size="sm" variant="ghost" className="mt-1" onClick={() => setOpen(true)}>
        {copy.statusForm.open}
      </Button>
    );
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={copy.statusForm.label(r.supplier.name)} className="mt-2 flex flex-wrap items-end gap-2">
      <SelectField label={copy.statusForm.status} options={STATUSES} {...field('status')} />
      <TextField label={copy.statusForm.reference} maxLength={100} {...field('supplierReference')} />
      {values.status === 'provisional' && <TextField label={copy.statusForm.heldUntil} type="date" markRequired {...field('heldUntil')} />}
      <Button type="submit" size="sm" variant="outline" disabled={pending}>
        {copy.statusForm.save}
      </Button>
    </form>
  );
}
