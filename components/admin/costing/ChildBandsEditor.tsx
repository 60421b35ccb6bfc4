import { Button } from '#components/ui/Button.tsx';
import { TextField } from '#components/ui/Field.tsx';
import { EmptyRows, ListError, RowFrame } from '#components/admin/trips/RowFrame.tsx';
import { rateCardContent as copy } from './costing.content.ts';
import { newChild, type ChildRow } from './rate-card-form.ts';
import { patchRow, type RowsEditorProps } from './row-editing.ts';

/** Children's bands: ages 0-17, each priced at a percent of the adult sharing rate or an amount a night. */
export function ChildBandsEditor(props: RowsEditorProps<ChildRow>) {
  const { rows, errors, onRows, currency } = props;
  const patch = (index: number, change: Partial<ChildRow>) => patchRow(props, 'children', index, change);
  return (
    <div className="space-y-4">
      <ListError message={errors.children} />
      {rows.length === 0 && <EmptyRows>{copy.noChildren}</EmptyRows>}
      {rows.map((band, index) => (
        <RowFrame key={band.key} legend={copy.childBand(index + 1)} removeLabel={copy.removeChild} onRemove={() => onRows(rows.filter((_, i) => i !== index))}>
          {errors[`children.${index}`] && (
            <div className="col-span-2 lg:col-span-4">
              <ListError message={errors[`children.${index}`]} />
            </div>
          )}
          <TextField label={copy.fromAge} inputMode="numeric" value={band.fromAge} error={errors[`children.${index}.fromAge`]} onChange={(e) => patch(index, { fromAge: e.target.value })} />
          <TextField label={copy.toAge} inputMode="numeric" value={band.toAge} error={errors[`children.${index}.toAge`]} onChange={(e) => patch(index, { toAge: e.target.value })} />
          <TextField label={copy.childPercent} inputMode="decimal" value={band.percent} error={errors[`children.${index}.percent`]} onChange={(e) => patch(index, { percent: e.target.value })} />
          <TextField label={copy.childAmount(currency)} inputMode="decimal" value={band.amount} error={errors[`children.${index}.amountMinor`]} onChange={(e) => patch(index, { amount: e.target.value })} />
        </RowFrame>
      ))}
      <Button variant="outline" className="text-bush-800" disabled={rows.length >= 10} onClick={() => onRows([...rows, newChild()])}>
        <span aria-hidden="true">+</span>
        {copy.addChild}
      </Button>
    </div>
  );
}
