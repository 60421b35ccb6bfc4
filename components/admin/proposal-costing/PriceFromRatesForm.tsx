import { useState } from 'react';
import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import { SelectField, TextField, type Option } from '#components/ui/Field.tsx';
import { toastFailure } from '#components/ui/form-failure.browser.ts';
import { toast } from '#components/ui/notify.ts';
import { useForm } from '#components/ui/use-form.ts';
import { ApiError, api } from '#lib/api-client.browser.ts';
import { MEAL_PLAN_NAMES, MEAL_PLANS, RESIDENCY_TIERS, type QuoteMissing } from '#lib/domain/costing/costing.types.ts';
import type { PriceSuggestion } from '#lib/domain/costing/indicative.ts';
import { proposalPriceSchema } from '#lib/domain/costing/proposal-costing.schema.ts';
import { wholePathErrors } from '#lib/domain/fields.ts';
import { proposalCostingContent } from './proposal-costing.content.ts';

const copy = proposalCostingContent.form;

interface StopValues { supplierId: string; room: string; mealPlan: string; nights: string; parkId: string }
interface TravellerValues { age: string; residency: string }
interface PriceValues { startDate: string; markupPercent: string; stops: StopValues[]; travellers: TravellerValues[] }

const newStop = (): StopValues => ({ supplierId: '', room: '', mealPlan: 'FB', nights: '2', parkId: '' });
const newTraveller = (): TravellerValues => ({ age: '30', residency: 'international' });
const MEAL_OPTIONS: Option[] = MEAL_PLANS.map((plan) => ({ value: plan, label: `${plan}: ${MEAL_PLAN_NAMES[plan]}` }));
const TIER_OPTIONS: Option[] = RESIDENCY_TIERS.map((tier) => ({ value: tier, label: tier }));
/** A number typed in a field: kept as typed when it is not one, so the schema's message names the field. */
const asNumber = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? text : Number(text));

/** What the form's text becomes: the quote's input but its currency, which is the proposal's. */
const toInput = ({ startDate, markupPercent, stops, travellers }: PriceValues) => ({
  startDate,
  stops: stops.map((stop) => ({ supplierId: stop.supplierId, room: stop.room, mealPlan: stop.mealPlan, nights: asNumber(stop.nights), ...(stop.parkId.trim() ? { parkId: stop.parkId.trim() } : {}) })),
  travellers: travellers.map((t) => ({ age: asNumber(t.age), residency: t.residency })),
  ...(markupPercent.trim() ? { markupPercent: asNumber(markupPercent) } : {}),
});

/** The form's start: the enquiry's first price where there is one (issue 40), else one stop and the proposal's adults. */
function initialValues(startDate: string | null, adults: number, suggestion: PriceSuggestion | null): PriceValues {
  return {
    startDate: suggestion?.startDate ?? startDate ?? '',
    markupPercent: '',
    stops: suggestion?.stops.length
      ? suggestion.stops.map((stop) => ({ supplierId: stop.supplierId, room: stop.room, mealPlan: stop.mealPlan, nights: String(stop.nights), parkId: stop.parkId ?? '' }))
      : [newStop()],
    travellers: suggestion?.travellers.length
      ? suggestion.travellers.map((t) => ({ age: String(t.age), residency: t.residency }))
      : Array.from({ length: Math.max(1, adults) }, newTraveller),
  };
}

export interface PriceFromRatesFormProps {
  proposalId: string;
  startDate: string | null;
  adults: number;
  suppliers: Option[];
  /** The enquiry's first price (issue 40): the party and each stop's simplest room, to start from. */
  suggestion?: PriceSuggestion | null;
}

