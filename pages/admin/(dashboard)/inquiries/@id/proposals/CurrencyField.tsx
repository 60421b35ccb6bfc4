import { useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import { SelectField, TextField } from '#components/ui/Field.tsx';
import { Modal } from '#components/ui/Modal.tsx';
import { PROPOSAL_CURRENCIES, type ProposalCurrency } from '#lib/domain/sale/proposal.schema.ts';
import { convertTypedPrice } from '#lib/domain/money/currency-change.ts';
import { formatMoneyCode } from '#lib/domain/money/money.ts';
import { liveTotals, type ProposalForm } from './proposal-form.ts';
import { proposalsContent } from '#components/admin/proposals/proposals.content.ts';

const copy = proposalsContent.editor.currencyChange;
const OPTIONS = PROPOSAL_CURRENCIES.map((code) => ({ value: code, label: code }));

/**
 * The proposal's currency (issue 29): once lines carry prices, choosing another asks for a rate and converts every
 * line, or keeps the figures after a button that says what will be sent. Either way a note stays beside it.
 */
export function CurrencyField({ form, label, disabled }: { form: ProposalForm; label: string; disabled: boolean }) {
  const { values } = form;
  const [wanted, setWanted] = useState<ProposalCurrency | null>(null);
  const [rate, setRate] = useState('');
  const [note, setNote] = useState<string | null>(values.exchange ? copy.converted(values.exchange.from, values.exchange.rate, values.currency) : null);
  const priced = liveTotals(values).total > 0;
  const rateNumber = Number(rate);
  const rateOk = rate.trim() !== '' && Number.isFinite(rateNumber) && rateNumber > 0;

  function choose(next: ProposalCurrency) {
    if (next === values.currency) return;
    if (!priced) return form.setValue('currency', next);
    setRate('');
    setWanted(next);
  }
  function convert() {
    if (!wanted || !rateOk) return;
    const from = values.currency;
    form.setValue('lines', values.lines.map((line) => ({ ...line, unitPrice: convertTypedPrice(line.unitPrice, rateNumber) })));
    form.setValue('currency', wanted);
    form.setValue('exchange', { from, rate: rateNumber });
    form.setValue('confirmCurrency', true);
    setNote(copy.converted(from, rateNumber, wanted));
    setWanted(null);
  }
  function keep() {
    if (!wanted) return;
    form.setValue('currency', wanted);
    form.setValue('exchange', null);
    form.setValue('confirmCurrency', true);
    setNote(copy.kept(values.currency, wanted));
    setWanted(null);
  }
  const field = form.field('currency');
  return (
    <div>
      <SelectField label={label} options={OPTIONS} disabled={disabled} {...field} onChange={(event) => choose(event.target.value as ProposalCurrency)} />
      {note && (
        <p role="status" className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {note}
        </p>
      )}
      <Modal open={wanted !== null} onClose={() => setWanted(null)} title={wanted ? copy.question(values.currency, wanted) : ''} size="sm">
        <p className="text-sm text-stone-600">{copy.detail(values.currency)}</p>
        {wanted && (
          <div className="mt-4 space-y-4">
            <TextField label={copy.rate(values.currency, wanted)} hint={copy.rateHint} type="number" min={0} step="any" inputMode="decimal" value={rate} onChange={(event) => setRate(event.target.value)} />
            <div className="flex flex-col gap-3">
              <Button disabled={!rateOk} onClick={convert}>
                {copy.convert}
              </Button>
              <Button variant="outline" className="text-amber-900" onClick={keep}>
                {copy.keep(formatMoneyCode(liveTotals(values).total, wanted))}
              </Button>
              <Button variant="ghost" className="text-stone-700" onClick={() => setWanted(null)} data-autofocus>
                {copy.cancel}
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </div>
  );
}
