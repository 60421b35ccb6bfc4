import { Button } from '#components/ui/Button.tsx';
import { TextField } from '#components/ui/Field.tsx';
import { EmptyRows, ListError, RowFrame } from '#components/admin/trips/RowFrame.tsx';
import { rateCardContent as copy } from './costing.content.ts';
import { newRange, newSeason, type SeasonRow } from './rate-card-form.ts';
import { patchRow, type RowsEditorProps } from './row-editing.ts';

/** A card's seasons: each a name, a priority, its minimum nights and one or more ranges of nights. */
export function SeasonsEditor(props: RowsEditorProps<SeasonRow>) {
  const { rows, errors, onRows } = props;
  const patch = (index: number, change: Partial<SeasonRow>) => patchRow(props, 'seasons', index, change);
  const setRange = (index: number, at: number, key: 'from' | 'to', value: string) => {
    patch(index, { ranges: rows[index]!.ranges.map((r, j) => (j === at ? { ...r, [key]: value } : r)) });
    props.clearErrors(`seasons.${index}.ranges.${at}`);
  };
  return (
    <div className="space-y-4">
      <ListError message={errors.seasons} />
      {rows.length === 0 && <EmptyRows>{copy.seasonsIntro}</EmptyRows>}
      {rows.map((season, index) => (
        <RowFrame key={season.key} legend={copy.season(index + 1)} removeLabel={copy.removeSeason} onRemove={rows.length > 1 ? () => onRows(rows.filter((_, i) => i !== index)) : undefined}>
          <div className="col-span-2">
            <ListError message={errors[`seasons.${index}`]} />
            <TextField label={copy.seasonName} value={season.name} error={errors[`seasons.${index}.name`]} onChange={(e) => patch(index, { name: e.target.value })} markRequired />
          </div>
          <TextField label={copy.priority} inputMode="numeric" value={season.priority} error={errors[`seasons.${index}.priority`]} onChange={(e) => patch(index, { priority: e.target.value })} />
          <TextField label={copy.minimumNights} inputMode="numeric" value={season.minimumNights} error={errors[`seasons.${index}.minimumNights`]} onChange={(e) => patch(index, { minimumNights: e.target.value })} />
          <div className="col-span-2 space-y-3 lg:col-span-4">
            <ListError message={errors[`seasons.${index}.ranges`]} />
            {season.ranges.map((range, at) => (
              <div key={range.key} role="group" aria-label={`${season.name || copy.season(index + 1)}: ${copy.range(at + 1)}`} className="grid grid-cols-2 items-end gap-x-3 gap-y-1 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
                <TextField label={copy.from} type="date" className="min-w-0" value={range.from} error={errors[`seasons.${index}.ranges.${at}.from`] ?? errors[`seasons.${index}.ranges.${at}`]} onChange={(e) => setRange(index, at, 'from', e.target.value)} />
                <TextField label={copy.to} type="date" className="min-w-0" value={range.to} error={errors[`seasons.${index}.ranges.${at}.to`]} onChange={(e) => setRange(index, at, 'to', e.target.value)} />
                {season.ranges.length > 1 && (
                  <Button variant="ghost" size="sm" className="col-span-2 justify-self-end text-red-700 sm:col-span-1 sm:mb-1.5" onClick={() => patch(index, { ranges: season.ranges.filter((_, j) => j !== at) })}>
                    <span aria-hidden="true">×</span>
                    <span className="sm:sr-only">{copy.removeRange}</span>
                    <span className="sr-only"> {at + 1}</span>
                  </Button>
                )}
              </div>
            ))}
            <Button variant="ghost" size="sm" className="text-bush-800" onClick={() => patch(index, { ranges: [...season.ranges, newRange()] })}>
              <span aria-hidden="true">+</span>
              {copy.addRange}
            </Button>
          </div>
        </RowFrame>
      ))}
      <Button variant="outline" className="text-bush-800" onClick={() => onRows([...rows, newSeason()])}>
        <span aria-hidden="true">+</span>
        {copy.addSeason}
      </Button>
    </div>
  );
}
