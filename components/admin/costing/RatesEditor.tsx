import { Button } from '#components/ui/Button.tsx';
import { SelectField, TextField } from '#components/ui/Field.tsx';
import { EmptyRows, ListError, RowFrame } from '#components/admin/trips/RowFrame.tsx';
import type { MealPlan, RateBasis } from '#lib/domain/costing/costing.types.ts';
import { BASIS_OPTIONS, MEAL_PLAN_OPTIONS, rateCardContent as copy } from './costing.content.ts';
import { newRate, type RateRow } from './rate-card-form.ts';
import { patchRow, type RowsEditorProps } from './row-editing.ts';

/** The card's rates: season × room × meal plan × basis, the amount in the card's major unit. */
export function RatesEditor(props: RowsEditorProps<RateRow> & { seasons: string[] }) {
  const { rows, errors, onRows, currency, seasons } = props;
  const patch = (index: number, change: Partial<RateRow>) => patchRow(props, 'rates', index, change);
  const seasonOptions = seasons.filter(Boolean).map((name) => ({ value: name, label: name }));
  return (
    <div className="space-y-4">
      <ListError message={errors.rates} />
      {rows.length === 0 && <EmptyRows>{copy.noRates}</EmptyRows>}
      {rows.map((rate, index) => (
        <RowFrame key={rate.key} legend={rate.room ? `${copy.rate(index + 1)}: ${rate.room}` : copy.rate(index + 1)} removeLabel={copy.removeRate} onRemove={() => onRows(rows.filter((_, i) => i !== index))}>
          {errors[`rates.${index}`] && (
            <div className="col-span-2 lg:col-span-4">
              <ListError message={errors[`rates.${index}`]} />
            </div>
          )}
          <SelectField label={copy.seasonColumn} value={rate.season} options={seasonOptions} placeholder="" error={errors[`rates.${index}.season`]} onChange={(e) => patch(index, { season: e.target.value })} />
          <TextField label={copy.room} placeholder={copy.roomPlaceholder} value={rate.room} error={errors[`rates.${index}.room`]} onChange={(e) => patch(index, { room: e.target.value })} />
          <SelectField label={copy.mealPlan} value={rate.mealPlan} options={MEAL_PLAN_OPTIONS} error={errors[`rates.${index}.mealPlan`]} onChange={(e) => patch(index, { mealPlan: e.target.value as MealPlan })} />
          <SelectField label={copy.basis} value={rate.basis} options={BASIS_OPTIONS} error={errors[`rates.${index}.basis`]} onChange={(e) => patch(index, { basis: e.target.value as RateBasis })} />
          <TextField label={copy.amount(currency)} inputMode="decimal" value={rate.amount} error={errors[`rates.${index}.amountMinor`]} onChange={(e) => patch(index, { amount: e.target.value })} />
          <TextField
            label={copy.maxOccupancy}
            inputMode="numeric"
            hint={rate.basis === 'per-room' ? copy.maxOccupancyHint : undefined}
            value={rate.maxOccupancy}
            error={errors[`rates.${index}.maxOccupancy`]}
            onChange={(e) => patch(index, { maxOccupancy: e.target.value })}
          />
        </RowFrame>
      ))}
      <Button variant="outline" className="text-bush-800" onClick={() => onRows([...rows, newRate(rows.at(-1)?.season ?? seasons[0] ?? '')])}>
        <span aria-hidden="true">+</span>
        {copy.addRate}
      </Button>
    </div>
  );
}
