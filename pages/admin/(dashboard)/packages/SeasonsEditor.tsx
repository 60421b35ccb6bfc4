import { Button } from '#components/ui/Button.tsx';
import { TextField } from '#components/ui/Field.tsx';
import { MAX_SEASONS } from '#lib/domain/catalogue/trip.schema.ts';
import { EmptyRows, ListError, RowFrame } from '#components/admin/trips/RowFrame.tsx';
import { emptySeason, type SeasonValues, type TripForm } from '#components/admin/trips/trip-form.ts';
import { tripsContent } from '#components/admin/trips/trips.content.ts';
import { useRows } from '#components/admin/trips/use-rows.ts';

const copy = tripsContent.season;

/** Price seasons (MM-DD ranges that may wrap the new year) and the single supplement. */
export function SeasonsEditor({ form }: { form: TripForm }) {
  const seasons = useRows(form, 'seasons');
  return (
    <div className="space-y-4">
      <ListError message={seasons.listError} />
      {seasons.rows.length === 0 && <EmptyRows>{copy.empty}</EmptyRows>}
      {seasons.rows.map((season, index) => {
        // An overlap is about the row's dates: its message sits under "From".
        const bind = (key: Exclude<keyof SeasonValues, 'key'>, rowField = false) => ({
          value: season[key],
          error: seasons.error(index, key, rowField),
          onChange: (event: { target: { value: string } }) => seasons.update(index, { [key]: event.target.value }),
        });
        return (
          <RowFrame key={season.key} legend={copy.heading(index + 1)} removeLabel={copy.remove} onRemove={() => seasons.remove(index)}>
            <div className="col-span-2 lg:col-span-1">
              <TextField label={copy.label} placeholder={copy.labelPlaceholder} {...bind('label')} />
            </div>
            <TextField label={copy.from} placeholder={copy.datePlaceholder} inputMode="numeric" maxLength={5} {...bind('from', true)} />
            <TextField label={copy.to} placeholder={copy.datePlaceholder} inputMode="numeric" maxLength={5} {...bind('to')} />
            <div className="col-span-2 lg:col-span-1">
              <TextField label={copy.price} type="number" min={0} step="0.01" inputMode="decimal" {...bind('pricePerPerson')} />
            </div>
          </RowFrame>
        );
      })}
      <Button variant="outline" className="text-bush-800" disabled={seasons.rows.length >= MAX_SEASONS} onClick={() => seasons.add(emptySeason())}>
        <span aria-hidden="true">+</span>
        {copy.add}
      </Button>
      <div className="max-w-sm">
        <TextField label={copy.singleSupplement} hint={copy.singleSupplementHint} type="number" min={0} step="0.01" inputMode="decimal" {...formField(form)} />
      </div>
    </div>
  );
}

function formField(form: TripForm) {
  return {
    value: form.values.singleSupplement,
    error: form.errors.singleSupplement,
    onChange: (event: { target: { value: string } }) => form.setValue('singleSupplement', event.target.value),
  };
}