/** "Price from rates" (issue 40): stops, travellers and a markup, sent to `POST /api/admin/proposals/:id/price`. */
export function PriceFromRatesForm({ proposalId, startDate, adults, suppliers, suggestion = null }: PriceFromRatesFormProps) {
  // Nights without a rate (a 422): listed under the form, as no one field holds them.
  const [missing, setMissing] = useState<QuoteMissing[]>([]);
  const { values, setValue, errors, clearErrors, pending, field, formRef, onSubmit } = useForm({
    initial: initialValues(startDate, adults, suggestion),
    schema: proposalPriceSchema,
    toInput,
    invalid: wholePathErrors,
    submit: (input) => {
      setMissing([]);
      return api.costing.priceProposal({ id: proposalId }, input);
    },
    onSuccess: async () => {
      toast.success(copy.priced);
      await reload();
    },
    failureTitle: copy.failed,
    onFailure: (failure) => {
      const gaps = failure instanceof ApiError ? (failure.body as { missing?: QuoteMissing[] }).missing ?? [] : [];
      setMissing(gaps);
      if (!gaps.length) toastFailure(copy.failed, failure);
    },
  });
  const { stops, travellers } = values;
  const setStop = (index: number, change: Partial<StopValues>) => {
    setValue('stops', stops.map((stop, i) => (i === index ? { ...stop, ...change } : stop)));
    for (const name of Object.keys(change)) clearErrors(`stops.${index}.${name}`);
  };
  const setTraveller = (index: number, change: Partial<TravellerValues>) => {
    setValue('travellers', travellers.map((t, i) => (i === index ? { ...t, ...change } : t)));
    for (const name of Object.keys(change)) clearErrors(`travellers.${index}.${name}`);
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="price-from-rates-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h3 id="price-from-rates-heading" className="text-lg font-semibold">{copy.heading}</h3>
      <p className="mt-1 text-sm text-stone-600">{copy.hint}</p>
      {suggestion && <p className="mt-1 text-sm text-bush-900">{copy.fromEnquiry}</p>}
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <TextField label={copy.startDate} type="date" {...field('startDate')} />
        <TextField label={copy.markup} hint={copy.markupHint} type="number" min={0} step="0.01" inputMode="decimal" {...field('markupPercent')} />
      </div>
      <fieldset className="mt-5">
        <legend className="text-sm font-semibold text-stone-800">{copy.stops}</legend>
        {stops.map((stop, i) => (
          <div key={i} role="group" aria-label={copy.stop(i + 1)} className="mt-3 grid gap-3 rounded-xl bg-sand-50 p-3 sm:grid-cols-6">
            <SelectField className="sm:col-span-2" label={copy.supplier} placeholder={copy.chooseSupplier} options={suppliers} value={stop.supplierId} onChange={(e) => setStop(i, { supplierId: e.target.value })} error={errors[`stops.${i}.supplierId`]} />
            <TextField label={copy.room} value={stop.room} onChange={(e) => setStop(i, { room: e.target.value })} error={errors[`stops.${i}.room`]} />
            <SelectField label={copy.mealPlan} options={MEAL_OPTIONS} value={stop.mealPlan} onChange={(e) => setStop(i, { mealPlan: e.target.value })} error={errors[`stops.${i}.mealPlan`]} />
            <TextField label={copy.nights} type="number" min={1} max={60} step="1" inputMode="numeric" value={stop.nights} onChange={(e) => setStop(i, { nights: e.target.value })} error={errors[`stops.${i}.nights`]} />
            <TextField label={copy.park} hint={copy.parkHint} value={stop.parkId} onChange={(e) => setStop(i, { parkId: e.target.value })} error={errors[`stops.${i}.parkId`]} />
            {stops.length > 1 && (
              <Button variant="ghost" size="sm" className="text-red-700 sm:col-span-6 sm:justify-self-end" onClick={() => setValue('stops', stops.filter((_, j) => j !== i))}>
                {copy.removeStop(i + 1)}
              </Button>
            )}
          </div>
        ))}
        <Button variant="outline" size="sm" className="mt-3 text-bush-800" onClick={() => setValue('stops', [...stops, newStop()])}>{copy.addStop}</Button>
      </fieldset>
      <fieldset className="mt-5">
        <legend className="text-sm font-semibold text-stone-800">{copy.travellers}</legend>
        {errors.rooms && <p className="mt-1 text-sm text-red-700">{errors.rooms}</p>}
        {travellers.map((traveller, i) => (
          <div key={i} role="group" aria-label={copy.traveller(i + 1)} className="mt-3 grid items-end gap-3 sm:grid-cols-4">
            <TextField label={copy.age} type="number" min={0} max={120} step="1" inputMode="numeric" value={traveller.age} onChange={(e) => setTraveller(i, { age: e.target.value })} error={errors[`travellers.${i}.age`]} />
            <SelectField className="sm:col-span-2" label={copy.residency} options={TIER_OPTIONS} value={traveller.residency} onChange={(e) => setTraveller(i, { residency: e.target.value })} error={errors[`travellers.${i}.residency`]} />
            {travellers.length > 1 && (
              <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setValue('travellers', travellers.filter((_, j) => j !== i))}>
                {copy.removeTraveller(i + 1)}
              </Button>
            )}
          </div>
        ))}
        <Button variant="outline" size="sm" className="mt-3 text-bush-800" onClick={() => setValue('travellers', [...travellers, newTraveller()])}>{copy.addTraveller}</Button>
      </fieldset>
      {(errors.stops || errors.travellers) && !missing.length && (
        <p role="alert" data-error-focus tabIndex={-1} className="mt-4 text-sm text-red-700">{errors.stops ?? errors.travellers}</p>
      )}
      {missing.length > 0 && (
        <div role="alert" className="mt-4 text-sm text-red-700">
          <p className="font-semibold">{copy.missing}</p>
          <ul className="mt-1 list-disc pl-5">
            {missing.map((entry, index) => <li key={index}>{entry.reason}</li>)}
          </ul>
        </div>
      )}
      <div className="mt-5 flex justify-end">
        <Button type="submit" disabled={pending}>{pending ? copy.pricing : copy.submit}</Button>
      </div>
    </form>
  );
}
