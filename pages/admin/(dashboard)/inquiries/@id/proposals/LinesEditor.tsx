import { Button } from '#components/ui/Button.tsx';
import { TextField } from '#components/ui/Field.tsx';
import { MAX_LINES } from '#lib/domain/sale/proposal.schema.ts';
import { formatMoneyCode } from '#lib/domain/money/money.ts';
import { EmptyRows, ListError, RowFrame } from '#components/admin/trips/RowFrame.tsx';
import { emptyLine, liveTotals, type LineValues, type ProposalForm } from './proposal-form.ts';
import { proposalsContent } from '#components/admin/proposals/proposals.content.ts';

const copy = proposalsContent.editor.lines;

/** The line items: label, quantity and unit price, each line's amount as staff type. */
export function LinesEditor({ form, disabled }: { form: ProposalForm; disabled: boolean }) {
  const { values, errors } = form;
  const lines = values.lines;
  const { lineAmount } = liveTotals(values);
  const replace = (next: LineValues[]) => {
    form.setValue('lines', next);
    // Rows renumber: their messages no longer sit beside the right row (the next save checks again).
    form.clearErrors('lines');
  };
  const update = (index: number, patch: Partial<LineValues>) => {
    form.setValue('lines', lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
    for (const key of Object.keys(patch)) form.clearErrors(`lines.${index}.${key}`);
  };
  return (
    <div className="space-y-4">
      <ListError message={errors.lines} />
      {lines.length === 0 && <EmptyRows>{copy.empty}</EmptyRows>}
      {lines.map((line, index) => {
        const bind = (key: 'label' | 'quantity' | 'unitPrice') => ({
          value: line[key],
          error: errors[`lines.${index}.${key}`],
          disabled,
          onChange: (event: { target: { value: string } }) => update(index, { [key]: event.target.value }),
        });
        return (
          <RowFrame key={line.key} legend={copy.line(index + 1)} removeLabel={copy.remove} onRemove={disabled ? undefined : () => replace(lines.filter((_, i) => i !== index))}>
            <div className="col-span-2">
              <TextField label={copy.label} {...bind('label')} />
            </div>
            <TextField label={copy.quantity} type="number" min={0} step={1} inputMode="numeric" {...bind('quantity')} />
            <TextField label={copy.unitPrice(values.currency)} type="number" min={0} step="0.01" inputMode="decimal" {...bind('unitPrice')} />
            <p className="col-span-2 text-right text-sm text-stone-600 lg:col-span-4">
              {copy.amount}: <output className="font-semibold text-bush-900 tabular-nums">{formatMoneyCode(lineAmount(line), values.currency)}</output>
            </p>
          </RowFrame>
        );
      })}
      <Button variant="outline" className="text-bush-800" disabled={disabled || lines.length >= MAX_LINES} onClick={() => replace([...lines, emptyLine()])}>
        <span aria-hidden="true">+</span>
        {copy.add}
      </Button>
    </div>
  );
}
