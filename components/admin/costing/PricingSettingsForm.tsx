import { useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import { CheckboxField, SelectField, TextField } from '#components/ui/Field.tsx';
import { toast } from '#components/ui/notify.ts';
import { useForm } from '#components/ui/use-form.ts';
import { EmptyRows, ListError } from '#components/admin/trips/RowFrame.tsx';
import { api } from '#lib/api-client.browser.ts';
import { wholePathErrors } from '#lib/domain/fields.ts';
import { formatDate } from '#lib/format.ts';
import { COST_CURRENCIES, type FxRate, type PricingSettings } from '#lib/domain/costing/costing.types.ts';
import { pricingSettingsSchema, type PricingSettingsInput } from '#lib/domain/costing/pricing-settings.schema.ts';
import { pricingContent as copy } from './pricing.content.ts';

const CURRENCIES = COST_CURRENCIES.map((code) => ({ value: code, label: code }));

interface RateRow {
  key: string;
  from: string;
  to: string;
  rate: string;
}
interface PricingValues {
  defaultMarkupPercent: string;
  fxBufferPercent: string;
  indicativePrices: boolean;
  rates: RateRow[];
}

let rowCount = 0;
const rateRow = (r?: FxRate): RateRow => ({ key: `fx-${++rowCount}`, from: r?.from ?? 'ZAR', to: r?.to ?? 'USD', rate: r ? String(r.rate) : '' });
const toValues = (s: PricingSettings): PricingValues => ({
  defaultMarkupPercent: String(s.defaultMarkupPercent),
  fxBufferPercent: String(s.fxBufferPercent),
  indicativePrices: s.indicativePrices,
  rates: s.rates.map(rateRow),
});
const number = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? text : Number(text));
const toInput = (values: PricingValues) => ({
  defaultMarkupPercent: number(values.defaultMarkupPercent),
  fxBufferPercent: number(values.fxBufferPercent),
  indicativePrices: values.indicativePrices,
  rates: values.rates.map((r) => ({ from: r.from, to: r.to, rate: number(r.rate) })),
});

/** Settings → Pricing (issue 40): the company's markup, the exchange buffer and rates, and whether first prices go out. */
export function PricingSettingsForm({ settings }: { settings: PricingSettings }) {
  // The day each rate was set is the server's: a row as last saved shows its day, a new or changed one "when saved".
  const [saved, setSaved] = useState(settings);
  const form = useForm<PricingValues, PricingSettingsInput, PricingSettings>({
    initial: toValues(settings),
    schema: pricingSettingsSchema,
    toInput,
    invalid: (issues) => wholePathErrors(issues),
    submit: (input) => api.costing.updatePricingSettings(input),
    onSuccess: (next, { reset }) => {
      reset(toValues(next));
      setSaved(next);
      toast.success(copy.saved);
    },
    failureTitle: copy.failed,
  });
  const { field, checkbox, errors, values, setValue, clearErrors, pending } = form;
  const setOn = (row: RateRow) => saved.rates.find((r) => r.from === row.from && r.to === row.to && String(r.rate) === row.rate.trim())?.on;
  const setRates = (rates: RateRow[]) => {
    setValue('rates', rates);
    clearErrors('rates', false);
  };
  const patch = (index: number, change: Partial<RateRow>) => {
    setRates(values.rates.map((row, i) => (i === index ? { ...row, ...change } : row)));
    clearErrors(`rates.${index}`);
  };

  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={copy.markup} hint={copy.markupHint} inputMode="decimal" {...field('defaultMarkupPercent')} />
        <TextField label={copy.buffer} hint={copy.bufferHint} inputMode="decimal" {...field('fxBufferPercent')} />
      </div>
      <fieldset className="min-w-0 space-y-3">
        <legend className="text-base font-semibold text-bush-900">{copy.ratesTitle}</legend>
        <p className="text-sm text-stone-600">{copy.ratesIntro}</p>
        <ListError message={errors.rates} />
        {values.rates.length === 0 && <EmptyRows>{copy.noRates}</EmptyRows>}
        {values.rates.map((row, index) => {
          const on = setOn(row);
          return (
            <div key={row.key} role="group" aria-label={copy.rate(index + 1)} className="rounded-xl p-3 ring-1 ring-sand-200">
              <ListError message={errors[`rates.${index}`]} />
              <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[8rem_8rem_1fr_auto]">
                <SelectField label={copy.from} options={CURRENCIES} value={row.from} error={errors[`rates.${index}.from`]} onChange={(e) => patch(index, { from: e.target.value })} />
                <SelectField label={copy.to} options={CURRENCIES} value={row.to} error={errors[`rates.${index}.to`]} onChange={(e) => patch(index, { to: e.target.value })} />
                <TextField label={copy.rateLabel(row.from, row.to)} inputMode="decimal" value={row.rate} error={errors[`rates.${index}.rate`]} onChange={(e) => patch(index, { rate: e.target.value })} />
                <Button variant="ghost" size="sm" className="mb-1.5 text-red-700" onClick={() => setRates(values.rates.filter((_, i) => i !== index))}>
                  {copy.remove}
                  <span className="sr-only"> {copy.rate(index + 1)}</span>
                </Button>
              </div>
              <p className="mt-2 text-xs text-stone-600">{on ? copy.setOn(formatDate(on)) : copy.setWhenSaved}</p>
            </div>
          );
        })}
        <Button variant="outline" className="text-bush-800" disabled={values.rates.length >= 100} onClick={() => setRates([...values.rates, rateRow()])}>
          <span aria-hidden="true">+</span>
          {copy.addRate}
        </Button>
      </fieldset>
      <div>
        <CheckboxField label={copy.indicative} {...checkbox('indicativePrices')} />
        <p className="mt-1 ml-6 text-xs text-stone-600">{copy.indicativeHint}</p>
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? copy.saving : copy.save}
      </Button>
    </form>
  );
}
