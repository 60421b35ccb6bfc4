import { useState } from 'react';
import { reload } from 'vike/client/router';
import type { ReservationView } from '#lib/domain/reservation/reservation.types.ts';
import { reservationEditSchema } from '#lib/domain/reservation/reservation.schema.ts';
import { ROOM_TYPES } from '#lib/domain/reservation/reservation-drafts.ts';
import { api } from '#lib/api-client.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import { Button } from '#components/ui/Button.tsx';
import { SelectField, TextareaField, TextField } from '#components/ui/Field.tsx';
import { reservationRequestContent as copy } from './reservation-request.content.ts';

/**
 * Staff's edit of what a lodge is asked (issue 39): the service and dates, the rooms by type, the arrival, diets,
 * allergies, special requests and the note, checked with the server's schema first. The status is not sent: a
 * colleague's "Set status by hand" meanwhile stays.
 */
export function ReservationEditForm({ reservation: r }: { reservation: ReservationView }) {
  const [open, setOpen] = useState(false);
  const { field, pending, formRef, onSubmit, errors } = useForm({
    initial: {
      service: r.service,
      checkIn: r.checkIn ?? '',
      checkOut: r.checkOut ?? '',
      serviceDate: r.serviceDate ?? '',
      double: String(r.rooms.double),
      twin: String(r.rooms.twin),
      single: String(r.rooms.single),
      triple: String(r.rooms.triple),
      arrivalTime: r.arrivalTime ?? '',
      arrivalBy: r.arrivalBy ?? '',
      arrivalDetails: r.arrivalDetails ?? '',
      diets: r.diets ?? '',
      allergies: r.allergies ?? '',
      specialRequests: r.specialRequests ?? '',
      note: r.note ?? '',
    },
    schema: reservationEditSchema,
    toInput: ({ double, twin, single, triple, ...rest }) => ({ ...rest, rooms: { double, twin, single, triple } }),
    submit: (input) => api.reservations.update({ id: r.id }, input),
    onSuccess: () => void reload(),
    failureTitle: copy.edit.failed,
  });

  if (!open)
    return (
      <Button size="sm" variant="ghost" className="mt-1" onClick={() => setOpen(true)}>
        {copy.edit.open}
      </Button>
    );
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={copy.edit.label(r.supplier.name)} className="mt-2 grid gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField label={copy.edit.service} maxLength={300} markRequired {...field('service')} />
      </div>
      <TextField label={copy.edit.checkIn} type="date" {...field('checkIn')} />
      <TextField label={copy.edit.checkOut} type="date" {...field('checkOut')} />
      <TextField label={copy.edit.serviceDate} type="date" {...field('serviceDate')} />
      <fieldset className="sm:col-span-2">
        <legend className="mb-1.5 text-sm font-medium text-stone-800">{copy.edit.rooms}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {ROOM_TYPES.map((type) => (
            <TextField key={type} label={copy.edit.room[type]} type="number" inputMode="numeric" min={0} max={20} {...field(type)} />
          ))}
        </div>
        {/* A room count's message is the rooms' own (the server names `rooms`), said once under them all. */}
        {errors.rooms && (
          <p data-error-focus tabIndex={-1} className="mt-1 text-sm text-red-700">
            {errors.rooms}
          </p>
        )}
      </fieldset>
      <TextField label={copy.edit.arrivalTime} type="time" {...field('arrivalTime')} />
      <SelectField label={copy.edit.arrivalBy} options={copy.edit.arrivalByOptions} placeholder={copy.edit.arrivalByNone} {...field('arrivalBy')} />
      <div className="sm:col-span-2">
        <TextField label={copy.edit.arrivalDetails} maxLength={300} {...field('arrivalDetails')} />
      </div>
      <TextareaField label={copy.edit.diets} rows={2} maxLength={2000} {...field('diets')} />
      <TextareaField label={copy.edit.allergies} rows={2} maxLength={2000} {...field('allergies')} />
      <TextareaField label={copy.edit.specialRequests} rows={2} maxLength={2000} {...field('specialRequests')} />
      <TextareaField label={copy.edit.note} rows={2} maxLength={2000} {...field('note')} />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={pending}>
          {copy.edit.save}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {copy.edit.cancel}
        </Button>
      </div>
    </form>
  );
}
