import { useState, type FormEvent } from 'react';
import { reload } from 'vike/client/router';
import type { ReservationView } from '#database/reservation.dto.ts';
import { api, ApiError } from '#lib/api-client.browser.ts';
import { Button } from '#components/ui/Button.tsx';
import { SelectField, TextField } from '#components/ui/Field.tsx';
import { reservationsContent as copy } from './reservations.content.ts';

const STATUSES = Object.entries(copy.status).map(([value, label]) => ({ value, label }));

/**
 * Staff set any status by hand, with the supplier's reference (issue 30): after a lodge's mail or phone call.
 * The request's words and dates are sent as they are; saving also marks the supplier's answer as read.
 */
export function ReservationStatusForm({ reservation: r }: { reservation: ReservationView }) {
  const [status, setStatus] = useState<ReservationView['status']>(r.status);
  const [reference, setReference] = useState(r.supplierReference ?? '');
  const [heldUntil, setHeldUntil] = useState(r.heldUntil ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await api.reservations.update({ id: r.id }, { service: r.service, checkIn: r.checkIn, checkOut: r.checkOut, serviceDate: r.serviceDate, note: r.note, status, supplierReference: reference, heldUntil });
      setErrors({});
      await reload();
    } catch (failure) {
      setErrors(failure instanceof ApiError ? (failure.body.errors ?? { status: failure.userMessage }) : { status: copy.statusForm.failed });
    } finally {
      setBusy(false);
    }
  }

  if (!open)
    return (
      <Button size="sm" variant="ghost" className="mt-1" onClick={() => setOpen(true)}>
        {copy.statusForm.open}
      </Button>
    );
  return (
    <form onSubmit={save} noValidate aria-label={copy.statusForm.label(r.supplier.name)} className="mt-2 flex flex-wrap items-end gap-2">
      <SelectField label={copy.statusForm.status} value={status} onChange={(e) => setStatus(e.target.value as ReservationView['status'])} options={STATUSES} error={errors.status} />
      <TextField label={copy.statusForm.reference} value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} error={errors.supplierReference} />
      {status === 'provisional' && <TextField label={copy.statusForm.heldUntil} type="date" value={heldUntil} onChange={(e) => setHeldUntil(e.target.value)} error={errors.heldUntil} markRequired />}
      <Button type="submit" size="sm" variant="outline" disabled={busy}>
        {copy.statusForm.save}
      </Button>
    </form>
  );
}
