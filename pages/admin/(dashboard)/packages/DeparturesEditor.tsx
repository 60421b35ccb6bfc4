import { Button } from '#components/ui/Button.tsx';
import { TextField } from '#components/ui/Field.tsx';
import { MAX_DEPARTURES } from '#lib/domain/catalogue/trip.schema.ts';
import { EmptyRows, ListError, RowFrame } from '#components/admin/trips/RowFrame.tsx';
import { emptyDeparture, type DepartureValues, type TripForm } from '#components/admin/trips/trip-form.ts';
import { tripsContent } from '#components/admin/trips/trips.content.ts';
import { useRows } from '#components/admin/trips/use-rows.ts';

const copy = tripsContent.departure;

/** Fixed group departures: a date and its seats; none means a private trip on any date. */
export function DeparturesEditor({ form }: { form: TripForm }) {
  const departures = useRows(form, 'departures');
  return (
    <div className="space-y-4">
      <ListError message={departures.listError} />
      {departures.rows.length === 0 && <EmptyRows>{copy.empty}</EmptyRows>}
      {departures.rows.map((departure, index) => {
        const bind = (key: 'date' | 'seats' | 'blockedSeats') => ({
          value: departure[key],
          error: departures.error(index, key, key === 'date'),
          onChange: (event: { target: { value: string } }) => departures.update(index, { [key]: event.target.value }),
        });
        return (
          <RowFrame key={departure.key} legend={copy.heading(index + 1)} removeLabel={copy.remove} onRemove={() => departures.remove(index)}>
            <div className="col-span-2">
              <TextField label={copy.date} type="date" {...bind('date')} />
            </div>
            <TextField label={copy.seats} type="number" min={1} max={500} step={1} inputMode="numeric" {...bind('seats')} />
            <TextField label={copy.blockedSeats} hint={copy.blockedHint} type="number" min={0} max={500} step={1} inputMode="numeric" {...bind('blockedSeats')} />
            {departure.id && departure.counted && (
              <p className="col-span-2 text-sm text-stone-700">
                {copy.counted(departure.counted.booked, departure.counted.held, departure.counted.seatsLeft)}{' '}
                <a className="font-semibold text-ochre-700 underline-offset-2 hover:underline" href={`/admin/departures/${departure.id}`}>
                  {copy.manifest}
                </a>
              </p>
            )}
          </RowFrame>
        );
      })}
      <Button variant="outline" className="text-bush-800" disabled={departures.rows.length >= MAX_DEPARTURES} onClick={() => departures.add(emptyDeparture())}>
        <span aria-hidden="true">+</span>
        {copy.add}
      </Button>
    </div>
  );
}
